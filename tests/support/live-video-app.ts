import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createThrowawayDatabase } from "./throwaway-database";
import { ffmpegProcesses } from "./encoder";
import { freePort } from "./ports";

// An app process with the box's own video ingest: no Mux credentials, RTMP on a free port, a short
// reconnect window; on SQLite, or on PostgreSQL when TEST_DB=postgres (a database of its own under
// TEST_DATABASE_URL). Used by the live video end-to-end specs and benchmarks.

export const SEGMENT_SECONDS = 2;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface AppProcess {
  child: ChildProcess;
  /** What the process logged (its last 256 kB). */
  output(): string;
  exited: Promise<void>;
}

/** The built app (server.ts) in a process of its own, once /healthz answers (as tests/support/app-process.ts, for Playwright and scripts too). */
async function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-256_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (gone) throw new Error(`the app exited early: ${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, output: () => output, exited };
    if (Date.now() > deadline) throw new Error(`the app did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
  const port = await freePort();
  const app = await startApp(port, {
    DATABASE_URL: database.url,
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
    PASSWORD_HASH_COST: "12",
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
  return { url: `http://127.0.0.1:${port}`, rtmpPort, dataDir, process: app, stop };
}

/** ffmpeg processes the app started (their command lines name its data folder). */
export const appFfmpegs = (app: LiveVideoApp) => ffmpegProcesses(app.dataDir);
