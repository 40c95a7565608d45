// Sign-up flood (issue 16, hole 3): one app process on SQLite gets waves of parallel sign-ups,
// each from its own address (X-Forwarded-For, trusted from loopback), while another signed-in
// user keeps calling GET /api/auth/me. Prints that user's p50/p99 latency before and during each
// wave, the sign-ups' answers by status, and the server's peak RSS.
// Run: npx remix build && npx tsx tests/bench/signup-flood.ts [appDir=.] [waves=16,64]
// (appDir: another checkout with its own build, e.g. the code before this change, to compare.)
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitUntilUp } from "../support/ports";
import { benchServerEnv } from "./bench-app";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const appDir = path.resolve(process.argv[2] ?? root);
const WAVES = (process.argv[3] ?? "16,64").split(",").map(Number);
const BASELINE_MS = 3_000;
const OTHER_USER_PAUSE_MS = 20;
const RSS_EVERY_MS = 25;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signup-flood-bench-"));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

function signUp(url: string) {
  return fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
    body: JSON.stringify({
      firstName: "Flood",
      lastName: "Bench",
      email: `flood-${crypto.randomBytes(6).toString("hex")}@example.com`,
      password: "bench-password-1",
    }),
  });
}

/** The other user's GET /api/auth/me, one after another, until `until` resolves; their latencies in ms. */
async function otherUser(url: string, cookie: string, until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${url}/api/auth/me`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/auth/me answered ${response.status}`);
    latencies.push(performance.now() - started);
    await sleep(OTHER_USER_PAUSE_MS);
  }
  return latencies.sort((a, b) => a - b);
}

const figures = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} calls)`;

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  cwd: appDir,
  env: benchServerEnv({ port, dataDir }),
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitUntilUp(`${url}/healthz`);
  const pid = server.pid ?? 0;
  const first = await signUp(url);
  if (first.status !== 201) throw new Error(`the other user's sign-up answered ${first.status}`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  console.log(`app: ${appDir} (pid ${pid}), SQLite, ${os.availableParallelism()} cores`);

  for (const size of WAVES) {
    await sleep(1_000);
    const idle = await otherUser(url, cookie, sleep(BASELINE_MS));
    const rssBefore = rssMb(pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), RSS_EVERY_MS);
    const started = performance.now();
    const wave = Promise.all(
      Array.from({ length: size }, () =>
        signUp(url).then(
          async (response) => {
            await response.arrayBuffer();
            return String(response.status);
          },
          () => "network error",
        ),
      ),
    );
    const [statuses, busy] = await Promise.all([wave, otherUser(url, cookie, wave)]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const counts = Object.entries(statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
      .map(([status, n]) => `${n}×${status}`)
      .join(", ");
    console.log(`\n${size} parallel sign-ups from ${size} addresses: answered in ${seconds.toFixed(1)} s (${counts})`);
    console.log(`  other user, idle:        ${figures(idle)}`);
    console.log(`  other user, during wave: ${figures(busy)}`);
    console.log(`  server RSS: ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
