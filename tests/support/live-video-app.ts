import fs from "node:fs";
import path from "node:path";
import { startAppProcess, type AppProcess } from "./app-process";
import { createThrowawayDatabase } from "./throwaway-database";
import { ffmpegProcesses } from "./encoder";
import { freePort } from "./ports";

// An app process with the box's own video ingest: no Mux credentials, RTMP on a free port, a short
// reconnect window; on SQLite, or on PostgreSQL when TEST_DB=postgres (a database of its own under
// TEST_DATABASE_URL). Used by the live video end-to-end specs and benchmarks.

export const SEGMENT_SECONDS = 2;

export interface LiveVideoApp {
  url: string;
  rtmpPort: number;
  dataDir: string;
  process: AppProcess;
  /** Stops the app with SIGTERM (as systemd or Docker do), waits for it to exit and removes its data. */
  stop(): Promise<void>;
}

async function databaseFor(dataDir: string) {
  const shared = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !shared) return { url: `sqlite:${path.join(dataDir, "app.sqlite")}`, drop: async () => undefined };
  return createThrowawayDatabase(shared, "live_video");
}

export async function startLiveVideoApp(env: Record<string, string> = {}, parentDir = path.resolve("tests/.reports")): Promise<LiveVideoApp> {
  fs.mkdirSync(parentDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(parentDir, "live-video-"));
  const database = await databaseFor(dataDir);
  const rtmpPort = await freePort();
  const app = await startAppProcess(database.url, {
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    PUBLIC_URL: "",
    MUX_TOKEN_ID: "",
    MUX_TOKEN_SECRET: "",
    MUX_WEBHOOK_SECRET: "",
    INGEST: "on",
    INGEST_RTMP_PORT: String(rtmpPort),
    INGEST_SEGMENT_SECONDS: String(SEGMENT_SECONDS),
    // The box's disk may hold less than the default gigabyte free; recording is under test here.
    RECORDING_MIN_FREE_MB: "50",
    DELIVERY_POLL_MS: "300",
    SIGN_UP_LIMIT_PER_HOUR: "10000",
    SIGN_UP_LIMIT_ALL_PER_HOUR: "10000",
    PASSWORD_HASH_COST: "12",
    LOG_LEVEL: "info",
    ...env,
  });
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      if (app.child.exitCode === null && app.child.signalCode === null) {
        app.child.kill("SIGTERM");
        const killer = setTimeout(() => app.child.kill("SIGKILL"), 15_000);
        await app.exited;
        clearTimeout(killer);
      }
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  return { url: app.url, rtmpPort, dataDir, process: app, stop };
}

/** ffmpeg processes the app started (their command lines name its data folder). */
export const appFfmpegs = (app: LiveVideoApp) => ffmpegProcesses(app.dataDir);
