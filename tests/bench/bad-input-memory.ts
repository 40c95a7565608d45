// Memory after a barrage of bad input (issue 16, hole 11): one built app process on SQLite gets
// the fuzz suite's hostile bodies (JSON of every shape, malformed JSON, forms, multipart, bytes)
// and deeply nested JSON (up to the 64 KB body limit of `[`), signed out, on the JSON calls and
// form actions most exposed to strangers. Prints RSS and the V8 heap before, right after the
// barrage, and after idling with gc: a heap back near its start with RSS still high is the
// allocator keeping freed pages (glibc malloc), not objects the app keeps.
// Run: npx remix build && npx tsx tests/bench/bad-input-memory.ts [requests=3000] [nested=300] [idleSeconds=10]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { bodyArbitrary, schemaVocabulary, type FuzzBody } from "../support/fuzz-inputs";
import { rawRequest } from "../support/raw-http";
import { freePort } from "../support/ports";
import { benchServerEnv } from "./bench-app";

const REQUESTS = Number(process.argv[2] ?? 3_000);
const NESTED = Number(process.argv[3] ?? 300);
const IDLE_SECONDS = Number(process.argv[4] ?? 10);
const CONCURRENCY = 8;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "memory-bench-"));
const databaseUrl = `sqlite:${path.join(dataDir, "app.sqlite")}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Loaded into the app process: on "measure", collect garbage twice and answer with its memory.
const PROBE = `data:text/javascript,process.on("message",()=>{globalThis.gc();globalThis.gc();const m=process.memoryUsage();process.send({rss:m.rss,heapUsed:m.heapUsed,external:m.external,arrayBuffers:m.arrayBuffers})})`;

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "--import", PROBE, "server.ts"], {
  cwd: root,
  env: benchServerEnv({ port, dataDir, databaseUrl }),
  stdio: ["ignore", "ignore", "inherit", "ipc"],
});

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
const rssNow = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
const measure = () =>
  new Promise<Memory>((resolve) => {
    child.once("message", (message) => resolve(message as Memory));
    child.send("measure");
  });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const line = (label: string, memory: Memory) =>
  console.log(
    `${label.padEnd(34)} RSS ${mb(memory.rss).padStart(7)}  heap ${mb(memory.heapUsed).padStart(7)}  external ${mb(memory.external).padStart(6)}`,
  );

for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 300) throw new Error("the app did not come up");
  await sleep(100);
}

const vocabulary = await schemaVocabulary();
const fixture = { byName: {}, all: ["1", "s-bench"] };
const targets = [
  { path: "/api/auth/signin", kind: "json" as const },
  { path: "/api/auth/signup", kind: "json" as const },
  { path: "/api/auth/register", kind: "json" as const },
  { path: "/api/streams/s-bench/chat", kind: "json" as const },
  { path: "/api/events/1/register", kind: "json" as const },
  { path: "/request-invite", kind: "form" as const },
  { path: "/forgot-password", kind: "form" as const },
];
const bodies = targets.map(({ kind }) =>
  fc.sample(bodyArbitrary(kind, fixture, vocabulary), { numRuns: Math.ceil(REQUESTS / targets.length), seed: 16 }),
);
const nested = (depth: number) => `{"title":${"[".repeat(depth)}${"]".repeat(depth)}}`;

let sent = 0;
const counts = new Map<number, number>();
async function post(target: string, body: FuzzBody) {
  const response = await rawRequest(url, {
    method: "POST",
    path: target,
    headers: {
      Origin: url,
      "X-Forwarded-For": `10.${sent % 250}.${(sent >> 8) % 250}.${sent % 7}`,
      ...(body.contentType ? { "Content-Type": body.contentType } : {}),
    },
    body: body.data,
  }).catch(() => ({ status: 0 }));
  sent += 1;
  counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
}

const work: (() => Promise<void>)[] = [];
bodies.forEach((list, index) => list.forEach((body) => work.push(() => post(targets[index]?.path ?? "/", body))));
for (let i = 0; i < NESTED; i += 1) {
  work.push(() => post(i % 2 ? "/api/auth/signin" : "/api/auth/register", { kind: "nested", contentType: "application/json", data: nested(30_000) }));
}

const before = await measure();
line("before (after gc)", before);
const started = performance.now();
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssNow())), 100);
await Promise.all(
  Array.from({ length: CONCURRENCY }, async (_, lane) => {
    for (let i = lane; i < work.length; i += CONCURRENCY) await work[i]?.();
  }),
);
clearInterval(sampler);
console.log(
  `barrage: ${sent} requests in ${((performance.now() - started) / 1000).toFixed(1)} s; answers ${JSON.stringify(Object.fromEntries(counts))}`,
);
console.log(`${"peak RSS during the barrage".padEnd(34)} RSS ${mb(peak).padStart(7)}`);
line("right after the barrage (after gc)", await measure());
await sleep(IDLE_SECONDS * 1000);
line(`after ${IDLE_SECONDS} s idle (after gc)`, await measure());
child.kill("SIGTERM");
await new Promise((resolve) => child.once("exit", resolve));
fs.rmSync(dataDir, { recursive: true, force: true });
