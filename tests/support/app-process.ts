import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuild } from "../../scripts/build-server.mjs";
import { SERVER_ENV } from "../../scripts/server-env.mjs";
import { freePort } from "./ports";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let checkedBuild: string | undefined;
/** Children still running when the test process ends (a test stopped half-way) end with it. */
const running = new Set<ChildProcess>();
process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));

/**
 * build/server.js, what `npm start` serves. A child app runs what ships, so a build older than the
 * sources fails the test that needs it (checked once per test file) rather than testing old code.
 */
export function builtServer() {
  if (checkedBuild) return checkedBuild;
  const stale = staleBuild(root);
  if (stale) throw new Error(`Child apps run the build, and ${stale}: run \`npm run build\` first.`);
  checkedBuild = path.join(root, "build/server.js");
  return checkedBuild;
}

export interface AppProcess {
  child: ChildProcess;
  url: string;
  /** What the process logged (its last 256 kB). */
  output(): string;
  /** Resolves when the process has exited (by a signal or by itself); `child.exitCode` then says how. */
  exited: Promise<void>;
}

/** The built app in a process of its own on `databaseUrl`, once /healthz answers. */
export async function startAppProcess(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<AppProcess> {
  const server = builtServer();
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...SERVER_ENV, ...process.env, PORT: String(listenOn), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: databaseUrl, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-256_000));
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
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, url, output: () => output, exited };
}

/** Stops the process if it still runs (SIGKILL: the tests that use it are about what survives). */
export async function stopAppProcess(app: AppProcess | undefined) {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGKILL");
  await app.exited;
}

/** Stops the process as systemd does (SIGTERM); resolves with its exit code once it has finished what it was doing. */
export async function stopAppProcessGracefully(app: AppProcess) {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
  await app.exited;
  return app.child.exitCode;
}

/** A JSON call to the process in `cookie`'s session: the status and the parsed body (null when empty). */
export async function callAppProcess<T>(app: AppProcess | undefined, cookie: string, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${app?.url}${pathname}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
