import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { BROWSER_INGEST_CLOSE, BROWSER_INGEST_PATH, type BrowserIngestMessage } from "~/contracts/browser-broadcast";
import { startUserSession } from "~/services/account/auth.server";
import { db } from "~/utils/db.server";
import { callAppProcess, startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { DAY, fromNow } from "../support/events";
import { createHost, getRequest } from "../support/factories";
import { ingestAppEnv, type IngestStream } from "../support/ingest-app";
import { openEventStream } from "../support/sse";
import { until } from "../support/wait";
import { workerDatabase } from "../support/worker-database";

// The studio's "Go live from this browser" as the server sees it: a WebSocket carrying
// MediaRecorder-like chunks (Matroska clusters every half second, made here by ffmpeg in real
// time), packaged by a real app process's ingest like an encoder's RTMP.

const RECONNECT_SECONDS = 3;
const dataDir = path.join(workerDatabase().dataDir, `browser-broadcast-${process.pid}-${Date.now()}`);
let app: AppProcess | undefined;
let hostCookie = "";
let otherCookie = "";
let moderatorCookie = "";

beforeAll(async () => {
  const [host, other] = [await createHost(), await createHost()];
  hostCookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  otherCookie = (await startUserSession(getRequest("/"), other.id)).split(";")[0] ?? "";
  const moderator = await createHost();
  await db()
    .insertInto("teamMembers")
    .values({ hostId: host.id, userId: moderator.id, role: "moderator", createdAt: new Date().toISOString() })
    .execute();
  moderatorCookie = (await startUserSession(getRequest("/"), moderator.id)).split(";")[0] ?? "";
  app = await startAppProcess(
    workerDatabase().databaseUrl,
    ingestAppEnv(dataDir, {
      INGEST_RECONNECT_SECONDS: String(RECONNECT_SECONDS),
      INGEST_MAX_STREAMS: "10",
      INGEST_RENDITIONS: "360p:640x360:500k",
    }),
  );
}, 60_000);

afterAll(async () => {
  await stopAppProcess(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = <T>(method: string, pathname: string, body?: unknown) => callAppProcess<T>(app, hostCookie, method, pathname, body);

async function createStream() {
  const event = await call<{ id: number }>("POST", "/api/events", { title: "Browser webinar", scheduledAt: fromNow(7 * DAY) });
  const created = await call<IngestStream>("POST", "/api/streams", { title: "Browser stream", eventId: event.body.id });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { stream: created.body, eventId: event.body.id };
}

const isLive = async (streamId: string) => (await call<IngestStream>("GET", `/api/streams/${streamId}`)).body.isLive;

interface BrowserSocket {
  ws: WebSocket;
  messages: BrowserIngestMessage[];
  /** The close code and reason, once closed. */
  closed: Promise<{ code: number; reason: string }>;
  next(type: BrowserIngestMessage["type"], timeoutMs?: number): Promise<BrowserIngestMessage>;
}

function connect(
  streamId: string,
  { cookie = hostCookie, takeover = false, tab = crypto.randomUUID() }: { cookie?: string; takeover?: boolean; tab?: string } = {},
) {
  const query = new URLSearchParams({ streamId, tab, ...(takeover ? { takeover: "1" } : {}) });
  const url = `${app?.url.replace("http", "ws")}${BROWSER_INGEST_PATH}?${query}`;
  const ws = new WebSocket(url, { headers: { Cookie: cookie, Origin: app?.url as string } });
  const messages: BrowserIngestMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data, isBinary) => {
    if (isBinary) return;
    messages.push(JSON.parse(String(data)) as BrowserIngestMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const socket: BrowserSocket = {
    ws,
    messages,
    closed,
    next: (type, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find((message) => message.type === type);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} message in ${timeoutMs} ms: ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
  return socket;
}

/** ffmpeg recording like a browser in real time: H.264 (or VP8) and Opus in Matroska, a cluster every half second, each sent as one message (the very first byte alone). */
function record(socket: BrowserSocket, { seconds = 30, codec = "h264" }: { seconds?: number; codec?: "h264" | "vp8" } = {}) {
  const video =
    codec === "h264"
      ? ["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "15", "-pix_fmt", "yuv420p"]
      : ["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-g", "15", "-b:v", "300k"];
  const child: ChildProcess = spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-nostdin", "-re"],
      ...["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=15", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000"],
      ...["-t", String(seconds), ...video, "-c:a", "libopus", "-b:a", "48k"],
      ...["-f", codec === "h264" ? "matroska" : "webm", "-cluster_time_limit", "500", "pipe:1"],
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let first = true;
  child.stdout?.on("data", (chunk: Buffer) => {
    if (socket.ws.readyState !== WebSocket.OPEN) return;
    // Chromium's MediaRecorder can hand over its header's first byte as a chunk of its own.
    if (first && chunk.length > 1) socket.ws.send(chunk.subarray(0, 1));
    socket.ws.send(first && chunk.length > 1 ? chunk.subarray(1) : chunk);
    first = false;
  });
  void socket.closed.then(() => child.kill("SIGKILL"));
  return child;
}

function sourcePlaylist(stream: IngestStream) {
  try {
    return fs.readFileSync(path.join(dataDir, "hls", stream.playbackId, "source", "index.m3u8"), "utf8");
  } catch {
    return "";
  }
}

describe("going live from the browser", () => {
  it("packages a browser's H.264 recording like an encoder's: live with every rendition, health, and offline after the reconnect window", async () => {
    const { stream } = await createStream();
    const host = await openEventStream(`${app?.url}/api/streams/${stream.streamId}/events`, { Cookie: hostCookie });
    const browser = connect(stream.streamId);
    try {
      await browser.next("accepted");
      record(browser);
      await browser.next("live", 20_000);
      expect(await isLive(stream.streamId)).toBe(true);
      const master = fs.readFileSync(path.join(dataDir, "hls", stream.playbackId, "master.m3u8"), "utf8");
      // The recording's H.264 is copied as the source rendition, at its own size.
      expect(master).toMatch(/RESOLUTION=320x180,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(master).toContain("360p/index.m3u8");
      const health = await host.next((e) => {
        const data = e.data as { state: string; ingestKbps: number | null };
        return e.event === "stream_health" && data.state === "live" && (data.ingestKbps ?? 0) > 0;
      }, 8_000);
      expect(health.data).toMatchObject({ width: 320, height: 180, framesPerSecond: expect.any(Number) });

      browser.ws.close(1000);
      await host.next((e) => e.event === "stream_health" && (e.data as { state: string }).state === "reconnecting", 8_000);
      await until(async () => !(await isLive(stream.streamId)), (RECONNECT_SECONDS + 8) * 1000);
    } finally {
      host.close();
      browser.ws.terminate();
    }
  }, 60_000);

  it("comes back with a new recording on the same stream, replacing the tab's dropped connection at once", async () => {
    const { stream } = await createStream();
    const tab = crypto.randomUUID();
    const first = connect(stream.streamId, { tab });
    await first.next("accepted");
    const recording = record(first);
    await first.next("live", 20_000);
    // The network drops: the server hears nothing, neither a close nor more chunks.
    recording.kill("SIGSTOP");
    first.ws.pause();

    const again = connect(stream.streamId, { tab });
    try {
      await again.next("accepted");
      recording.kill("SIGKILL");
      record(again);
      // Already live: the new recording hears so as soon as it arrives.
      await again.next("live", 5_000);
      await until(() => sourcePlaylist(stream).includes("#EXT-X-DISCONTINUITY"), 10_000);
      expect(await isLive(stream.streamId)).toBe(true);
    } finally {
      again.ws.terminate();
      first.ws.terminate();
    }
  }, 60_000);

  it("re-encodes a VP8 recording, and the host's Stop stream tells the browser", async () => {
    const { stream, eventId } = await createStream();
    const browser = connect(stream.streamId);
    try {
      await browser.next("accepted");
      record(browser, { codec: "vp8" });
      await browser.next("live", 25_000);
      const stop = await fetch(`${app?.url}/events/${eventId}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: hostCookie, Origin: app?.url as string, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "end" }),
      });
      expect(stop.status).toBe(302);
      const closed = await browser.closed;
      expect(closed.code).toBe(BROWSER_INGEST_CLOSE.ended);
      expect(browser.messages).toContainEqual({ type: "error", message: "The stream was stopped." });
      expect(await isLive(stream.streamId)).toBe(false);
    } finally {
      browser.ws.terminate();
    }
  }, 60_000);

  it("allows one source at a time: a second browser and an encoder are refused, and the host can take over", async () => {
    const { stream } = await createStream();
    const first = connect(stream.streamId);
    const sockets = [first];
    try {
      await first.next("accepted");
      record(first);
      await first.next("live", 20_000);

      const second = connect(stream.streamId);
      sockets.push(second);
      expect(await second.closed).toMatchObject({ code: BROWSER_INGEST_CLOSE.busy });
      expect(second.messages).toEqual([
        { type: "error", message: "Another browser is sending this stream. Take over to send from this one instead." },
      ]);

      const encoder = spawn(
        "ffmpeg",
        [
          ...["-hide_banner", "-loglevel", "error", "-nostdin", "-re", "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=10"],
          ...[
            "-t",
            "5",
            "-c:v",
            "libx264",
            "-preset",
            "ultrafast",
            "-f",
            "flv",
            `${stream.ingestUrl.replace("localhost", "127.0.0.1")}/${stream.streamKey}`,
          ],
        ],
        { stdio: "ignore" },
      );
      expect(await new Promise((resolve) => encoder.once("exit", resolve))).not.toBe(0);

      const taker = connect(stream.streamId, { takeover: true });
      sockets.push(taker);
      await taker.next("accepted");
      record(taker);
      expect(await first.closed).toMatchObject({ code: BROWSER_INGEST_CLOSE.takenOver });
      expect(first.messages).toContainEqual({ type: "error", message: "Another source took over this stream, so this browser stopped sending." });
      await until(() => sourcePlaylist(stream).includes("#EXT-X-DISCONTINUITY"), 10_000);
      expect(await isLive(stream.streamId)).toBe(true);
    } finally {
      for (const socket of sockets) socket.ws.terminate();
    }
  }, 60_000);

  it("refuses, with a reason the studio shows, whoever may not send (a moderator included) and whatever is not a recording", async () => {
    const { stream } = await createStream();
    const cases: Array<{ socket: BrowserSocket; code: number; message: string | RegExp }> = [
      { socket: connect(stream.streamId, { cookie: "" }), code: BROWSER_INGEST_CLOSE.forbidden, message: /^Sign in as the event's host/ },
      { socket: connect(stream.streamId, { cookie: otherCookie }), code: BROWSER_INGEST_CLOSE.notFound, message: /not yours to broadcast/ },
      // The host's moderator runs the room, not the video.
      {
        socket: connect(stream.streamId, { cookie: moderatorCookie }),
        code: BROWSER_INGEST_CLOSE.forbidden,
        message: /^Only the host or a co-host can do this\.$/,
      },
      { socket: connect("no-such-stream"), code: BROWSER_INGEST_CLOSE.notFound, message: /not yours to broadcast/ },
    ];
    for (const { socket, code, message } of cases) {
      const closed = await socket.closed;
      expect(closed.code).toBe(code);
      expect(socket.messages).toEqual([{ type: "error", message: expect.stringMatching(message) }]);
    }

    const garbage = connect(stream.streamId);
    await garbage.next("accepted");
    garbage.ws.send(Buffer.from("GIF89a, not a recording"));
    expect(await garbage.closed).toMatchObject({ code: BROWSER_INGEST_CLOSE.unreadable });
    expect(garbage.messages.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/cannot read \(it expects WebM or MP4\)/) });

    const crossSite = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${app?.url.replace("http", "ws")}${BROWSER_INGEST_PATH}?streamId=${stream.streamId}`, {
        headers: { Cookie: hostCookie, Origin: "https://elsewhere.example" },
      });
      ws.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      ws.on("open", () => resolve(101));
    });
    expect(crossSite).toBe(403);
    expect(await isLive(stream.streamId)).toBe(false);
  }, 30_000);
});
