// Scale-out figures (issue 38): the layout of README's "Past one process" — four web processes
// (INGEST=elsewhere, as deploy/showup@.service) and the ingest process (INGEST=on, as
// deploy/showup-ingest.service) on one PostgreSQL database with live events over LISTEN/NOTIFY,
// behind Debian's nginx serving deploy/nginx/showup.conf as tests/support/nginx-site.ts renders it
// for the nginx-site test. Prints:
//  1. SSE fan-out: VIEWERS registered viewers (personal links) opened through nginx at up to 1,000
//     a second by load-generator processes (those open after SCALE_OPEN_SECONDS, 420, when the box
//     is slower), the host's chat at RATE messages a second posted
//     through nginx for SECONDS: latency from the post's acceptance to its arrival on a viewer held
//     by another process than the one that took the post (p50/p99), reach, messages lost, RSS per
//     connection of each process; then the same on one web process reached directly (no nginx).
//  2. HLS: PLAYERS players with their own viewer cookies fetching a live stream's playlist and
//     newest segment every 2 s through nginx (ffmpeg's test pattern written into DATA_DIR): fetch
//     times, errors, and the CPU the app processes spend answering nginx's access questions.
//  3. The live bus's ceiling: chat posts spread over the four web processes, stepped up until the
//     hop to the other processes passes a p99 of 250 ms (in two steps in a row).
// Every process shares the box: its figures are those of the whole layout on it, load generators
// included.
// Run: npm run build && npx tsx tests/bench/scale-out.ts [viewers=20000] [rate=20] [seconds=30] [players=2000]
// PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the benchmark's
// own database beside it is dropped at the end, with every process and file it made, on Ctrl-C too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { startAppProcess, stopAppProcessGracefully, type AppProcess } from "../support/app-process";
import { startLiveHlsFixture } from "../support/hls-fixture";
import { renderSite, startNginx } from "../support/nginx-site";
import { freePort } from "../support/ports";
import { createThrowawayDatabase } from "../support/throwaway-database";
import { insertViewers } from "../support/viewers";
import { BENCH_SECRET, insertBenchHost, seedBenchEventStream, setBenchEnv } from "./bench-app";
import { startPlayers } from "./hls-players";
import { cpuSeconds, percentile, sleep } from "./live-video-kit";
import { deliveryLatencies, postAtRate, rssKb, startSseLoad, type Accepted, type Sample } from "./sse-load";

const VIEWERS = Number(process.argv[2] ?? 20_000);
const RATE = Number(process.argv[3] ?? 20);
const SECONDS = Number(process.argv[4] ?? 30);
const PLAYERS = Number(process.argv[5] ?? 2_000);
const WEB_PROCESSES = 4;
const CONNECT_PER_SECOND = 1_000;
/** A box that opens viewers slower than asked keeps at most this many a generator waiting, not a growing backlog. */
const MAX_WAITING_PER_GENERATOR = 25;
/** How long viewers may take to open before a run goes on with those open. */
const OPEN_SECONDS = Number(process.env.SCALE_OPEN_SECONDS ?? 420);
const VIEWERS_PER_GENERATOR = 2_500;
const SAMPLE_EVERY = 50;
const SEGMENT_SECONDS = 2;
const HLS_WARM_UP_SECONDS = 6;
const IDLE_SECONDS = 10;
const QUIET_CPU = 0.1;
const QUIET_WAIT_SECONDS = 180;
const BUS_RATES = [25, 50, 75, 100, 150, 200, 300, 400, 600, 800, 1_200, 1_600, 2_400, 3_200];
const BUS_STEP_SECONDS = 10;
const BUS_LISTENERS_PER_PROCESS = 2;
const BUS_P99_LIMIT_MS = 250;
// Each viewer through nginx holds two of its descriptors (viewer and web process), and the open-file
// limit of every process here is the box's: spread over workers it fits.
const NGINX_WORKERS = 4;
const NGINX_WORKER_CONNECTIONS = 19_000;
// The load generators run at the servers' priority: on a box shared with other work, the lowest
// would starve them, and they would open viewers slowly and note arrivals late.
const GENERATOR_NICENESS = 0;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString("en-US");
const openFileLimit = (pid: number) => Number(/^Max open files\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/limits`, "utf8"))?.[1] ?? 1024);
const openFiles = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;
const nginxPids = (master: number) => [
  master,
  ...fs.readFileSync(`/proc/${master}/task/${master}/children`, "utf8").trim().split(" ").filter(Boolean).map(Number),
];
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/**
 * Waits until the processes use less than QUIET_CPU of a core together and PostgreSQL runs none of
 * their statements, at most QUIET_WAIT_SECONDS: after thousands of viewers leave, their processes
 * record every leave for a while, and the next section must not run beside that.
 */
async function quiet(pids: number[]) {
  const started = performance.now();
  for (;;) {
    const from = cpuOf(pids);
    await sleep(2_000);
    const share = (cpuOf(pids) - from) / 2;
    if (share < QUIET_CPU && (await busyBackends()) === 0) return;
    if (performance.now() - started > QUIET_WAIT_SECONDS * 1000) {
      console.log(
        `  (the app processes still use ${(share * 100).toFixed(0)}% of a core, or PostgreSQL runs their statements, after ${QUIET_WAIT_SECONDS} s: going on)`,
      );
      return;
    }
  }
}

/** The benchmark database's backends running a statement, other than the one asking. */
async function busyBackends() {
  const { rows } = await sql<{ busy: number }>`
    select count(*)::int as busy from pg_stat_activity
    where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`.execute(db());
  return rows[0]?.busy ?? 0;
}

/** What to stop at the end, newest first: on success, failure and Ctrl-C alike. */
const held: (() => Promise<void>)[] = [];
function hold(stop: () => Promise<void>) {
  held.push(stop);
  return async () => {
    const at = held.indexOf(stop);
    if (at < 0) return;
    held.splice(at, 1);
    await stop();
  };
}
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (let stop = held.pop(); stop; stop = held.pop()) await stop().catch((error: unknown) => console.error(`cleaning up: ${String(error)}`));
  })();
  return cleaning;
}
process.once("uncaughtException", (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping every process and dropping the benchmark's database`);
    void cleanUp().then(() => process.exit(130));
  });
}

const shared = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const scratch = await createThrowawayDatabase(shared, "scale_bench");
hold(() => scratch.drop());
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-bench-"));
hold(async () => fs.rmSync(dir, { recursive: true, force: true }));
const dataDir = path.join(dir, "data");
fs.mkdirSync(dataDir);
setBenchEnv({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });

const { migrateToLatest } = await import("../../db/migrate");
const { db, getDatabase } = await import("~/utils/db.server");
const { startUserSession } = await import("~/services/account/auth.server");
const { rememberViewer } = await import("~/services/room/viewer-access.server");
hold(() => getDatabase().close());

interface Server {
  label: string;
  pid: number;
}

/** One fan-out run: `queries.length` viewers on `eventsUrl`, the host's chat at RATE a second through `post`, and who got what when. */
async function fanOut(
  label: string,
  {
    eventsUrl,
    queries,
    servers,
    post,
    crossOnly,
  }: {
    eventsUrl: string;
    queries: string[];
    servers: Map<string, Server>;
    post: (n: number) => Promise<{ id: number; by: string }>;
    crossOnly: boolean;
  },
) {
  const rssBefore = new Map([...servers].map(([key, server]) => [key, rssKb(server.pid)]));
  const load = startSseLoad({
    url: eventsUrl,
    queries,
    processes: Math.ceil(queries.length / VIEWERS_PER_GENERATOR),
    sampleEvery: SAMPLE_EVERY,
    connectPerSecond: CONNECT_PER_SECOND,
    upstreamHeader: crossOnly ? "x-upstream" : undefined,
    maxWaiting: MAX_WAITING_PER_GENERATOR,
    niceness: GENERATOR_NICENESS,
  });
  const release = hold(() => load.close());
  const rampStarted = performance.now();
  const opened = await load.opened(OPEN_SECONDS * 1000, { partial: true });
  const rampSeconds = (performance.now() - rampStarted) / 1000;
  if (opened.open + opened.failed < queries.length) {
    console.log(
      `  the box opened ${count(opened.open)} of ${count(queries.length)} viewers in ${OPEN_SECONDS} s (${(opened.open / rampSeconds).toFixed(0)} a second, asked ${count(CONNECT_PER_SECOND)}): the figures below are for those; the rest were dropped`,
    );
  }
  await sleep(2_000);
  const rssWith = new Map([...servers].map(([key, server]) => [key, rssKb(server.pid)]));
  load.reset();
  const { accepted, failures, reasons } = await postAtRate({ rate: RATE, seconds: SECONDS, post });
  await load.arrived(accepted.size);
  const report = await load.report();
  await release();

  const keep = crossOnly ? (sample: Sample, taken: Accepted) => sample[2] !== taken.by : undefined;
  const latencies = deliveryLatencies(accepted, report.samples, keep);
  const expected = accepted.size * report.open;
  const byServer = (key: string) => (crossOnly ? (report.upstreams[key] ?? 0) : report.open);
  console.log(
    `${label}: ${count(report.open)} of ${count(queries.length)} viewers connected in ${rampSeconds.toFixed(0)} s (${count(opened.failed)} failed), ${count(accepted.size)} of ${count(RATE * SECONDS)} messages accepted (${failures} failed${failures ? `: ${JSON.stringify(reasons)}` : ""})`,
  );
  console.log(
    `  latency from post accepted to arrival${crossOnly ? " on another process" : ""}: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(percentile(latencies, 100))} (${count(latencies.length)} samples, 1 viewer in ${SAMPLE_EVERY})`,
  );
  if (crossOnly) {
    const same = deliveryLatencies(accepted, report.samples, (sample, taken) => sample[2] === taken.by);
    console.log(`  (on the process that took the post: p50 ${ms(percentile(same, 50))}, p99 ${ms(percentile(same, 99))})`);
  }
  console.log(
    `  reach ${((report.received / Math.max(1, expected)) * 100).toFixed(3)}% (${count(report.received)} of ${count(expected)} deliveries), lost ${count(Math.max(0, expected - report.received))}`,
  );
  for (const [key, server] of servers) {
    const connections = byServer(key);
    if (!connections) continue;
    const before = rssBefore.get(key) ?? 0;
    const after = rssWith.get(key) ?? 0;
    console.log(
      `  ${server.label}: ${count(connections)} viewers, RSS ${(before / 1024).toFixed(0)} MB -> ${(after / 1024).toFixed(0)} MB, ${((after - before) / connections).toFixed(1)} KB per connection`,
    );
  }
  // The closed connections' sockets leave before the next run opens its own.
  await sleep(3_000);
}

/**
 * The host's chat message posted to `baseUrl`, with the Origin of the site's pages through nginx
 * and none, as a JSON client, to a process directly; its id and the process that took it (nginx's
 * X-Upstream, else `by`).
 */
async function postChat({
  baseUrl,
  streamId,
  cookie,
  n,
  viaNginx,
  by = "",
}: {
  baseUrl: string;
  streamId: string;
  cookie: string;
  n: number;
  viaNginx: boolean;
  by?: string;
}) {
  const response = await fetch(`${baseUrl}/api/streams/${streamId}/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, ...(viaNginx ? { Origin: baseUrl } : {}) },
    body: JSON.stringify({ message: `Message ${n}`, viewerId: null, isStreamer: true }),
  });
  if (response.status !== 201) throw new Error(`chat post: ${response.status}`);
  const { id, timestamp } = (await response.json()) as { id: number; timestamp: string };
  return { id, at: Date.parse(timestamp), by: response.headers.get("x-upstream")?.split(", ").pop() ?? by };
}

try {
  await migrateToLatest(db());
  const host = await insertBenchHost(`scale-${Date.now()}@example.com`);
  const hostCookie = (await startUserSession(new Request("http://localhost/"), host.id)).split(";")[0] ?? "";
  const { stream } = await seedBenchEventStream(host.id, "Scale-out bench");
  if (!stream.playbackId) throw new Error("no self-hosted stream");
  const { streamId, playbackId } = stream;
  const viewers = await insertViewers(db(), stream.rowId, Math.max(VIEWERS, PLAYERS, WEB_PROCESSES * BUS_LISTENERS_PER_PROCESS));
  const links = viewers.map((viewer) => `?token=${viewer.token}`);
  const cookies = await Promise.all(
    viewers
      .slice(0, PLAYERS)
      .map(async (viewer) => (await rememberViewer(new Request("http://localhost/"), streamId, viewer.token))?.split(";")[0] ?? ""),
  );

  const [listenPort = 0, ingestPort = 0, ...webPorts] = await Promise.all(Array.from({ length: WEB_PROCESSES + 2 }, () => freePort()));
  const nginxUrl = `http://127.0.0.1:${listenPort}`;
  const env = {
    NODE_ENV: "production",
    SESSION_SECRET: BENCH_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_URL: nginxUrl,
    LIVE_EVENTS_TRANSPORT: "postgres",
    INGEST_RTMP_PORT: "0",
  };
  const start = async (extra: Record<string, string>, port: number) => {
    const app = await startAppProcess(scratch.url, { ...env, ...extra }, port);
    hold(async () => {
      const timer = setTimeout(() => app.child.kill("SIGKILL"), 10_000);
      await stopAppProcessGracefully(app);
      clearTimeout(timer);
    });
    return app;
  };
  const ingest = await start({ INGEST: "on", DELIVERY_WORKER: "off" }, ingestPort);
  const web: AppProcess[] = [];
  for (const port of webPorts) web.push(await start({ INGEST: "elsewhere" }, port));
  const apps = [...web, ingest];
  const appPids = apps.map((app) => app.child.pid ?? 0);

  // reuseport: the kernel spreads the viewers evenly over the workers, each within its open-file limit.
  const site = renderSite({ listen: `127.0.0.1:${listenPort} reuseport`, webPorts, ingestPort, dataDir });
  const nginx = await startNginx({ dir, site, accessLog: null, workers: NGINX_WORKERS, workerConnections: NGINX_WORKER_CONNECTIONS }, nginxUrl);
  hold(() => nginx.stop());

  const limit = openFileLimit(web[0]?.child.pid ?? 0);
  console.log(
    `Scale-out: ${WEB_PROCESSES} web processes and the ingest process on one PostgreSQL database (LIVE_EVENTS_TRANSPORT=postgres), behind nginx ${NGINX_WORKERS} workers serving deploy/nginx/showup.conf`,
  );
  console.log(
    `Figures from a shared ${os.availableParallelism()}-core box (load average ${os.loadavg()[0]?.toFixed(1)} at the start; other work runs on it), load generators included at the servers' priority; open-file limit ${count(limit)} a process\n`,
  );

  const servers = new Map<string, Server>(
    apps.map((app, i) => [new URL(app.url).host, { label: i < WEB_PROCESSES ? `web process ${i + 1}` : "ingest process", pid: appPids[i] ?? 0 }]),
  );
  console.log(`1. SSE fan-out, ${RATE} chat messages a second for ${SECONDS} s`);
  await fanOut(`Four web processes behind nginx`, {
    eventsUrl: `${nginxUrl}/api/streams/${streamId}/events`,
    queries: links.slice(0, VIEWERS),
    servers,
    post: (n) => postChat({ baseUrl: nginxUrl, streamId, cookie: hostCookie, n, viaNginx: true }),
    crossOnly: true,
  });

  await quiet(appPids);
  const single = web[0] as AppProcess;
  const singlePid = single.child.pid ?? 0;
  const room = openFileLimit(singlePid) - openFiles(singlePid) - 100;
  const singleViewers = Math.min(VIEWERS, room);
  if (singleViewers < VIEWERS) {
    console.log(
      `One process holds at most ${count(singleViewers)} viewers here: its open-file limit is ${count(openFileLimit(singlePid))}, the box's hard limit, which this box does not let us raise`,
    );
  }
  await fanOut(`One web process, reached directly (no nginx; the other processes idle)`, {
    eventsUrl: `${single.url}/api/streams/${streamId}/events`,
    queries: links.slice(0, singleViewers),
    servers: new Map([["", { label: "web process 1", pid: singlePid }]]),
    post: (n) => postChat({ baseUrl: single.url, streamId, cookie: hostCookie, n, viaNginx: false }),
    crossOnly: false,
  });

  console.log(`\n2. HLS through nginx: ${count(PLAYERS)} players, source rendition, ${SECONDS} s measured after ${HLS_WARM_UP_SECONDS} s`);
  await quiet(appPids);
  const live = startLiveHlsFixture(dataDir, playbackId);
  const stopLive = hold(() => live.stop());
  while (!fs.existsSync(path.join(live.folder, "source", "index.m3u8"))) await sleep(200);
  const idleFrom = cpuOf(appPids);
  await sleep(IDLE_SECONDS * 1000);
  const idlePerSecond = (cpuOf(appPids) - idleFrom) / IDLE_SECONDS;
  const players = startPlayers({
    base: new URL(nginxUrl),
    count: PLAYERS,
    playlistPath: `/hls/${playbackId}/source/index.m3u8`,
    cookies,
    segmentSeconds: SEGMENT_SECONDS,
  });
  const stopPlayers = hold(() => players.stop());
  await sleep(HLS_WARM_UP_SECONDS * 1000);
  const nginxProcesses = nginxPids(nginx.child.pid ?? 0);
  players.measure(true);
  const appCpuFrom = cpuOf(appPids);
  const nginxCpuFrom = cpuOf(nginxProcesses);
  const measureFrom = performance.now();
  await sleep(SECONDS * 1000);
  const elapsed = (performance.now() - measureFrom) / 1000;
  const appCpu = cpuOf(appPids) - appCpuFrom;
  const nginxCpu = cpuOf(nginxProcesses) - nginxCpuFrom;
  players.measure(false);
  await stopPlayers();
  await stopLive();
  const { segments, playlists, failures } = players.stats;
  const fetches = segments.length + playlists.length;
  const answering = Math.max(0, appCpu - idlePerSecond * elapsed);
  console.log(
    `  segment fetches: ${count(segments.length)}, p50 ${ms(percentile(segments, 50))}, p99 ${ms(percentile(segments, 99))}, max ${ms(percentile(segments, 100))}`,
  );
  console.log(`  playlist fetches: ${count(playlists.length)}, p50 ${ms(percentile(playlists, 50))}, p99 ${ms(percentile(playlists, 99))}`);
  console.log(
    `  ${(fetches / elapsed).toFixed(0)} fetches/s, ${((players.stats.bytes * 8) / elapsed / 1e6).toFixed(1)} Mbit/s; errors: ${failures.size ? JSON.stringify(Object.fromEntries(failures)) : "none"}`,
  );
  const perThousand = (cpu: number) => `${((cpu * 1000 * 1000) / Math.max(1, fetches)).toFixed(0)} ms`;
  console.log(
    `  app processes' CPU: ${((appCpu / elapsed) * 100).toFixed(1)}% of one core, ${perThousand(appCpu)} per 1,000 fetches; less their idle before the players (${(idlePerSecond * 100).toFixed(1)}%), answering nginx's access questions: ${perThousand(answering)} per 1,000 fetches; nginx ${((nginxCpu / elapsed) * 100).toFixed(1)}% of one core`,
  );

  console.log(
    `\n3. The live bus on PostgreSQL: chat posts spread over the ${WEB_PROCESSES} web processes, ${BUS_STEP_SECONDS} s a step, until the hop's p99 passes ${BUS_P99_LIMIT_MS} ms`,
  );
  await quiet(appPids);
  const listeners = web.map((app, i) =>
    startSseLoad({
      url: `${app.url}/api/streams/${streamId}/events`,
      queries: links.slice(i * BUS_LISTENERS_PER_PROCESS, (i + 1) * BUS_LISTENERS_PER_PROCESS),
      processes: 1,
      sampleEvery: 1,
      connectPerSecond: 100,
      niceness: GENERATOR_NICENESS,
    }),
  );
  const releaseListeners = hold(async () => void (await Promise.all(listeners.map((listener) => listener.close()))));
  await Promise.all(listeners.map((listener) => listener.opened(30_000)));
  let ceiling: number | null = null;
  let over: number[] = [];
  for (const rate of BUS_RATES) {
    for (const listener of listeners) listener.reset();
    const {
      accepted,
      failures: postFailures,
      reasons,
    } = await postAtRate({
      rate,
      seconds: BUS_STEP_SECONDS,
      post: (n) =>
        postChat({ baseUrl: web[n % WEB_PROCESSES]?.url ?? "", streamId, cookie: hostCookie, n, viaNginx: false, by: String(n % WEB_PROCESSES) }),
    });
    await Promise.all(listeners.map((listener) => listener.arrived(accepted.size)));
    const reports = await Promise.all(listeners.map((listener) => listener.report()));
    const samples = reports.flatMap((report, i) => report.samples.map(([id, at]): Sample => [id, at, String(i)]));
    const hops = deliveryLatencies(accepted, samples, (sample, taken) => sample[2] !== taken.by);
    const received = reports.reduce((sum, report) => sum + report.received, 0);
    const expected = accepted.size * reports.reduce((sum, report) => sum + report.open, 0);
    const p99 = percentile(hops, 99);
    console.log(
      `  ${String(rate).padStart(5)}/s: ${count(accepted.size)} accepted (${postFailures} failed), hop p50 ${ms(percentile(hops, 50))}, p99 ${ms(p99)}, reach ${((received / Math.max(1, expected)) * 100).toFixed(2)}%${postFailures ? `; failed posts: ${JSON.stringify(reasons)}` : ""}`,
    );
    if (p99 <= BUS_P99_LIMIT_MS && postFailures <= accepted.size / 100) {
      ceiling = rate;
      over = [];
    } else {
      over.push(rate);
      // Two steps in a row: one alone may be the other work on the box.
      if (over.length === 2) break;
    }
  }
  await releaseListeners();
  console.log(
    over.length < 2
      ? `  ceiling: at least ${ceiling}/s (the steps ended before two in a row passed ${BUS_P99_LIMIT_MS} ms)`
      : `  ceiling: ${ceiling === null ? `below ${over[0]}/s` : `${ceiling} events/s`} (p99 over ${BUS_P99_LIMIT_MS} ms at ${over.join(" and ")}/s)`,
  );
} finally {
  await cleanUp();
}
