import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./ports";

export interface AppProcess {
  child: ChildProcess;
  url: string;
  /** What the process logged (its last 64 kB). */
  output(): string;
  /** Resolves when the process has exited (by a signal or by itself). */
  exited: Promise<void>;
}

/** The built app (server.ts) in a process of its own on `databaseUrl`, once /healthz answers. */
export async function startAppProcess(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<AppProcess> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: path.resolve(__dirname, "../.."),
    env: { ...process.env, PORT: String(listenOn), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: databaseUrl, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-64_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${listenOn}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (gone) throw new Error(`the app exited early: ${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the app did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output, exited };
}

/** Stops the process if it still runs (SIGKILL: the tests that use it are about what survives). */
export async function stopAppProcess(app: AppProcess | undefined) {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGKILL");
  await app.exited;
}
