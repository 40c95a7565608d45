// Live chat fan-out (issue 5): one app process on SQLite holds N SSE viewer connections on one
// stream (opened by load-generator processes) while the host posts chat messages at a steady
// rate. Prints delivery latency from "POST accepted" to receipt (sampled connections), reach,
// messages lost, RSS per connection; the same against a raw-Node SSE floor, and the ratio; then
// chat POST throughput, the host's and viewers' (through the per-viewer limit), on SQLite (and
// PostgreSQL when TEST_DATABASE_URL is set); then the viewers' throughput with the host's chat
// filter holding 500 blocked words against none (issue 21), and the filter alone in this process.
// Run: npm run build && npx tsx tests/bench/live-fanout.ts [connections=10000] [rate=20] [seconds=30]
// (connections 0: only the chat POST throughput.)
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { Kysely } from "kysely";
import pg from "pg";
import type { Database } from "../../db";
import { SERVER_ENV } from "../../scripts/server-env.mjs";
import { startAppProcess } from "../support/app-process";
import { insertViewers, type InsertedViewer } from "../support/viewers";
import { setBenchEnv } from "./bench-app";
import { percentile } from "./live-video-kit";
import { collectGarbage } from "./full-gc";
import { deliveryLatencies, postAtRate, rssKb, startSseLoad } from "./sse-load";

const CONNECTIONS = Number(process.argv[2] ?? 10_000);
const RATE = Number(process.argv[3] ?? 20);
const SECONDS = Number(process.argv[4] ?? 30);
const CLIENT_PROCESSES = Math.max(1, Math.ceil(CONNECTIONS / 2_500));
const SAMPLE_EVERY = 50;
/** Viewers who post in the viewers' chat throughput check. */
const CHATTERS = 5_000;
const CONNECT_PER_SECOND = 1_000;
/** How long the open connections are left alone before their memory is read again. */
const SETTLE_SECONDS = 30;
const PASSWORD = "bench-password-1";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fanout-bench-"));

const databaseUrl = `sqlite:${path.join(dataDir, "app.sqlite")}`;
setBenchEnv({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });

const { migrateToLatest } = await import("../../db/migrate");
const { db, getDatabase } = await import("~/utils/db.server");
const { createUser } = await import("~/models/user.server");
const { hashPassword } = await import("~/services/account/password.server");
const { createStreamForHost } = await import("~/services/hosting/streams.server");
const { getWatchStream } = await import("~/models/stream.server");
const { applyFilter, compileFilter } = await import("~/contracts/word-filter");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The built app (build/server.js, what `npm start` serves) in a process of its own. */
const startApp = (databaseUrl: string) => startAppProcess(databaseUrl, { NODE_ENV: "production", PUBLIC_URL: "" });

/** Asks the child to stop (`stop`) and resolves once it has exited. */
function stopped(child: ChildProcess, stop = () => void child.kill("SIGTERM")) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  stop();
  return exited;
}

async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Opens the connections, sends RATE messages a second for SECONDS, and measures delivery. The
 * server's RSS is read as it is, SETTLE_SECONDS later, and after full collections (before the
 * connections and with them open): the first counts the garbage the connects left for a later
 * collection, the second what V8 gave back of it by itself, the third what the connections keep.
 */
async function fanout(label: string, target: { eventsUrl: string; queries: string[]; serverPid: number; post: (n: number) => Promise<number> }) {
  await collectGarbage(target.serverPid);
  const rssBefore = rssKb(target.serverPid);
  const load = startSseLoad({
    url: target.eventsUrl,
    queries: target.queries,
    processes: CLIENT_PROCESSES,
    sampleEvery: SAMPLE_EVERY,
    connectPerSecond: CONNECT_PER_SECOND,
  });
  await load.opened(120_000);
  await sleep(2_000);
  load.reset();
  const rssWith = rssKb(target.serverPid);
  // V8 returns the connects' garbage by itself once allocation slows (its memory reducer): what a
  // server holding these connections keeps before anyone forces a collection.
  await sleep(SETTLE_SECONDS * 1000);
  const rssSettled = rssKb(target.serverPid);
  await collectGarbage(target.serverPid);
  const rssKept = rssKb(target.serverPid);

  const { accepted, failures: postFailures } = await postAtRate({ rate: RATE, seconds: SECONDS, post: async (n) => ({ id: await target.post(n) }) });
  await sleep(3_000);
  const report = await load.report();
  await load.close();

  const { open, received } = report;
  const expected = accepted.size * open;
  const latencies = deliveryLatencies(accepted, report.samples);
  const result = {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    reach: expected ? received / expected : 0,
    lost: Math.max(0, expected - received),
    rssPerConnectionKb: (rssWith - rssBefore) / open,
    settledPerConnectionKb: (rssSettled - rssBefore) / open,
    keptPerConnectionKb: (rssKept - rssBefore) / open,
  };
  console.log(`${label}: ${open} connections, ${accepted.size} messages accepted (${postFailures} failed), ${latencies.length} latency samples`);
  console.log(`  latency from POST accepted: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`);
  console.log(`  reach ${(result.reach * 100).toFixed(3)}% (${received} of ${expected}), lost ${result.lost}`);
  console.log(
    `  server RSS ${(rssBefore / 1024).toFixed(0)} MB -> ${(rssWith / 1024).toFixed(0)} MB: ${result.rssPerConnectionKb.toFixed(1)} KB per connection; ${SETTLE_SECONDS} s later ${(rssSettled / 1024).toFixed(0)} MB: ${result.settledPerConnectionKb.toFixed(1)} KB; after a full collection ${(rssKept / 1024).toFixed(0)} MB: ${result.keptPerConnectionKb.toFixed(1)} KB per connection kept`,
  );
  await sleep(1_000);
  return result;
}

async function postThroughput(label: string, url: string, streamId: string, cookie: string) {
  const result = await autocannon({
    url: `${url}/api/streams/${streamId}/chat`,
    method: "POST",
    connections: 20,
    duration: 10,
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ message: "Throughput check", viewerId: null, isStreamer: true }),
  });
  console.log(
    `chat POST on ${label}: ${result.requests.average.toFixed(0)} messages/s accepted (${result["2xx"]} 2xx, ${result.non2xx} other), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
}

/**
 * Viewers' chat POSTs, spread over many viewers so most pass their per-viewer limit (burst 5,
 * then 1 a second) and the rest are refused: every answer goes through the chat limit, which
 * PostgreSQL keeps in the database (shared by processes) and SQLite in memory.
 */
async function viewerPostThroughput(label: string, url: string, streamId: string, viewers: InsertedViewer[], messages = ["Viewer throughput check"]) {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/streams/${streamId}/chat`,
    method: "POST",
    connections: 20,
    duration: 10,
    headers: { "Content-Type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          const viewer = viewers[next++ % viewers.length] as InsertedViewer;
          const message = messages[next % messages.length] as string;
          return { ...request, body: JSON.stringify({ message, viewerId: viewer.id, token: viewer.token }) };
        },
      },
    ],
  });
  console.log(
    `viewer chat POST on ${label} (${viewers.length} viewers): ${result.requests.average.toFixed(0)} answers/s (${result["2xx"]} accepted, ${result.non2xx} refused by the limit or otherwise), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return { answersPerSecond: result.requests.average, acceptedPerSecond: result["2xx"] / result.duration, p99: result.latency.p99 };
}

/** 500 blocked entries like a host's: single words, some with a wildcard, some two-word phrases (deterministic). */
function blockedList(count = 500) {
  let seed = 21;
  const letter = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return String.fromCharCode(97 + (seed % 26));
  };
  const word = () => Array.from({ length: 5 + (seed % 6) }, letter).join("");
  return Array.from({ length: count }, (_, i) => (i % 10 === 0 ? `${word()}*` : i % 10 === 1 ? `${word()} ${word()}` : word()));
}

/** Realistic chat lines (one with a blocked word and a link, one with accents), each the same in both runs. */
function benchMessages(words: string[]) {
  return [
    "Great session so far, thanks! Can you show the pricing slide again please?",
    "Where do I find the recording after the webinar ends, will it be e-mailed?",
    `Is ${words[7]} really included in the starter plan or only in the pro one?`,
    "Très intéressant, merci beaucoup pour la présentation, à bientôt",
    "Check my site example.com for the template I mentioned earlier",
    "How long does the onboarding usually take for a team of five people?",
  ];
}

/**
 * Viewers' chat throughput without a filter and with the host's 500-entry list (masking words and
 * links: every message is scanned and stored), in turns (none, list, none, list) so the database
 * growing during the runs weighs on both alike; each run with fresh viewers (the per-viewer limit
 * treats all runs alike).
 */
async function filterThroughput(label: string, url: string, streamId: string, cookie: string, groups: InsertedViewer[][]) {
  const words = blockedList();
  const messages = benchMessages(words);
  const save = async (list: string[]) => {
    const saved = await fetch(`${url}/api/blocked-words`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ words: list, mode: "mask", links: list.length ? "mask" : "allow" }),
    });
    if (saved.status !== 200) throw new Error(`saving the blocked words: ${saved.status} ${await saved.text()}`);
  };
  const none: number[] = [];
  const list: number[] = [];
  for (const [i, viewers] of groups.entries()) {
    const withList = i % 2 === 1;
    await save(withList ? words : []);
    const run = await viewerPostThroughput(`${label}, ${withList ? "500 blocked words" : "no blocked words"}`, url, streamId, viewers, messages);
    (withList ? list : none).push(run.acceptedPerSecond);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `blocked words on ${label}: accepted ${mean(none).toFixed(0)}/s without (runs ${none.map((v) => v.toFixed(0)).join(", ")}), ${mean(list).toFixed(0)}/s with 500 (runs ${list.map((v) => v.toFixed(0)).join(", ")}); ratio ${(mean(list) / mean(none)).toFixed(3)}\n`,
  );
}

/** The matcher alone, in this process: compiling the list, and messages filtered a second with it and with none. */
function filterAlone() {
  const words = blockedList();
  const messages = benchMessages(words);
  const started = performance.now();
  const compiled = compileFilter({ words, mode: "mask", links: "mask" });
  const compileMs = performance.now() - started;
  const rate = (filter: ReturnType<typeof compileFilter>) => {
    const until = performance.now() + 1_000;
    let n = 0;
    while (performance.now() < until) {
      for (const message of messages) applyFilter(filter, message);
      n += messages.length;
    }
    return n;
  };
  const none = rate(compileFilter({ words: [], mode: "mask", links: "allow" }));
  const list = rate(compiled);
  console.log(
    `filter alone (this process): 500 entries compiled in ${compileMs.toFixed(1)} ms; ${none.toLocaleString("en-US")} messages/s without, ${list.toLocaleString("en-US")} messages/s with 500 words and links masked (${(1_000_000 / list).toFixed(1)} µs a message)\n`,
  );
}

/** Four groups of fresh viewers for the blocked-words runs. */
async function filterGroups(database: Kysely<Database>, streamRowId: number) {
  const groups: InsertedViewer[][] = [];
  for (const name of ["none-a", "list-a", "none-b", "list-b"]) groups.push(await insertViewers(database, streamRowId, CHATTERS, name));
  return groups;
}

async function seed(connections: number) {
  const email = `bench-host-${Date.now()}@example.com`;
  const host = await createUser({ email, firstName: "Bench", lastName: "Host", passwordHash: await hashPassword(PASSWORD) });
  const stream = await createStreamForHost({ hostId: host.id, title: "Fan-out bench" });
  if (!stream) throw new Error("no stream");
  const row = await getWatchStream({ streamId: stream.streamId });
  const viewers = await insertViewers(db(), row?.rowId ?? 0, connections);
  const chatters = await insertViewers(db(), row?.rowId ?? 0, CHATTERS, "chatter");
  const groups = await filterGroups(db(), row?.rowId ?? 0);
  return { email, streamId: stream.streamId, tokens: viewers.map((viewer) => viewer.token), chatters, groups };
}

await migrateToLatest(getDatabase().db);
const { email, streamId, tokens, chatters, groups } = await seed(CONNECTIONS);
filterAlone();
if (CONNECTIONS > 0)
  console.log(
    `Fan-out: ${CONNECTIONS} SSE connections from ${CLIENT_PROCESSES} processes, ${RATE} messages/s for ${SECONDS} s, 1 in ${SAMPLE_EVERY} connections sampled\n`,
  );

let app = await startApp(databaseUrl);
let floor: ChildProcess | null = null;
try {
  let cookie = await signIn(app.url, email);
  if (CONNECTIONS > 0) {
    const ours = await fanout("App (SQLite, one process)", {
      eventsUrl: `${app.url}/api/streams/${streamId}/events`,
      queries: tokens.map((token) => `?token=${token}`),
      serverPid: app.child.pid ?? 0,
      post: async (n) => {
        const response = await fetch(`${app.url}/api/streams/${streamId}/chat`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ message: `Message ${n}`, viewerId: null, isStreamer: true }),
        });
        if (response.status !== 201) throw new Error(String(response.status));
        return ((await response.json()) as { id: number }).id;
      },
    });

    // The floor runs alone: the app and its load generators have exited first (a busy app beside
    // it would flatter the ratio). The app starts again afterwards for the throughput checks.
    await stopped(app.child);
    // The floor gets the app's process settings (the allocator's arenas): the ratio compares code, not settings.
    floor = fork(path.join(root, "tests/bench/floor-sse-server.ts"), ["0"], {
      execArgv: ["--import", "tsx"],
      stdio: "inherit",
      env: { ...SERVER_ENV, ...process.env },
    });
    const { port: floorPort } = await new Promise<{ port: number }>((resolve) => floor?.once("message", resolve));
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    const base = await fanout("Floor (raw Node SSE)", {
      eventsUrl: `${floorUrl}/events`,
      queries: tokens.map(() => ""),
      serverPid: floor.pid ?? 0,
      post: async (n) => {
        const response = await fetch(`${floorUrl}/post`, { method: "POST", body: JSON.stringify({ message: `Message ${n}` }) });
        return ((await response.json()) as { id: number }).id;
      },
    });
    console.log(
      `\nRatio app / floor: p50 ${(ours.p50 / base.p50).toFixed(2)}, p99 ${(ours.p99 / base.p99).toFixed(2)}, RSS per connection ${(ours.rssPerConnectionKb / base.rssPerConnectionKb).toFixed(2)}, settled ${(ours.settledPerConnectionKb / base.settledPerConnectionKb).toFixed(2)}, kept after a full collection ${(ours.keptPerConnectionKb / base.keptPerConnectionKb).toFixed(2)}`,
    );
    console.log(
      `Targets: p99 <= 250 ms (${ours.p99 <= 250 ? "met" : "NOT met"}), <= 12 KB per connection (${ours.rssPerConnectionKb <= 12 ? "met" : "NOT met"}; settled ${ours.settledPerConnectionKb <= 12 ? "met" : "NOT met"}; kept after a full collection ${ours.keptPerConnectionKb <= 12 ? "met" : "NOT met"}), reach 100% (${ours.lost === 0 ? "met" : "NOT met"}), p99 ratio <= 1.5 (${ours.p99 / base.p99 <= 1.5 ? "met" : "NOT met"})\n`,
    );
    await stopped(floor);
    floor = null;
    app = await startApp(databaseUrl);
    cookie = await signIn(app.url, email);
  }

  await postThroughput("SQLite", app.url, streamId, cookie);
  await viewerPostThroughput("SQLite", app.url, streamId, chatters);
  await filterThroughput("SQLite", app.url, streamId, cookie, groups);
} finally {
  app.child.kill("SIGTERM");
  floor?.kill("SIGTERM");
}

if (process.env.TEST_DATABASE_URL) {
  const name = `fanout_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pgUrl = new URL(process.env.TEST_DATABASE_URL);
  pgUrl.pathname = `/${name}`;
  const { createDb } = await import("../../db");
  const pgDatabase = createDb(pgUrl.toString());
  await migrateToLatest(pgDatabase.db);
  await pgDatabase.close();
  const pgApp = await startApp(pgUrl.toString());
  try {
    const signup = await fetch(`${pgApp.url}/api/auth/signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Bench", lastName: "Host", email: "pg-bench@example.com", password: PASSWORD }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const created = await fetch(`${pgApp.url}/api/streams`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ title: "PG bench" }),
    });
    const { streamId: pgStreamId } = (await created.json()) as { streamId: string };
    await postThroughput("PostgreSQL", pgApp.url, pgStreamId, cookie);
    const pgViewersDb = createDb(pgUrl.toString());
    const pgStream = await pgViewersDb.db.selectFrom("streams").select("id").where("streamId", "=", pgStreamId).executeTakeFirstOrThrow();
    const pgChatters = await insertViewers(pgViewersDb.db, pgStream.id, CHATTERS, "chatter");
    const pgGroups = await filterGroups(pgViewersDb.db, pgStream.id);
    await pgViewersDb.close();
    await viewerPostThroughput("PostgreSQL", pgApp.url, pgStreamId, pgChatters);
    await filterThroughput("PostgreSQL", pgApp.url, pgStreamId, cookie, pgGroups);
  } finally {
    pgApp.child.kill("SIGTERM");
    await sleep(1_000);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
await getDatabase().close();
fs.rmSync(dataDir, { recursive: true, force: true });
