import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StreamHealth } from "~/contracts/stream-health";
import { getHostStreamRow } from "~/models/stream.server";
import { registerViewer } from "~/models/viewer.server";
import { startUserSession } from "~/services/account/auth.server";
import { callAppProcess, startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { DAY, fromNow } from "../support/events";
import { exitWithin, ffmpegProcesses, startEncoder, type Encoder } from "../support/encoder";
import { createHost, getRequest, uniqueEmail } from "../support/factories";
import { ingestAppEnv, type IngestStream } from "../support/ingest-app";
import { freePort } from "../support/ports";
import { openEventStream } from "../support/sse";
import { until } from "../support/wait";
import { workerDatabase } from "../support/worker-database";

// The layout of deploy/: one ingest process (INGEST=on, it takes RTMP) and a web process
// (INGEST=elsewhere) on one PostgreSQL database and one data folder. Everything the host and the
// viewers do goes through the web process; the video itself only ever reaches the ingest process.

const dataDir = path.join(workerDatabase().dataDir, `ingest-processes-${process.pid}-${Date.now()}`);
let ingest: AppProcess | undefined;
let web: AppProcess | undefined;
let rtmpPort = 0;
let hostId = 0;
let cookie = "";

beforeAll(async () => {
  const host = await createHost();
  hostId = host.id;
  cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  rtmpPort = await freePort();
  // The web process is told the ingest's RTMP port only to show it to hosts.
  const port = { INGEST_RTMP_PORT: String(rtmpPort) };
  [ingest, web] = await Promise.all([
    startAppProcess(workerDatabase().databaseUrl, ingestAppEnv(dataDir, port)),
    startAppProcess(workerDatabase().databaseUrl, ingestAppEnv(dataDir, { ...port, INGEST: "elsewhere" })),
  ]);
}, 60_000);

afterAll(async () => {
  await stopAppProcess(ingest);
  await stopAppProcess(web);
});

const call = <T>(app: AppProcess | undefined, method: string, pathname: string, body?: unknown) =>
  callAppProcess<T>(app, cookie, method, pathname, body);

/** A stream made through the web process, for an event of its own when `eventId` is given. */
async function createStream(title: string, eventId: number | null = null) {
  const created = await call<IngestStream>(web, "POST", "/api/streams", { title, eventId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const getStream = async (app: AppProcess | undefined, streamId: string) => (await call<IngestStream>(app, "GET", `/api/streams/${streamId}`)).body;

/** The OBS-like encoder publishing to the address the host was shown (localhost: this machine). */
function publish(stream: IngestStream, key = stream.streamKey) {
  return startEncoder(`${stream.ingestUrl.replace("//localhost:", "//127.0.0.1:")}/${key}`, {
    width: 320,
    height: 180,
    frameRate: 15,
    keyframeSeconds: 1,
    videoKbps: 300,
    seconds: 60,
  });
}

/** The parent process of `pid`, from /proc. */
function parentOf(pid: number) {
  return Number(/^PPid:\s+(\d+)$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
}

// Two broadcasts at once (INGEST_MAX_STREAMS is 2): the file takes the time of the longer test.
describe.concurrent("a web process with the ingest in another process", () => {
  it("gives new streams the ingest's RTMP address, shows them live with health and video, and cuts the encoder on key reset and End Stream", async () => {
    const stream = await createStream("Ingest elsewhere");
    expect(stream).toMatchObject({ provider: "self-hosted", ingestUrl: `rtmp://localhost:${rtmpPort}/live`, isLive: false });
    const host = await openEventStream(`${web?.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
    const encoders: Encoder[] = [publish(stream)];
    try {
      const live = await host.next((e) => e.event === "stream_status" && (e.data as { isLive: boolean }).isLive, 20_000);
      expect(live.data).toMatchObject({ isLive: true, status: "active", playbackUrl: `/hls/${stream.playbackId}/master.m3u8` });
      const health = await host.next((e) => e.event === "stream_health" && (e.data as StreamHealth).state === "live", 8_000);
      expect(health.data).toMatchObject({ streamId: stream.streamId, width: 320, height: 180 });
      const figures = health.data as StreamHealth;
      expect(figures.ingestKbps).toBeGreaterThan(0);
      expect(figures.framesPerSecond).toBeGreaterThan(0);

      const master = await fetch(`${web?.url}/hls/${stream.playbackId}/master.m3u8`, { headers: { Cookie: cookie } });
      expect(master.status).toBe(200);
      expect(await master.text()).toMatch(/^#EXTM3U[\s\S]*\nsource\/index\.m3u8\n/);
      const source = await fetch(`${web?.url}/hls/${stream.playbackId}/source/index.m3u8`, { headers: { Cookie: cookie } });
      expect(await source.text()).toMatch(/\.ts\n/);

      // A viewer's page from the web process plays the stream (no "not available on this server").
      const row = await getHostStreamRow({ hostId, streamId: stream.streamId });
      const { viewer } = await registerViewer({ streamRowId: row?.id ?? 0, email: uniqueEmail("viewer"), firstName: "Vera" });
      const page = await fetch(`${web?.url}/watch/${stream.streamId}/${viewer.uniqueId}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('id="player"');
      expect(html).toContain(`/hls/${stream.playbackId}/master.m3u8`);

      const reset = await call<IngestStream>(web, "POST", `/api/streams/${stream.streamId}/reset-key`);
      expect(reset.status).toBe(200);
      expect(await exitWithin(encoders[0] as Encoder, 8_000), "the encoder on the old key still runs").not.toBe("still running");
      // Back with the new key inside the reconnect window: the same broadcast goes on.
      const back = publish(stream, reset.body.streamKey);
      encoders.push(back);
      // ffmpeg opens its output once the ingest accepted the publish.
      await until(() => back.publishedAt() !== null, 10_000, { message: () => `the new key was refused: ${back.output()}` });

      const ended = await call<IngestStream>(web, "PATCH", `/api/streams/${stream.streamId}`, { isLive: false });
      expect(ended.body.isLive).toBe(false);
      expect(await exitWithin(back, 8_000), "End Stream left the encoder running").not.toBe("still running");
      await until(() => ffmpegProcesses(`${dataDir}/hls/${stream.playbackId}`).length === 0, 5_000, { message: "a packager outlived End Stream" });
    } finally {
      host.close();
      await Promise.all(encoders.map((encoder) => encoder.stop()));
    }
  }, 60_000);

  it("runs the test stream asked for through the web process on the ingest process, shows it on both, and stops it from the web process", async () => {
    const event = await call<{ id: number }>(web, "POST", "/api/events", { title: "Test stream elsewhere", scheduledAt: fromNow(7 * DAY) });
    expect(event.status).toBe(201);
    const stream = await createStream("Test stream elsewhere", event.body.id);
    const pattern = `/live/${stream.streamKey}`;
    const started = await call<{ endsAt: string }>(web, "POST", `/api/streams/${stream.streamId}/test-stream`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(Date.parse(started.body.endsAt)).toBeGreaterThan(Date.now() + 60_000);
    try {
      await until(() => ffmpegProcesses(pattern).length === 1, 5_000, { message: "no test pattern was started" });
      const [pid = 0] = ffmpegProcesses(pattern);
      expect(parentOf(pid), "the test pattern runs under the ingest process").toBe(ingest?.child.pid);
      await until(async () => (await getStream(web, stream.streamId)).isLive, 20_000, { message: () => `never live: ${ingest?.output()}` });
      // The Stream Setup card offers to stop it wherever the host's page comes from.
      for (const app of [web, ingest]) {
        const html = await (await fetch(`${app?.url}/events/${event.body.id}`, { headers: { Cookie: cookie } })).text();
        expect(html).toMatch(/<button[^>]*value="stop-test-stream"[^>]*>Stop test stream<\/button>/);
      }
    } finally {
      const stopped = await call<{ stopped: boolean }>(web, "DELETE", `/api/streams/${stream.streamId}/test-stream`);
      expect(stopped.body).toEqual({ stopped: true });
    }
    await until(() => ffmpegProcesses(pattern).length === 0, 5_000, { message: "the test pattern still runs" });
    await until(async () => !(await getStream(web, stream.streamId)).isLive, 10_000);
    const html = await (await fetch(`${web?.url}/events/${event.body.id}`, { headers: { Cookie: cookie } })).text();
    expect(html).toMatch(/<button[^>]*value="start-test-stream"[^>]*>/);
  }, 60_000);
});
