import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendLiveEvent, listLiveEventsAfter } from "~/models/live-event.server";
import { insertStream, requestTestStream } from "~/models/stream.server";
import { registerViewer } from "~/models/viewer.server";
import { sweepOrphanedStreams } from "~/services/video/self-hosted/ingest.server";
import { startUserSession } from "~/services/account/auth.server";
import { db } from "~/utils/db.server";
import { callAppProcess, startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { exitWithin } from "../support/encoder";
import { DAY, fromNow } from "../support/events";
import { createHost, getRequest, uniqueEmail } from "../support/factories";
import { ingestAppEnv, type IngestStream } from "../support/ingest-app";
import { openEventStream } from "../support/sse";
import { until } from "../support/wait";
import { workerDatabase } from "../support/worker-database";

// A real app process with the built-in ingest on a free port, and ffmpeg pushing a few seconds of
// a small test pattern with the stream's key, as an encoder would.

const RECONNECT_SECONDS = 2;
const METRICS_TOKEN = "m".repeat(32);
const dataDir = path.join(workerDatabase().dataDir, `ingest-${process.pid}-${Date.now()}`);
let app: AppProcess | undefined;
let cookie = "";

function appEnv(extra: Record<string, string> = {}) {
  return ingestAppEnv(dataDir, {
    INGEST_RECONNECT_SECONDS: String(RECONNECT_SECONDS),
    INGEST_MAX_STREAMS: "1",
    LOG_LEVEL: "info",
    METRICS_TOKEN,
    ...extra,
  });
}

/** ffmpeg processes started for this file's app (their arguments hold its data folder). */
function packagersRunning() {
  const found = spawnSync("pgrep", ["-f", `${dataDir}/hls`], { encoding: "utf8" });
  return found.stdout.split("\n").filter(Boolean).length;
}

beforeAll(async () => {
  const host = await createHost();
  cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  app = await startAppProcess(workerDatabase().databaseUrl, appEnv());
}, 60_000);

afterAll(async () => {
  await stopAppProcess(app);
});

const call = <T>(method: string, pathname: string, body?: unknown) => callAppProcess<T>(app, cookie, method, pathname, body);

async function createStream(withEvent = true) {
  let eventId: number | null = null;
  if (withEvent) {
    const event = await call<{ id: number }>("POST", "/api/events", { title: "Ingest webinar", scheduledAt: fromNow(7 * DAY) });
    expect(event.status).toBe(201);
    eventId = event.body.id;
  }
  const created = await call<IngestStream>("POST", "/api/streams", { title: "Ingest stream", eventId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { stream: created.body, eventId };
}

async function getStream(streamId: string) {
  return (await call<IngestStream>("GET", `/api/streams/${streamId}`)).body;
}

const untilLive = (streamId: string, timeoutMs = 20_000) =>
  until(async () => (await getStream(streamId)).isLive, timeoutMs, { message: () => `never live: ${app?.output()}` });

async function eventStatus(eventId: number) {
  return (await db().selectFrom("events").select("status").where("id", "=", eventId).executeTakeFirstOrThrow()).status;
}

interface Encoder {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** ffmpeg publishing `seconds` of a 320x180 pattern with a keyframe every second. */
function publish(ingestUrl: string, key: string, seconds = 30): Encoder {
  const url = `${ingestUrl.replace("localhost", "127.0.0.1")}/${key}`;
  const child = spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-nostdin", "-re"],
      ...["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=15", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100"],
      ...["-t", String(seconds), "-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "15", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "64k", "-f", "flv", url],
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ? -1 : code)));
  return { child, exited };
}

async function stopEncoder(encoder: Encoder) {
  if (encoder.child.exitCode === null && encoder.child.signalCode === null) encoder.child.kill("SIGKILL");
  await encoder.exited;
}

/** An encoder on a new event's stream, handed to `steps` once the stream is live, and stopped after. */
async function whileLive(steps: (live: { stream: IngestStream; eventId: number; encoder: Encoder }) => Promise<void>) {
  const { stream, eventId } = await createStream();
  const encoder = publish(stream.ingestUrl, stream.streamKey);
  try {
    await untilLive(stream.streamId);
    await steps({ stream, eventId: eventId as number, encoder });
  } finally {
    await stopEncoder(encoder);
  }
}

function hlsDir(stream: IngestStream) {
  return path.join(dataDir, "hls", stream.playbackId);
}

function segmentsOf(file: string) {
  try {
    return fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.endsWith(".ts")).length;
  } catch {
    return 0;
  }
}

describe("the self-hosted ingest", () => {
  it("shows the real ingest address and goes live only once every rendition has segments; End Stream cuts the encoder", async () => {
    const { stream, eventId } = await createStream();
    expect(stream.provider).toBe("self-hosted");
    expect(stream.ingestUrl).toMatch(/^rtmp:\/\/localhost:\d+\/live$/);
    const host = await openEventStream(`${app?.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
    const encoder = publish(stream.ingestUrl, stream.streamKey);
    try {
      let firstLive: { master: string; renditions: Record<string, number> } | null = null;
      await until(
        async () => {
          if (!(await getStream(stream.streamId)).isLive) return false;
          const dir = hlsDir(stream);
          const master = fs.readFileSync(path.join(dir, "master.m3u8"), "utf8");
          firstLive = {
            master,
            renditions: Object.fromEntries(["source", "360p", "audio"].map((name) => [name, segmentsOf(path.join(dir, name, "index.m3u8"))])),
          };
          return true;
        },
        20_000,
        { intervalMs: 20, message: () => `never live: ${app?.output()}` },
      );
      const seen = firstLive as unknown as { master: string; renditions: Record<string, number> };
      for (const name of ["source", "360p", "audio"]) {
        expect(seen.master).toContain(`${name}/index.m3u8`);
        expect(seen.renditions[name], name).toBeGreaterThan(0);
      }
      expect(seen.master).toMatch(/BANDWIDTH=\d+,RESOLUTION=320x180,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(seen.master).toMatch(/BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="avc1\.4d4029,mp4a\.40\.2",NAME="360p"/);
      expect(seen.master).toMatch(/BANDWIDTH=70400,CODECS="mp4a\.40\.2",NAME="audio"/);
      const live = await host.next((e) => e.event === "stream_status" && (e.data as { isLive: boolean }).isLive, 5_000);
      expect(live.data).toMatchObject({ isLive: true, status: "active", playbackUrl: `/hls/${stream.playbackId}/master.m3u8` });
      expect(await eventStatus(eventId as number)).toBe("live");
      const health = await host.next((e) => e.event === "stream_health" && (e.data as { state: string }).state === "live", 8_000);
      expect(health.data).toMatchObject({ streamId: stream.streamId, width: 320, height: 180 });

      const ended = await call<IngestStream>("PATCH", `/api/streams/${stream.streamId}`, { isLive: false });
      expect(ended.body.isLive).toBe(false);
      expect(await exitWithin(encoder, 5_000)).not.toBe("still running");
      await until(() => packagersRunning() === 0, 5_000, { message: "a packager is left after End Stream" });
      expect(await eventStatus(eventId as number)).toBe("scheduled"); // the event is a week ahead: a stopped broadcast is a rehearsal
    } finally {
      host.close();
      await stopEncoder(encoder);
    }
  }, 60_000);

  it("cuts the encoder from the event dashboard's End Stream", { timeout: 60_000 }, () =>
    whileLive(async ({ stream, eventId, encoder }) => {
      const running = app as AppProcess;
      const response = await fetch(`${running.url}/events/${eventId}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: running.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "end" }),
      });
      expect(response.status).toBe(302);
      expect(await exitWithin(encoder, 5_000)).not.toBe("still running");
      expect((await getStream(stream.streamId)).isLive).toBe(false);
      expect(await eventStatus(eventId)).toBe("scheduled"); // the event is a week ahead: a stopped broadcast is a rehearsal
      await until(() => packagersRunning() === 0, 5_000);
    }),
  );

  it("refuses an unknown key without logging it, and goes nowhere live", async () => {
    const { stream } = await createStream(false);
    const wrongKey = "wrong-key-for-the-ingest-test-0123";
    const encoder = publish(stream.ingestUrl, wrongKey, 5);
    expect(await encoder.exited).not.toBe(0);
    await until(() => (app as AppProcess).output().includes("unknown stream key"), 5_000);
    expect((app as AppProcess).output()).not.toContain(wrongKey);
    expect((app as AppProcess).output()).not.toContain(stream.streamKey);
    expect((await getStream(stream.streamId)).isLive).toBe(false);
    expect(packagersRunning()).toBe(0);
  }, 30_000);

  it("refuses a second encoder on the same stream, and another stream beyond INGEST_MAX_STREAMS with its reason", async () => {
    const { stream } = await createStream(false);
    const { stream: other } = await createStream(false);
    const otherHost = await openEventStream(`${app?.url}/api/streams/${other.streamId}/events`, { Cookie: cookie });
    const first = publish(stream.ingestUrl, stream.streamKey);
    try {
      await untilLive(stream.streamId);
      const second = publish(stream.ingestUrl, stream.streamKey, 5);
      expect(await second.exited).not.toBe(0);
      expect(first.child.exitCode).toBeNull();
      expect((await getStream(stream.streamId)).isLive).toBe(true);

      const beyond = publish(other.ingestUrl, other.streamKey, 5);
      expect(await beyond.exited).not.toBe(0);
      const refused = await otherHost.next((e) => e.event === "stream_health", 5_000);
      expect(refused.data).toMatchObject({
        state: "offline",
        warnings: [expect.stringMatching(/^Refused: this server already carries 1 live stream, its limit \(INGEST_MAX_STREAMS=1\)/)],
      });
      expect((await getStream(other.streamId)).isLive).toBe(false);
    } finally {
      otherHost.close();
      await call("PATCH", `/api/streams/${stream.streamId}`, { isLive: false });
      await stopEncoder(first);
    }
  }, 60_000);

  it("cuts the encoder when the key is reset; it cannot come back with the old key; offline after the reconnect window", { timeout: 60_000 }, () =>
    whileLive(async ({ stream, eventId, encoder }) => {
      const reset = await call<IngestStream>("POST", `/api/streams/${stream.streamId}/reset-key`);
      expect(reset.body.streamKey).not.toBe(stream.streamKey);
      expect(await exitWithin(encoder, 5_000)).not.toBe("still running");
      const again = publish(stream.ingestUrl, stream.streamKey, 5);
      expect(await again.exited).not.toBe(0);
      await until(async () => !(await getStream(stream.streamId)).isLive, (RECONNECT_SECONDS + 5) * 1000);
      expect(await eventStatus(eventId)).toBe("scheduled"); // the event is a week ahead: a stopped broadcast is a rehearsal
      await until(() => packagersRunning() === 0, 5_000);
    }),
  );

  it("keeps the stream live while the encoder is away, continues when it comes back, and goes offline after the window", async () => {
    const { stream, eventId } = await createStream();
    const host = await openEventStream(`${app?.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
    const short = publish(stream.ingestUrl, stream.streamKey, 4);
    try {
      await untilLive(stream.streamId);
      const before = segmentsOf(path.join(hlsDir(stream), "source", "index.m3u8"));
      expect(await short.exited).toBe(0);
      await host.next((e) => e.event === "stream_health" && (e.data as { state: string }).state === "reconnecting", 5_000);
      expect((await getStream(stream.streamId)).isLive).toBe(true);

      const back = publish(stream.ingestUrl, stream.streamKey, 4);
      await until(() => fs.readFileSync(path.join(hlsDir(stream), "source", "index.m3u8"), "utf8").includes("#EXT-X-DISCONTINUITY"), 10_000);
      expect(segmentsOf(path.join(hlsDir(stream), "source", "index.m3u8"))).toBeGreaterThan(before);
      expect((await getStream(stream.streamId)).isLive).toBe(true);
      expect(await back.exited).toBe(0);
      const left = Date.now();
      await until(async () => !(await getStream(stream.streamId)).isLive, (RECONNECT_SECONDS + 5) * 1000);
      expect(Date.now() - left).toBeGreaterThanOrEqual(RECONNECT_SECONDS * 1000 - 500);
      const offline = await host.next((e) => e.event === "stream_status" && !(e.data as { isLive: boolean }).isLive, 5_000);
      expect(offline.data).toMatchObject({ isLive: false, status: "idle", playbackUrl: null });
      expect(await eventStatus(eventId as number)).toBe("scheduled"); // the event is a week ahead: a stopped broadcast is a rehearsal
      await until(() => packagersRunning() === 0, 5_000);
    } finally {
      host.close();
      await stopEncoder(short);
    }
  }, 60_000);

  it("sends health figures to the host and never to a viewer", async () => {
    const { stream } = await createStream();
    const rowId = (await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow()).id;
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("ingest"), firstName: "Vic" });
    const viewerEvents = await openEventStream(`${app?.url}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`);
    const host = await openEventStream(`${app?.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
    const encoder = publish(stream.ingestUrl, stream.streamKey);
    try {
      await viewerEvents.next((e) => e.event === "stream_status" && (e.data as { isLive: boolean }).isLive, 20_000);
      const health = await host.next((e) => e.event === "stream_health" && (e.data as { state: string }).state === "live", 10_000);
      expect(health.data).toMatchObject({
        streamId: stream.streamId,
        state: "live",
        width: 320,
        height: 180,
        droppedSegments: 0,
        recording: "on",
        liveSince: expect.any(String),
      });
      const figures = health.data as { ingestKbps: number; framesPerSecond: number; keyframeIntervalSeconds: number; encoderSpeed: number };
      expect(figures.ingestKbps).toBeGreaterThan(0);
      expect(figures.framesPerSecond).toBeGreaterThan(5);
      expect(figures.keyframeIntervalSeconds).toBeCloseTo(1, 0);
      expect(figures.encoderSpeed).toBeGreaterThan(0);
      const metrics = await (await fetch(`${app?.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      const speed = new RegExp(`^showup_ingest_speed_ratio\\{stream="${stream.streamId}"\\} ([\\d.]+)$`, "m").exec(metrics);
      expect(Number(speed?.[1])).toBeGreaterThan(0);
      expect(metrics).toContain(`showup_ingest_dropped_segments_total{stream="${stream.streamId}"} 0\n`);
      await host.next((e) => e.event === "stream_health", 5_000);
      expect(viewerEvents.events.filter((e) => e.event === "stream_health")).toEqual([]);
      const replay = await openEventStream(`${app?.url}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`, { "Last-Event-ID": "0" });
      // The current state (no id) is sent after every replayed event.
      await replay.next((e) => e.event === "stream_status" && e.id === null, 5_000);
      expect(replay.events.filter((e) => e.event === "stream_health")).toEqual([]);
      replay.close();
    } finally {
      viewerEvents.close();
      host.close();
      await call("PATCH", `/api/streams/${stream.streamId}`, { isLive: false });
      await stopEncoder(encoder);
    }
  }, 60_000);

  it("runs a test stream that takes the stream live and leaves its event alone", async () => {
    const { stream, eventId } = await createStream();
    const statusBefore = await eventStatus(eventId as number);
    const started = await call<{ endsAt: string }>("POST", `/api/streams/${stream.streamId}/test-stream`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(Date.parse(started.body.endsAt)).toBeGreaterThan(Date.now() + 60_000);
    try {
      await untilLive(stream.streamId, 30_000);
      expect(await eventStatus(eventId as number)).toBe(statusBefore);
      const encoder = publish(stream.ingestUrl, stream.streamKey, 5);
      expect(await encoder.exited).not.toBe(0);
    } finally {
      const stopped = await call<{ stopped: boolean }>("DELETE", `/api/streams/${stream.streamId}/test-stream`);
      expect(stopped.body).toEqual({ stopped: true });
    }
    await until(async () => !(await getStream(stream.streamId)).isLive, 10_000);
    expect(await eventStatus(eventId as number)).toBe(statusBefore);
    await until(() => packagersRunning() === 0, 5_000);
    const other = await createHost();
    const otherCookie = (await startUserSession(getRequest("/"), other.id)).split(";")[0] ?? "";
    const foreign = await fetch(`${app?.url}/api/streams/${stream.streamId}/test-stream`, { method: "POST", headers: { Cookie: otherCookie } });
    expect(foreign.status).toBe(404);
  }, 60_000);

  it("restarts a packager that dies while the encoder is connected; the stream stays live", async () => {
    const { stream } = await createStream(false);
    const host = await openEventStream(`${app?.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
    const encoder = publish(stream.ingestUrl, stream.streamKey);
    try {
      await untilLive(stream.streamId);
      const [pid] = spawnSync("pgrep", ["-f", `^ffmpeg.*${dataDir}/hls`], { encoding: "utf8" })
        .stdout.split("\n")
        .filter(Boolean);
      expect(pid).toBeDefined();
      process.kill(Number(pid), "SIGKILL");
      await until(() => {
        const now = spawnSync("pgrep", ["-f", `^ffmpeg.*${dataDir}/hls`], { encoding: "utf8" })
          .stdout.split("\n")
          .filter(Boolean);
        return now.length === 1 && now[0] !== pid;
      }, 10_000);
      const health = await host.next((e) => e.event === "stream_health" && (e.data as { warnings: string[] }).warnings.length > 0, 10_000);
      expect((health.data as { warnings: string[] }).warnings).toContain("The packager stopped and was restarted once during this broadcast.");
      const segments = segmentsOf(path.join(hlsDir(stream), "source", "index.m3u8"));
      await until(() => segmentsOf(path.join(hlsDir(stream), "source", "index.m3u8")) > segments || segments >= 6, 10_000);
      expect((await getStream(stream.streamId)).isLive).toBe(true);
    } finally {
      host.close();
      await call("PATCH", `/api/streams/${stream.streamId}`, { isLive: false });
      await stopEncoder(encoder);
    }
    await until(() => packagersRunning() === 0, 5_000);
  }, 60_000);

  // Last: the app it kills is restarted only between the two signals.
  it("leaves no ffmpeg behind when the app is stopped (SIGTERM) or killed (kill -9)", async () => {
    for (const signal of ["SIGTERM", "SIGKILL"] as const) {
      if (signal === "SIGKILL") app = await startAppProcess(workerDatabase().databaseUrl, appEnv());
      const { stream } = await createStream(false);
      const encoder = publish(stream.ingestUrl, stream.streamKey);
      try {
        await untilLive(stream.streamId);
        expect(packagersRunning()).toBe(1);
        const running = app as AppProcess;
        running.child.kill(signal);
        await running.exited;
        await until(() => packagersRunning() === 0, 5_000, { message: `ffmpeg left after ${signal}` });
      } finally {
        await stopEncoder(encoder);
      }
    }
  }, 120_000);
});

const FFMPEG_MISSING =
  "ffmpeg is not installed on this server, so streams cannot be packaged for viewers. Install it (Debian: apt-get install ffmpeg) and restart.";

describe("without ffmpeg", () => {
  it("says so for the host: test streams answer 503 with the reason, or are withdrawn with it, and encoders are refused", async () => {
    const missing = await startAppProcess(
      workerDatabase().databaseUrl,
      appEnv({ FFMPEG_PATH: "/nonexistent/ffmpeg", DATA_DIR: `${dataDir}-missing` }),
    );
    try {
      expect(missing.output()).toContain("ffmpeg is not installed on this server");
      const created = await fetch(`${missing.url}/api/streams`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ title: "No ffmpeg" }),
      });
      const stream = (await created.json()) as IngestStream;
      const test = await fetch(`${missing.url}/api/streams/${stream.streamId}/test-stream`, { method: "POST", headers: { Cookie: cookie } });
      expect(test.status).toBe(503);
      expect(await test.json()).toEqual({ error: FFMPEG_MISSING });

      // Asked for through a web process (INGEST=elsewhere), which stores it on the stream: withdrawn, and the host told why.
      const host = await openEventStream(`${missing.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
      try {
        const row = await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow();
        await requestTestStream({ streamRowId: row.id, endsAt: new Date(Date.now() + 300_000).toISOString(), now: new Date().toISOString() });
        const refused = await host.next((e) => e.event === "stream_health", 5_000);
        expect(refused.data).toMatchObject({ state: "offline", warnings: [`Refused: ${FFMPEG_MISSING}`] });
        const stopped = await fetch(`${missing.url}/api/streams/${stream.streamId}/test-stream`, { method: "DELETE", headers: { Cookie: cookie } });
        expect(await stopped.json()).toEqual({ stopped: false });
      } finally {
        host.close();
      }

      const encoder = publish(stream.ingestUrl, stream.streamKey, 5);
      expect(await encoder.exited).not.toBe(0);
    } finally {
      await stopAppProcess(missing);
    }
  }, 60_000);
});

describe("streams no process carries any more", () => {
  it("go offline once their newest health is stale; a stream set live by hand is left alone", async () => {
    const host = await createHost();
    const make = async (title: string) => {
      const stream = await insertStream({
        hostId: host.id,
        title,
        eventId: null,
        provider: "self-hosted",
        provided: { providerStreamId: null, streamKey: `${title}-key-${Date.now()}`, ingestUrl: null, playbackId: `${title}-${Date.now()}` },
      });
      const row = await db()
        .updateTable("streams")
        .set({ isLive: 1, status: "active" })
        .where("streamId", "=", stream.streamId)
        .returning("id")
        .executeTakeFirstOrThrow();
      return { ...stream, rowId: row.id };
    };
    const orphan = await make("orphan");
    const byHand = await make("byhand");
    const measuredAt = new Date(Date.now() - 31_000).toISOString();
    await appendLiveEvent({
      streamRowId: orphan.rowId,
      type: "stream_health",
      hostOnly: true,
      data: {
        streamId: orphan.streamId,
        state: "live",
        rating: "excellent",
        measuredAt,
        liveSince: measuredAt,
        ingestKbps: 1,
        framesPerSecond: 1,
        width: 1,
        height: 1,
        keyframeIntervalSeconds: 2,
        encoderSpeed: 1,
        droppedSegments: 0,
        viewerCount: 0,
        recording: "off",
        warnings: [],
      },
    });
    await sweepOrphanedStreams();
    const live = async (rowId: number) =>
      (await db().selectFrom("streams").select("isLive").where("id", "=", rowId).executeTakeFirstOrThrow()).isLive;
    expect(await live(orphan.rowId)).toBe(0);
    expect(await live(byHand.rowId)).toBe(1);
  });
});

describe("host-only events on replay", () => {
  it("are listed for the host and never for a viewer or an anonymous reader", async () => {
    const host = await createHost();
    const stream = await insertStream({
      hostId: host.id,
      title: "Replay",
      eventId: null,
      provider: "self-hosted",
      provided: { providerStreamId: null, streamKey: `replay-${Date.now()}`, ingestUrl: null, playbackId: `replay-${Date.now()}` },
    });
    const rowId = (await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow()).id;
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("replay"), firstName: "Rita" });
    const health = await appendLiveEvent({ streamRowId: rowId, type: "heart", data: { count: 1 }, hostOnly: true });
    const open = await appendLiveEvent({ streamRowId: rowId, type: "heart", data: { count: 2 } });
    expect(health.hostOnly).toBe(true);
    const ids = async (reader: Parameters<typeof listLiveEventsAfter>[0]["reader"]) =>
      (await listLiveEventsAfter({ streamRowId: rowId, afterId: 0, reader })).map((event) => event.id);
    expect(await ids({ kind: "host" })).toEqual([health.id, open.id]);
    expect(await ids({ kind: "viewer", viewerId: viewer.id })).toEqual([open.id]);
    expect(await ids({ kind: "anonymous" })).toEqual([open.id]);
  });
});
