import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresUrl, sqliteFilename } from "../../db";
import { SERVER_ENV } from "../../scripts/server-env.mjs";
import { builtServer } from "../support/app-process";
import { freePort } from "../support/ports";
import { oneSetting, parseUnit, readEnvironmentFile, unitEnvironment, words } from "../support/systemd-unit";

// deploy/showup.service is what keeps a self-hoster's box running. systemd and /opt are not
// available here, so its command line runs as written with two substitutions: the repository root
// for its WorkingDirectory, and a temporary folder for the unit's data folder (and with it the
// SQLite file). The environment is what systemd would give: the unit's Environment= values, then
// the environment file made as the README says (.env.example plus a SESSION_SECRET), then a free
// port on loopback.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const unitText = fs.readFileSync(path.join(root, "deploy/showup.service"), "utf8");

const unit = parseUnit(unitText);
const one = (key: string, fallback?: string) => oneSetting(unit, key, fallback);
const unitEnv = unitEnvironment(unit);

let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "showup-unit-"));
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("deploy/showup.service", () => {
  it("restarts the app on failure, in production, with an environment file and a data folder systemd creates", () => {
    expect(one("Service.Restart")).toBe("on-failure");
    expect(Number(one("Service.RestartSec"))).toBeGreaterThan(0);
    expect(unitEnv.NODE_ENV).toBe("production");
    // The server's process settings, as npm start and the tests' child apps give them.
    expect(unitEnv).toMatchObject(SERVER_ENV);
    // Required (no "-"): production refuses to start without the SESSION_SECRET it holds.
    expect(one("Service.EnvironmentFile")).toMatch(/^\/etc\/\S+$/);
    expect(one("Install.WantedBy")).toBe("multi-user.target");
    expect(one("Service.User")).not.toBe("root");

    // Everything the app writes goes to the state directory, the one writable place under ProtectSystem=strict.
    expect(one("Service.ProtectSystem")).toBe("strict");
    expect(unitEnv.DATA_DIR).toBe(`/var/lib/${one("Service.StateDirectory")}`);
    const databaseUrl = unitEnv.DATABASE_URL ?? "";
    expect(
      isPostgresUrl(databaseUrl) || sqliteFilename(databaseUrl).startsWith(`${unitEnv.DATA_DIR}/`),
      `DATABASE_URL=${databaseUrl} outside DATA_DIR`,
    ).toBe(true);

    // node itself on the build, not npm (which builds at start) or tsx.
    const [command, script] = words(one("Service.ExecStart"));
    expect(path.basename(command ?? "")).toBe("node");
    expect(path.resolve(root, script ?? "")).toBe(path.join(root, "build/server.js"));
    // The signals server.ts ends on gracefully (closing live connections, then the database).
    expect(["SIGTERM", "SIGINT"]).toContain(one("Service.KillSignal", "SIGTERM"));
  });

  it("its command line serves the app and stops cleanly on the unit's KillSignal within TimeoutStopSec", { timeout: 120_000 }, async () => {
    const workingDirectory = one("Service.WorkingDirectory");
    builtServer(); // a child app runs what ships: a build older than the sources fails here
    const killSignal = one("Service.KillSignal", "SIGTERM") as NodeJS.Signals;
    const stopSeconds = Number(one("Service.TimeoutStopSec"));
    expect(stopSeconds).toBeGreaterThan(0);
    const [command = "", ...args] = words(one("Service.ExecStart")).map((word) =>
      word === workingDirectory || word.startsWith(`${workingDirectory}/`) ? root + word.slice(workingDirectory.length) : word,
    );

    const environmentFile = `${fs.readFileSync(path.join(root, ".env.example"), "utf8")}\nSESSION_SECRET=${crypto.randomBytes(32).toString("base64url")}\n`;
    const fromUnit = { ...unitEnv, ...readEnvironmentFile(environmentFile) };
    const port = await freePort();
    const { NODE_ENV } = fromUnit;
    if (NODE_ENV !== "production") throw new Error(`the unit runs with NODE_ENV=${NODE_ENV}`);
    const unitDataDir = unitEnv.DATA_DIR;
    if (!unitDataDir) throw new Error("the unit sets no DATA_DIR");
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(Object.entries(fromUnit).map(([key, value]) => [key, value.replaceAll(unitDataDir, dataDir)])),
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV,
      // RTMP on a free port too: another test's app may hold 1935.
      INGEST_RTMP_PORT: "0",
    };

    // A unit without its own SQLite file would have the app write ./data into the repository.
    const databaseUrl = env.DATABASE_URL ?? "";
    if (!isPostgresUrl(databaseUrl) && !sqliteFilename(databaseUrl).startsWith(`${dataDir}/`))
      throw new Error(`the database is not in the data folder: ${databaseUrl}`);

    const started = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child = started;
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-64_000));
    started.stdout.on("data", keep);
    started.stderr.on("data", keep);
    let gone = false;
    const exited = new Promise<void>((resolve) => {
      started.once("exit", () => resolve());
      started.once("error", (error) => {
        output += String(error);
        resolve();
      });
    });
    void exited.then(() => (gone = true));

    const deadline = Date.now() + 60_000;
    for (;;) {
      if (gone) throw new Error(`${command} ${args.join(" ")} exited before /healthz answered: ${output}`);
      const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`/healthz did not answer 200 within 60 s (last ${status}): ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!isPostgresUrl(databaseUrl)) expect(fs.existsSync(sqliteFilename(databaseUrl))).toBe(true);

    const stopping = Date.now();
    started.kill(killSignal);
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), stopSeconds * 1000))),
    ]);
    clearTimeout(timer);
    const tookMs = Date.now() - stopping;
    expect(inTime, `still running ${stopSeconds} s after ${killSignal}: ${output}`).toBe(true);
    expect(started.exitCode === 0 || started.signalCode === killSignal, `exit ${started.exitCode} ${started.signalCode}: ${output}`).toBe(true);
    console.log(
      `deploy unit: stopped ${started.exitCode === 0 ? "with exit 0" : `by ${killSignal}`} in ${tookMs} ms (TimeoutStopSec=${stopSeconds})`,
    );
  });
});

/** The `server` lines of each upstream block of the nginx site: port, and whether it is a backup. */
function upstreamsOf(site: string) {
  return new Map(
    [...site.matchAll(/^upstream (\w+) \{([^}]*)\}/gm)].map((block) => [
      block[1] ?? "",
      [...(block[2] ?? "").matchAll(/^\s*server 127\.0\.0\.1:(\d+)( backup)?;$/gm)].map((server) => ({
        port: server[1],
        backup: Boolean(server[2]),
      })),
    ]),
  );
}

describe("deploy/showup@.service and deploy/showup-ingest.service", () => {
  const web = parseUnit(fs.readFileSync(path.join(root, "deploy/showup@.service"), "utf8"));
  const ingest = parseUnit(fs.readFileSync(path.join(root, "deploy/showup-ingest.service"), "utf8"));
  const webEnv = unitEnvironment(web);
  const ingestEnv = unitEnvironment(ingest);
  const site = fs.readFileSync(path.join(root, "deploy/nginx/showup.conf"), "utf8");
  const upstreams = upstreamsOf(site);

  it("are the one-box unit, hardening included, on PostgreSQL's live events and one data folder", () => {
    const perProcess = new Set(["Unit.Description", "Service.Environment", "Service.EnvironmentFile"]);
    for (const other of [web, ingest]) for (const [key, values] of unit) if (!perProcess.has(key)) expect(other.get(key), key).toEqual(values);
    for (const env of [webEnv, ingestEnv]) {
      expect(env.NODE_ENV).toBe("production");
      expect(env).toMatchObject(SERVER_ENV);
      // The app refuses to start with this unless DATABASE_URL names PostgreSQL (config.server.ts).
      expect(env.LIVE_EVENTS_TRANSPORT).toBe("postgres");
      expect(env.DATABASE_URL).toBeUndefined();
      expect(env.DATA_DIR).toBe(unitEnv.DATA_DIR);
      // From the shared file for both: the port the ingest listens on is the one web processes show hosts.
      expect(env.INGEST_RTMP_PORT).toBeUndefined();
    }
    expect(site).toContain(`alias ${unitEnv.DATA_DIR}/hls/`);
  });

  it("runs web processes where nginx sends pages, without the video ingest", () => {
    expect(webEnv.INGEST).toBe("elsewhere");
    const pages = upstreams.get("showup") ?? [];
    expect(new Set(pages.filter((server) => !server.backup).map((server) => server.port))).toEqual(
      new Set(["1", "2", "3", "4"].map((instance) => webEnv.PORT?.replaceAll("%i", instance))),
    );
    // The shared file, then the instance's own.
    expect(web.get("Service.EnvironmentFile")).toEqual([one("Service.EnvironmentFile"), "-/etc/showup/showup@%i.env"]);
  });

  it("runs one ingest process, where nginx sends the studio's broadcasts and pages only when no web process answers", () => {
    expect(ingestEnv.INGEST).toBe("on");
    expect(upstreams.get("showup_ingest")).toEqual([{ port: ingestEnv.PORT, backup: false }]);
    expect((upstreams.get("showup") ?? []).filter((server) => server.backup)).toEqual([{ port: ingestEnv.PORT, backup: true }]);
    expect(site).toMatch(/location = \/ingest\/browser \{\s*proxy_pass http:\/\/showup_ingest;/);
    expect(ingest.get("Service.EnvironmentFile")).toEqual([one("Service.EnvironmentFile")]);
  });
});
