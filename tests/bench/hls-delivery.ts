// HLS delivery from the app process (issue 17): N simulated viewers of one registration-required
// stream, each with their own viewer cookie and keep-alive connection, fetch the rendition
// playlist every segment duration and the newest segment when it appears, as a player at the live
// edge does. A live ffmpeg test pattern keeps adding 2 s segments (about 400 kbit/s). Prints
// segment fetch time p50/p99/max, playlist fetch p50/p99, requests/s, bytes/s, failures, and the
// CPU of the app process (percent of one core), and of the load generator with the machine's load
// (the fetch times include the generator's own queueing when the box is busy).
// Run: npx remix build && npx tsx tests/bench/hls-delivery.ts [viewers=1000] [seconds=60]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLiveHlsFixture } from "../support/hls-fixture";
import { freePort, waitUntilUp } from "../support/ports";
import { BENCH_SECRET, seedBenchEventStream, setBenchEnv } from "./bench-app";
import { startPlayers } from "./hls-players";
import { cpuSeconds, percentile } from "./live-video-kit";

const VIEWERS = Number(process.argv[2] ?? 1_000);
const SECONDS = Number(process.argv[3] ?? 60);
const SEGMENT_SECONDS = 2;
const WARMUP_SECONDS = 6;
const RENDITION = "source";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hls-bench-"));
const SECRET = BENCH_SECRET;

setBenchEnv({ DATABASE_URL: `sqlite:${path.join(dataDir, "app.sqlite")}`, DATA_DIR: dataDir });

const { migrateToLatest } = await import("../../db/migrate");
const { getDatabase } = await import("~/utils/db.server");
const { createUser } = await import("~/models/user.server");
const { registerViewer } = await import("~/models/viewer.server");
const { rememberViewer } = await import("~/services/room/viewer-access.server");

const ms = (value: number) => `${value.toFixed(1)} ms`;

await migrateToLatest(getDatabase().db);
const host = await createUser({ firstName: "Bench", lastName: "Host", email: `bench-${Date.now()}@example.com`, passwordHash: "x" });
const { stream } = await seedBenchEventStream(host.id, "HLS bench");
if (!stream.playbackId) throw new Error("no stream");
const cookies: string[] = [];
for (let i = 0; i < VIEWERS; i += 1) {
  const { viewer } = await registerViewer({ streamRowId: stream.rowId, email: `viewer-${i}@example.com`, firstName: "Vi", completeExisting: false });
  const setCookie = await rememberViewer(new Request("http://localhost/"), stream.streamId, viewer.uniqueId);
  cookies.push(setCookie?.split(";")[0] ?? "");
}
await getDatabase().close();

const live = startLiveHlsFixture(dataDir, stream.playbackId);
const port = await freePort();
const app = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  cwd: path.resolve(path.dirname(new URL(import.meta.url).pathname), "../.."),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: SECRET,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const stopAll = async () => {
  app.kill("SIGTERM");
  await live.stop();
};
process.once("SIGINT", () => void stopAll().then(() => process.exit(1)));
await waitUntilUp(`http://127.0.0.1:${port}/healthz`);
const pid = app.pid ?? 0;
const base = new URL(`http://127.0.0.1:${port}`);
const playlistPath = `/hls/${stream.playbackId}/${RENDITION}/index.m3u8`;
while (!fs.existsSync(path.join(dataDir, "hls", stream.playbackId, RENDITION, "index.m3u8"))) await new Promise((r) => setTimeout(r, 200));

console.log(
  `HLS delivery: ${VIEWERS} viewers (own cookie and connection each), ${RENDITION} rendition, ${SECONDS} s measured after ${WARMUP_SECONDS} s`,
);
const players = startPlayers({ base, count: VIEWERS, playlistPath, cookies, segmentSeconds: SEGMENT_SECONDS });
const { stats } = players;
await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
players.measure(true);
const cpuStart = cpuSeconds(pid);
const clientStart = process.cpuUsage();
const started = performance.now();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const elapsed = (performance.now() - started) / 1000;
const cpu = cpuSeconds(pid) - cpuStart;
const client = process.cpuUsage(clientStart);
players.measure(false);
await players.stop();

const { segments, playlists } = stats;
console.log(
  `  segment fetches: ${segments.length}, p50 ${ms(percentile(segments, 50))}, p99 ${ms(percentile(segments, 99))}, max ${ms(percentile(segments, 100))}`,
);
console.log(`  playlist fetches: ${playlists.length}, p50 ${ms(percentile(playlists, 50))}, p99 ${ms(percentile(playlists, 99))}`);
console.log(
  `  requests/s ${((segments.length + playlists.length) / elapsed).toFixed(0)}, ${((stats.bytes * 8) / elapsed / 1e6).toFixed(1)} Mbit/s served`,
);
console.log(`  app process CPU: ${((cpu / elapsed) * 100).toFixed(1)}% of one core`);
console.log(
  `  load generator CPU: ${(((client.user + client.system) / 1e6 / elapsed) * 100).toFixed(1)}% of one core; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
);
console.log(`  failures: ${stats.failures.size ? JSON.stringify(Object.fromEntries(stats.failures)) : "none"}`);

await stopAll();
fs.rmSync(dataDir, { recursive: true, force: true });
