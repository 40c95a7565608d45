import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startUserSession } from "~/services/auth.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { DAY, fromNow } from "../support/events";
import { createHost, getRequest } from "../support/factories";
import { openEventStream } from "../support/sse";
import { until } from "../support/wait";

// A real app process with the built-in ingest on a free port, and ffmpeg pushing a few seconds of
// a small test pattern with the stream's key, as an encoder would.

interface Stream {
  streamId: string;
  streamKey: string;
  ingestUrl: string;
  playbackId: string;
  provider: string;
  isLive: boolean;
  status: string;
}

const RECONNECT_SECONDS = 2;
const dataDir = path.join(inject("dataDir"), `ingest-${process.pid}-${Date.now()}`);
let app: AppProcess | undefined;
let cookie = "";

function appEnv(extra: Record<string, string> = {}) {
  return {
    SESSION_SECRET: getConfig().SESSION_SECRET,
    DATA_DIR: dataDir,
    INGEST: "on",
    INGEST_RTMP_PORT: "0",
    INGEST_SEGMENT_SECONDS: "1",
    INGEST_RECONNECT_SECONDS: String(RECONNECT_SECONDS),
    INGEST_MAX_STREAMS: "1",
    LOG_LEVEL: "info",
    ...extra,
  };
}

/** ffmpeg processes started for this file's app (their arguments hold its data folder). */
function packagersRunning() {
  const found = spawnSync("pgrep", ["-f", `${dataDir}/hls`], { encoding: "utf8" });
  return found.stdout.split("\n").filter(Boolean).length;
}

beforeAll(async () => {
  const host = await createHost();
  cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  app = await startAppProcess(inject("databaseUrl"), appEnv());
}, 60_000);

afterAll(async () => {
  await stopAppProcess(app);
});

async function call<T>(method: string, pathname: string, body?: unknown) {
  const running = app as AppProcess;
  const response = await fetch(running.url + pathname, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function createStream(withEvent = true) {
  let eventId: number | null = null;
  if (withEvent) {
    const event = await call<{ id: number }>("POST", "/api/events", { title: "Ingest webinar", scheduledAt: fromNow(7 * DAY) });
    expect(event.status).toBe(201);
    eventId = event.body.id;
  }
  const created = await call<Stream>("POST", "/api/streams", { title: "Ingest stream", eventId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { stream: created.body, eventId };
}

async function getStream(streamId: string) {
  return (await call<Stream>("GET", `/api/streams/${streamId}`)).body;
}

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

function hlsDir(stream: Stream) {
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

      const ended = await call<Stream>("PATCH", `/api/streams/${stream.streamId}`, { isLive: false });
      expect(ended.body.isLive).toBe(false);
      expect(await Promise.race([encoder.exited, new Promise((resolve) => setTimeout(() => resolve("still running"), 5_000))])).not.toBe(
        "still running",
      );
      await until(() => packagersRunning() === 0, 5_000, { message: "a packager is left after End Stream" });
      expect(await eventStatus(eventId as number)).toBe("completed");
    } finally {
      host.close();
      await stopEncoder(encoder);
    }
  }, 60_000);
});
