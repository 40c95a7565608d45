// HLS delivery and live chat at once (issue 17): one app process with a real broadcast (an
// encoder pushing a pre-encoded 1280x720 loop into the box's ingest, packaged with the default
// ladder) serves VIEWERS simulated players fetching the 360p playlist every segment duration and
// each new segment (keep-alive, one connection each, as tests/bench/hls-delivery.ts does with
// fixture files), while as many SSE connections (load-generator processes of live-fanout.ts)
// receive the host's chat at RATE messages a second. Prints segment and playlist fetch p50/p99, the
// chat's delivery latency from "POST accepted" (p50/p99, target p99 <= 250 ms as in live-fanout.ts)
// and reach, and the CPU of the app and the packager.
// Run: npx remix build && npx tsx tests/bench/live-video-delivery.ts [viewers=1000] [seconds=30] [rate=20]
import { fork, type ChildProcess } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { encodeLoopFile, rtmpUrl, startEncoder } from "../support/encoder";
import { appFfmpegs } from "../support/live-video-app";
import { ask, BENCH_SECRET } from "./bench-app";
import { benchApp, benchHost, cpuSeconds, percentile, sleep, until } from "./live-video-kit";

const VIEWERS = Number(process.argv[2] ?? 1_000);
const SECONDS = Number(process.argv[3] ?? 30);
const RATE = Number(process.argv[4] ?? 20);
const SEGMENT_SECONDS = 2;
const SAMPLE_EVERY = 10;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const now = () => performance.timeOrigin + performance.now();
const ms = (value: number) => `${value.toFixed(1)} ms`;

const loopFile = encodeLoopFile(path.join(os.tmpdir(), "live-video-delivery-1280x720.flv"), { width: 1280, height: 720, videoKbps: 2_500 });
const app = await benchApp({ NODE_ENV: "production", SESSION_SECRET: BENCH_SECRET });
const encoder = { stop: async () => null as number | null };
let sse: ChildProcess | null = null;
try {
  const host = await benchHost(app);
  const stream = await host.liveEvent("Delivery bench");
  Object.assign(encoder, startEncoder(rtmpUrl(app.rtmpPort, stream.streamKey), { loopFile }));
  await until(() => host.isLive(stream.streamId), 30_000, "the stream to go live");
  const base = new URL(app.url);
  const playlistPath = `/hls/${stream.playbackId}/360p/index.m3u8`;

  const stats = { segments: [] as number[], playlists: [] as number[], failures: new Map<string, number>(), measuring: false };
  const fail = (why: string) => stats.failures.set(why, (stats.failures.get(why) ?? 0) + 1);
  const get = (agent: http.Agent, pathname: string) =>
    new Promise<{ status: number; body: Buffer; ms: number }>((resolve, reject) => {
      const started = performance.now();
      http
        .get({ host: base.hostname, port: base.port, path: pathname, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }));
          response.on("error", reject);
        })
        .on("error", reject);
    });
  let running = true;
  const player = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let last = "";
    await sleep((index / VIEWERS) * SEGMENT_SECONDS * 1000);
    while (running) {
      const tick = performance.now();
      try {
        const playlist = await get(agent, playlistPath);
        if (stats.measuring) stats.playlists.push(playlist.ms);
        const newest = playlist.body
          .toString()
          .split("\n")
          .filter((line) => line.endsWith(".ts"))
          .pop();
        if (playlist.status !== 200) fail(`playlist ${playlist.status}`);
        else if (newest && newest !== last) {
          last = newest;
          const segment = await get(agent, `/hls/${stream.playbackId}/360p/${newest}`);
          if (stats.measuring) stats.segments.push(segment.ms);
          if (segment.status !== 200) fail(`segment ${segment.status}`);
        }
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
      const wait = SEGMENT_SECONDS * 1000 - (performance.now() - tick);
      if (wait > 0) await sleep(wait);
    }
    agent.destroy();
  };

  console.log(`${VIEWERS} HLS players (360p) + ${VIEWERS} SSE connections on one app process, host chat at ${RATE}/s for ${SECONDS} s`);
  const players = Array.from({ length: VIEWERS }, (_, i) => player(i));
  sse = fork(
    path.join(root, "tests/bench/sse-clients.ts"),
    [
      JSON.stringify({
        url: `${app.url}/api/streams/${stream.streamId}/events`,
        queries: Array.from({ length: VIEWERS }, () => ""),
        sampleEvery: SAMPLE_EVERY,
        connectPerSecond: 500,
        eventName: "chat_message",
      }),
    ],
    { execArgv: ["--import", "tsx"], stdio: "inherit" },
  );
  for (;;) {
    const status = await ask<{ open: number; failed: number }>(sse, "status");
    if (status.open + status.failed >= VIEWERS) {
      if (status.failed) console.log(`  ${status.failed} SSE connections failed to open`);
      break;
    }
    await sleep(500);
  }
  await sleep(2 * SEGMENT_SECONDS * 1000);
  sse.send({ type: "reset" });
  stats.measuring = true;
  const packagers = appFfmpegs(app);
  const pids = [app.process.child.pid ?? 0, ...packagers];
  const cpuBefore = pids.map(cpuSeconds);
  const generatorBefore = process.cpuUsage();
  const accepted = new Map<number, number>();
  let postFailures = 0;
  const t0 = now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < RATE * SECONDS; n += 1) {
    const wait = t0 + (n * 1000) / RATE - now();
    if (wait > 0) await sleep(wait);
    pending.push(
      fetch(`${app.url}/api/streams/${stream.streamId}/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: host.cookie },
        body: JSON.stringify({ message: `Message ${n}`, viewerId: null, isStreamer: true }),
      }).then(
        async (response) => {
          if (response.status !== 201) throw new Error(String(response.status));
          accepted.set(((await response.json()) as { id: number }).id, now());
        },
        () => void (postFailures += 1),
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (now() - t0) / 1000;
  const cpu = pids.map((pid, i) => ((cpuSeconds(pid) - (cpuBefore[i] ?? 0)) / elapsed) * 100);
  const generator = process.cpuUsage(generatorBefore);
  stats.measuring = false;
  await sleep(3_000);
  const report = await ask<{ open: number; received: number; samples: [number, number][] }>(sse, "report");
  running = false;
  await Promise.all(players);

  const latencies = report.samples.flatMap(([id, at]) => {
    const sent = accepted.get(id);
    return sent === undefined ? [] : [at - sent];
  });
  const expected = accepted.size * report.open;
  console.log(
    `  segment fetches: ${stats.segments.length}, p50 ${ms(percentile(stats.segments, 50))}, p99 ${ms(percentile(stats.segments, 99))}, max ${ms(Math.max(...stats.segments))}`,
  );
  console.log(
    `  playlist fetches: ${stats.playlists.length}, p50 ${ms(percentile(stats.playlists, 50))}, p99 ${ms(percentile(stats.playlists, 99))}`,
  );
  console.log(`  HLS failures: ${stats.failures.size ? JSON.stringify(Object.fromEntries(stats.failures)) : "none"}`);
  const p99 = percentile(latencies, 99);
  console.log(
    `  chat over SSE: ${accepted.size} messages accepted (${postFailures} failed), latency p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)} (target p99 <= 250 ms: ${p99 <= 250 ? "met" : "NOT met"}), reach ${((report.received / Math.max(1, expected)) * 100).toFixed(2)}%`,
  );
  console.log(
    `  CPU: app ${cpu[0]?.toFixed(0)}% of one core, packager ${cpu
      .slice(1)
      .map((c) => `${c.toFixed(0)}%`)
      .join(
        ", ",
      )}, the HLS players' generator ${(((generator.user + generator.system) / 1e6 / elapsed) * 100).toFixed(0)}% (its own queueing is in the fetch times); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores (the load generators share them)`,
  );
  await host.end(stream.streamId);
} finally {
  sse?.send({ type: "close" });
  sse?.kill("SIGTERM");
  await encoder.stop();
  await app.stop();
}
