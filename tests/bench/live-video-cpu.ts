// CPU of live streams on this box (issue 17): 1, 2, then 3 broadcasts at once with the default
// ladder (source copied, 360p at 500k, audio 64k). Each encoder pushes a pre-encoded 1280x720
// 30 fps 2500 kbit/s file in a loop without re-encoding (as OBS would send it, at almost no CPU
// here), so the figures are the app's: the packager ffmpeg of each stream (percent of one core,
// from /proc/<pid>/stat over WINDOW seconds), the app's Node process, and the packager's speed
// (ffmpeg's `speed` from the host's stream_health pushes; >= 1 keeps up in real time).
// Run: npx remix build && npx tsx tests/bench/live-video-cpu.ts [window=30] [max=3] [WxH=1280x720] [kbps=2500]
import os from "node:os";
import path from "node:path";
import { encodeLoopFile, rtmpUrl, startEncoder, type Encoder } from "../support/encoder";
import { appFfmpegs } from "../support/live-video-app";
import { benchApp, benchHost, cpuSeconds, sleep, until } from "./live-video-kit";

const WINDOW = Number(process.argv[2] ?? 30);
const MAX = Number(process.argv[3] ?? 3);
const [width, height] = (process.argv[4] ?? "1280x720").split("x").map(Number) as [number, number];
const KBPS = Number(process.argv[5] ?? 2_500);

const loopFile = path.join(os.tmpdir(), `live-video-cpu-${width}x${height}-${KBPS}.flv`);
console.log(`Encoding the ${width}x${height} 30 fps ${KBPS} kbit/s loop file...`);
encodeLoopFile(loopFile, { width, height, frameRate: 30, videoKbps: KBPS });

const app = await benchApp({ INGEST_MAX_STREAMS: String(MAX), INGEST_RECONNECT_SECONDS: "1" });
try {
  const host = await benchHost(app);
  console.log(
    `CPU per live stream (${os.cpus().length} cores, ${os.cpus()[0]?.model}), ${WINDOW} s windows; load average before: ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  for (let count = 1; count <= MAX; count += 1) {
    const streams = await Promise.all(Array.from({ length: count }, (_, i) => host.liveEvent(`CPU ${count}.${i}`)));
    const feeds = await Promise.all(streams.map((stream) => host.events(stream.streamId)));
    const encoders: Encoder[] = streams.map((stream) => startEncoder(rtmpUrl(app.rtmpPort, stream.streamKey), { loopFile }));
    try {
      for (const stream of streams) await until(() => host.isLive(stream.streamId), 30_000, `stream ${stream.streamId} live`);
      await sleep(5_000);
      const packagers = appFfmpegs(app);
      const appPid = app.process.child.pid ?? 0;
      const before = new Map([...packagers, appPid].map((pid) => [pid, cpuSeconds(pid)]));
      const windowStart = new Date().toISOString();
      await sleep(WINDOW * 1000);
      const used = new Map([...packagers, appPid].map((pid) => [pid, cpuSeconds(pid) - (before.get(pid) ?? 0)]));
      const packagerPercents = packagers.map((pid) => ((used.get(pid) ?? 0) / WINDOW) * 100);
      const speeds = feeds.map((feed) =>
        feed.events
          .filter((e) => e.event === "stream_health" && (e.data as { measuredAt: string }).measuredAt >= windowStart)
          .map((e) => (e.data as { encoderSpeed: number | null }).encoderSpeed)
          .filter((speed): speed is number => speed !== null),
      );
      const mean = speeds.map((s) => (s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN));
      const slowest = speeds.map((s) => (s.length ? Math.min(...s) : NaN));
      const total = packagerPercents.reduce((a, b) => a + b, 0) + ((used.get(appPid) ?? 0) / WINDOW) * 100;
      console.log(`${count} stream(s) at once:`);
      console.log(`  packager ffmpeg: ${packagerPercents.map((p) => `${p.toFixed(0)}%`).join(", ")} of one core (${packagers.length} processes)`);
      console.log(
        `  app (Node): ${(((used.get(appPid) ?? 0) / WINDOW) * 100).toFixed(0)}% of one core; total ${total.toFixed(0)}% of ${os.cpus().length * 100}%`,
      );
      const shown = (values: number[]) => values.map((v) => (Number.isNaN(v) ? "n/a" : `${v.toFixed(2)}x`)).join(", ");
      // The input comes at real time, so a packager that keeps up reports about 1.00x, never much more.
      console.log(
        `  packager speed per stream: mean ${shown(mean)}, lowest ${shown(slowest)}: ${mean.every((v) => v >= 0.98) ? "real time" : "NOT real time"}; load average ${os.loadavg()[0]?.toFixed(1)}`,
      );
    } finally {
      await Promise.all(streams.map((stream) => host.end(stream.streamId).catch(() => undefined)));
      await Promise.all(encoders.map((encoder) => encoder.stop()));
      for (const feed of feeds) feed.close();
      await until(() => appFfmpegs(app).length === 0, 15_000, "the packagers to end");
    }
  }
} finally {
  await app.stop();
}
