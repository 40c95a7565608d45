import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUserSession } from "~/services/account/auth.server";
import { getConfig } from "~/utils/config.server";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { createHost, getRequest } from "../support/factories";
import { openEventStream } from "../support/sse";
import { until } from "../support/wait";
import { workerDatabase } from "../support/worker-database";

// Two app processes on one PostgreSQL database: one with the ingest on (it takes RTMP), one with
// it off. The other process serves the stream's state, and the host's End Stream there reaches
// the ingest process through the database: its encoder is cut.

const dataDir = path.join(workerDatabase().dataDir, `ingest-processes-${process.pid}-${Date.now()}`);
let ingest: AppProcess | undefined;
let web: AppProcess | undefined;
let cookie = "";

beforeAll(async () => {
  const host = await createHost();
  cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  const common = { SESSION_SECRET: getConfig().SESSION_SECRET, DATA_DIR: dataDir, INGEST_RTMP_PORT: "0", INGEST_SEGMENT_SECONDS: "1" };
  [ingest, web] = await Promise.all([
    startAppProcess(workerDatabase().databaseUrl, { ...common, INGEST: "on" }),
    startAppProcess(workerDatabase().databaseUrl, { ...common, INGEST: "off" }),
  ]);
}, 60_000);

afterAll(async () => {
  await stopAppProcess(ingest);
  await stopAppProcess(web);
});

async function call<T>(app: AppProcess, method: string, pathname: string, body?: unknown) {
  const response = await fetch(app.url + pathname, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

interface Stream {
  streamId: string;
  streamKey: string;
  ingestUrl: string;
  isLive: boolean;
}

describe("the ingest with several processes", () => {
  it("goes live for the other process's pages, and End Stream there cuts the encoder", async () => {
    const stream = await call<Stream>(ingest as AppProcess, "POST", "/api/streams", { title: "Two processes" });
    const watchers = await openEventStream(`${web?.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
    const encoder = spawn(
      "ffmpeg",
      [
        ...["-hide_banner", "-loglevel", "error", "-nostdin", "-re", "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=15"],
        ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100", "-t", "30", "-c:v", "libx264", "-preset", "ultrafast"],
        ...[
          "-g",
          "15",
          "-pix_fmt",
          "yuv420p",
          "-c:a",
          "aac",
          "-f",
          "flv",
          `${stream.ingestUrl.replace("localhost", "127.0.0.1")}/${stream.streamKey}`,
        ],
      ],
      { stdio: "ignore" },
    );
    const exited = new Promise((resolve) => encoder.once("exit", resolve));
    try {
      const live = await watchers.next((e) => e.event === "stream_status" && (e.data as { isLive: boolean }).isLive, 20_000);
      expect(live.data).toMatchObject({ isLive: true, status: "active" });
      await watchers.next((e) => e.event === "stream_health", 8_000);
      const ended = await call<Stream>(web as AppProcess, "PATCH", `/api/streams/${stream.streamId}`, { isLive: false });
      expect(ended.isLive).toBe(false);
      expect(await Promise.race([exited.then(() => "cut"), new Promise((resolve) => setTimeout(() => resolve("still running"), 8_000))])).toBe("cut");
      await until(() => spawnSync("pgrep", ["-f", `${dataDir}/hls`], { encoding: "utf8" }).stdout.trim() === "", 5_000);
    } finally {
      watchers.close();
      encoder.kill("SIGKILL");
    }
  }, 60_000);
});
