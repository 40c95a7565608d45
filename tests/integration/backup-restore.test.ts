import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { DEFAULT_MIGRATION_TABLE, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, isPostgresUrl, sqliteFilename } from "../../db";
import { migrations } from "../../migrations";
import { pruneBackups, writeBackup } from "../../scripts/backups/backup";
import { BackupError } from "../../scripts/backups/manifest";
import { restoreBackup } from "../../scripts/backups/restore";
import { closeRecording, insertRecording } from "~/models/recording.server";
import { registerViewer } from "~/models/viewer.server";
import { startUserSession } from "~/services/account/auth.server";
import { PLAYLIST_NAME, renderPlaylist, segmentName } from "~/services/video/self-hosted/recording-playlist";
import { MP4_NAME } from "~/services/video/self-hosted/recording-mp4.server";
import { getConfig } from "~/utils/config.server";
import { randomToken } from "~/utils/tokens.server";
import { builtServer, startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { getRequest, uniqueEmail } from "../support/factories";
import { oneSetting, parseUnit, readEnvironmentFile, unitEnvironment, words } from "../support/systemd-unit";
import { openPrivateDatabase } from "../support/private-database";
import { outsideSaleFields, postOutsideSale, sellingSetup } from "../support/selling";
import { createThrowawayDatabase } from "../support/throwaway-database";
import { until } from "../support/wait";

// Issue 38: backups that restore. A real app process takes chat from viewers and the host and sales
// from an outside checkout while `npm run db:backup` runs beside it. Everything the app had
// acknowledged (2xx) when the backup started must come back: `npm run db:restore` into a new
// database and data folder, and an app started on them serves every such message and purchase,
// the host's handout and recording byte for byte, and keeps the host signed in.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const databaseUrl = await openPrivateDatabase();
const kind = isPostgresUrl(databaseUrl) ? "PostgreSQL" : "SQLite";

const apps: AppProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
/** Ends the chat and sales posted at the app (a failed test leaves them running). */
let stopLoad: () => Promise<unknown> = async () => undefined;
afterAll(async () => {
  await stopLoad().catch(() => undefined);
  await Promise.all(apps.map(stopAppProcess));
  for (const cleanup of cleanups) await cleanup();
});

function temporaryFolder(label: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `showup-${label}-`));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A database nobody has used: a new SQLite file in `folder`, or a new PostgreSQL database beside this file's. */
async function emptyDatabase(folder: string) {
  if (!isPostgresUrl(databaseUrl)) return `sqlite:${path.join(folder, "app.sqlite")}`;
  const database = await createThrowawayDatabase(databaseUrl, "restored");
  cleanups.push(() => database.drop());
  return database.url;
}

interface Storage {
  DATABASE_URL: string;
  DATA_DIR: string;
}

/**
 * `npm run db:backup` / `db:restore` on `storage`, as the backup timer's unit runs them: compiled
 * by `npm run build` beside the server (tsx would spend seconds compiling them on every run).
 */
function runCommand(command: "db-backup" | "db-restore", args: string[], storage: Storage) {
  const built = path.join(path.dirname(builtServer()), `${command}.js`);
  const child = spawn(process.execPath, [built, ...args], { cwd: root, env: { ...process.env, ...storage }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

/** The stream's whole chat through GET /api/streams/{id}/chat, 500 messages a page: id → text. */
async function chatAsTheHostReadsIt(appUrl: string, streamId: string, cookie: string) {
  const chat = new Map<number, string>();
  for (let after = ""; ;) {
    const answer = await fetch(`${appUrl}/api/streams/${streamId}/chat?limit=500${after}`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as { id: number; message: string }[];
    for (const message of page) chat.set(message.id, message.message);
    if (page.length < 500) return chat;
    after = `&after=${page.at(-1)?.id}`;
  }
}

/**
 * SQLite: a read transaction kept open, as a long report would keep one. The WAL cannot be
 * checkpointed past it, so what the load writes is only in the WAL when the backup runs, and a copy
 * of the database file alone would miss it. Nothing to do on PostgreSQL. Returns how to end it.
 */
function holdTheWal(url: string) {
  if (isPostgresUrl(url)) return () => undefined;
  const reader = new SQLite(sqliteFilename(url), { readonly: true });
  reader.prepare("begin").run();
  reader.prepare("select count(*) from chat_messages").get();
  const release = () => {
    if (!reader.open) return;
    reader.prepare("commit").run();
    reader.close();
  };
  cleanups.push(release);
  return release;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Three seconds' worth of segments of the committed HLS fixture, as the recorder keeps them. */
async function writeRecording(dataDir: string, { hostId, streamRowId }: { hostId: number; streamRowId: number }) {
  const recordingId = randomToken(16);
  const folder = path.join(dataDir, "recordings", recordingId);
  fs.mkdirSync(folder, { recursive: true });
  const segments = [0, 1, 2].map((index) => {
    fs.copyFileSync(path.join(root, `tests/fixtures/hls/segment${index}.ts`), path.join(folder, segmentName(index)));
    return { uri: segmentName(index), durationSeconds: 1, programDateTime: null, discontinuity: false };
  });
  fs.writeFileSync(path.join(folder, PLAYLIST_NAME), renderPlaylist(segments, { ended: true }));
  // Made on the host's first "Download MP4", as large as the recording.
  fs.writeFileSync(path.join(folder, MP4_NAME), "an MP4 made from the segments");
  const row = await insertRecording({ recordingId, streamRowId, hostId, startedAt: new Date(Date.now() - 60_000).toISOString() });
  const bytes = segments.reduce((sum, segment) => sum + fs.statSync(path.join(folder, segment.uri)).size, 0);
  await closeRecording({ id: row.id, status: "complete", endedAt: new Date().toISOString(), progress: { durationMs: 3000, bytes, segmentCount: 3 } });
  return recordingId;
}

describe(`npm run db:backup while the app takes chat and sales, then db:restore (${kind})`, () => {
  it("restores every message and purchase acknowledged before the backup began, the uploads and recordings, not the live HLS", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/course" });
    const viewers = [setup.viewer];
    for (let n = 1; n < 10; n += 1)
      viewers.push((await registerViewer({ streamRowId: setup.streamRowId, email: uniqueEmail(`chat${n}`), firstName: `Chatter${n}` })).viewer);
    const cookie = (await startUserSession(getRequest("/"), setup.host.id)).split(";")[0] ?? "";
    const env = { SESSION_SECRET: getConfig().SESSION_SECRET };

    const dataDir = temporaryFolder("data");
    const recordingId = await writeRecording(dataDir, { hostId: setup.host.id, streamRowId: setup.streamRowId });
    const liveSegment = path.join(dataDir, "hls", "aPlaybackId", "source", "seg_9.ts");
    fs.mkdirSync(path.dirname(liveSegment), { recursive: true });
    fs.writeFileSync(liveSegment, "a live segment, deleted within seconds");

    const app = await startAppProcess(databaseUrl, { ...env, DATA_DIR: dataDir });
    apps.push(app);
    const handoutBytes = await sharp({
      create: { width: 48, height: 48, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(handoutBytes)], { type: "image/png" }), "worksheet.png");
    const uploaded = await fetch(`${app.url}/api/events/${setup.event.id}/handouts`, { method: "POST", body: form, headers: { Cookie: cookie } });
    expect(uploaded.status).toBe(201);
    const handoutId = ((await uploaded.json()) as { id: number }).id;

    const releaseTheWal = holdTheWal(databaseUrl);
    // The load: the host posts back to back, each viewer as often as the chat's limit lets them,
    // and a sale is reported every 100 ms. Only 2xx answers are acknowledged.
    const messages: { id: number; text: string }[] = [];
    const purchaseIds: number[] = [];
    const unexpected: string[] = [];
    let loaded = true;
    const chat = (body: Record<string, unknown>) =>
      fetch(`${app.url}/api/streams/${setup.stream.streamId}/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify(body),
      });
    async function acknowledge(text: string, answer: Response) {
      if (answer.status === 201) messages.push({ id: ((await answer.json()) as { id: number }).id, text });
      else if (answer.status !== 429) unexpected.push(`${answer.status} ${await answer.text()}`);
      return answer.status;
    }
    const host = (async () => {
      for (let n = 0; loaded; n += 1) await acknowledge(`host ${n}`, await chat({ message: `host ${n}`, viewerId: null, isStreamer: true }));
    })();
    const audience = viewers.map(async (viewer) => {
      for (let n = 0; loaded; n += 1) {
        const text = `${viewer.firstName} ${n}`;
        const status = await acknowledge(text, await chat({ message: text, viewerId: viewer.id, token: viewer.uniqueId }));
        await sleep(status === 429 ? 500 : 150);
      }
    });
    const sales = (async () => {
      for (let n = 0; loaded; n += 1) {
        const sale = await postOutsideSale(
          app.url,
          offer.id,
          outsideSaleFields(offer, { orderId: `B-${n}`, amount: 9700, email: uniqueEmail("buyer") }),
        );
        if (sale.status === 201) purchaseIds.push(sale.body.purchaseId as number);
        else unexpected.push(`postback ${sale.status} ${JSON.stringify(sale.body)}`);
        await sleep(100);
      }
    })();
    const load = Promise.all([host, ...audience, sales]);
    stopLoad = () => {
      loaded = false;
      return load;
    };

    await until(() => messages.length >= 60 && purchaseIds.length >= 3 && unexpected.length === 0, 20_000, {
      message: () => `before the backup: ${messages.length} messages, ${purchaseIds.length} purchases, ${unexpected.join("; ")}`,
    });
    const backupsDir = temporaryFolder("backups");
    const storage = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    const acknowledgedBefore = { messages: [...messages], purchaseIds: [...purchaseIds] };
    const backup = await runCommand("db-backup", ["--out", backupsDir], storage);
    const atBackupEnd = messages.length;
    releaseTheWal();
    // The app went on answering while the backup ran, and after it.
    await until(() => messages.length >= atBackupEnd + 10, 10_000, { message: "no chat acknowledged after the backup" });
    await stopLoad();
    expect(unexpected).toEqual([]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^Backed up the ${kind} database \\(.+\\) and \\d+ files`));
    const [name] = fs.readdirSync(backupsDir);
    console.log(
      `backup under load (${kind}): ${acknowledgedBefore.messages.length} messages and ${acknowledgedBefore.purchaseIds.length} purchases before it, ` +
        `${atBackupEnd - acknowledgedBefore.messages.length} messages acknowledged while it ran; ${backup.stdout.trim()}`,
    );

    const restoredDir = temporaryFolder("restored");
    const restoredStorage = { DATABASE_URL: await emptyDatabase(restoredDir), DATA_DIR: restoredDir };
    const restore = await runCommand("db-restore", [path.join(backupsDir, name ?? "")], restoredStorage);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Restored ${name}`);

    const [restored, again] = await Promise.all([
      startAppProcess(restoredStorage.DATABASE_URL, { ...env, DATA_DIR: restoredDir }),
      // Run twice, it refuses: the database and the data folder now hold data.
      runCommand("db-restore", [path.join(backupsDir, name ?? "")], restoredStorage),
    ]);
    apps.push(restored);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(/^db:restore: Nothing restored: the database has \d+ tables and .* holds .*handouts.*--force/);
    expect(again.stderr.trim().split("\n")).toHaveLength(1);

    const get = (pathname: string) => fetch(restored.url + pathname, { headers: { Cookie: cookie } });
    const chatById = await chatAsTheHostReadsIt(restored.url, setup.stream.streamId, cookie);
    const missing = acknowledgedBefore.messages.filter((message) => chatById.get(message.id) !== message.text);
    expect(missing).toEqual([]);

    const purchases = (await (await get(`/api/events/${setup.event.id}/purchases?limit=500`)).json()) as {
      purchases: { id: number; amountCents: number }[];
    };
    const sold = new Map(purchases.purchases.map((purchase) => [purchase.id, purchase.amountCents]));
    expect(acknowledgedBefore.purchaseIds.filter((id) => sold.get(id) !== 9700)).toEqual([]);

    const handout = await get(`/watch/${setup.stream.streamId}/handouts/${handoutId}`);
    expect(handout.status).toBe(200);
    expect(Buffer.from(await handout.arrayBuffer()).equals(handoutBytes)).toBe(true);
    for (const file of [PLAYLIST_NAME, segmentName(2)]) {
      const served = await get(`/recordings/${recordingId}/${file}`);
      expect(served.status, file).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(path.join(dataDir, "recordings", recordingId, file))), file).toBe(true);
    }
    expect(fs.existsSync(path.join(restoredDir, "recordings", recordingId, MP4_NAME))).toBe(false);
    expect(fs.existsSync(path.join(restoredDir, "hls"))).toBe(false);

    const database = createDb(restoredStorage.DATABASE_URL);
    try {
      const applied = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name`.execute(database.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    } finally {
      await database.close();
    }
  }, 90_000);

  it("keeps the newest N, shares unchanged files with the previous backup, and refuses a damaged backup or the other database", async () => {
    const dataDir = temporaryFolder("kept-data");
    const out = temporaryFolder("kept-backups");
    fs.mkdirSync(path.join(dataDir, "handouts"));
    fs.mkdirSync(path.join(dataDir, "event-covers"));
    fs.writeFileSync(path.join(dataDir, "handouts", "workbook"), "the same every day");
    fs.writeFileSync(path.join(dataDir, "session-secret"), "generated", { mode: 0o600 });
    // Left by a backup killed two days ago.
    const killed = path.join(out, "showup-20291231T031500Z.partial");
    fs.mkdirSync(killed);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    fs.utimesSync(killed, twoDaysAgo, twoDaysAgo);

    const backups = [];
    for (const day of [1, 2, 3]) {
      fs.writeFileSync(path.join(dataDir, "event-covers", "7.webp"), `cover of day ${day}`);
      backups.push(await writeBackup({ databaseUrl, dataDir, out, now: new Date(`2030-01-0${day}T03:15:00Z`) }));
    }
    expect(await pruneBackups(out, 2)).toEqual(["showup-20300101T031500Z", "showup-20291231T031500Z.partial"]);
    expect(fs.readdirSync(out).sort()).toEqual(["showup-20300102T031500Z", "showup-20300103T031500Z"]);
    const inode = (backup: string, file: string) => fs.statSync(path.join(out, backup, "data", file)).ino;
    expect(inode("showup-20300102T031500Z", "handouts/workbook")).toBe(inode("showup-20300103T031500Z", "handouts/workbook"));
    expect(inode("showup-20300102T031500Z", "event-covers/7.webp")).not.toBe(inode("showup-20300103T031500Z", "event-covers/7.webp"));
    expect(backups[2]?.sharedBytes).toBe("the same every day".length + "generated".length);
    const mode = (file: string) => fs.statSync(path.join(out, "showup-20300103T031500Z", file)).mode & 0o777;
    expect([mode("."), mode("data/session-secret")]).toEqual([0o700, 0o600]);
    await expect(writeBackup({ databaseUrl, dataDir, out: dataDir })).rejects.toThrow("Backups cannot go into the data folder itself");

    const newest = backups[2]?.folder ?? "";
    const otherDatabase = isPostgresUrl(databaseUrl) ? `sqlite:${path.join(dataDir, "other.sqlite")}` : "postgres://nobody@127.0.0.1:1/none";
    const into = { dataDir: temporaryFolder("kept-restored"), backupsDir: out, force: false };
    const [held, named] = isPostgresUrl(databaseUrl) ? ["a PostgreSQL", "an SQLite"] : ["an SQLite", "a PostgreSQL"];
    await expect(restoreBackup(newest, { ...into, databaseUrl: otherDatabase })).rejects.toThrow(
      `The backup holds ${held} database and DATABASE_URL names ${named} one`,
    );
    fs.writeFileSync(path.join(newest, "data", "event-covers", "7.webp"), "cover of day 4");
    await expect(restoreBackup(newest, { ...into, databaseUrl: await emptyDatabase(into.dataDir) })).rejects.toThrow(
      new BackupError("data/event-covers/7.webp in the backup differs from its checksum: the backup is damaged"),
    );
    expect(fs.readdirSync(into.dataDir)).toEqual([]);
  });
});

describe("deploy/showup-backup.service and deploy/showup-backup.timer", () => {
  const unit = (name: string) => parseUnit(fs.readFileSync(path.join(root, "deploy", name), "utf8"));

  it("back up daily, a missed day at the next boot, as the app's user with its settings; the command line as written keeps BACKUP_KEEP in BACKUP_DIR", async () => {
    const timer = unit("showup-backup.timer");
    expect(oneSetting(timer, "Timer.OnCalendar")).toMatch(/^(daily|\*-\*-\* \d{2}:\d{2}(:\d{2})?)$/);
    expect(oneSetting(timer, "Timer.Persistent")).toBe("true");
    expect(oneSetting(timer, "Timer.RandomizedDelaySec")).toMatch(/^[1-9]\d*(s|min|h)?$/);
    expect(oneSetting(timer, "Install.WantedBy")).toBe("timers.target");

    const app = unit("showup.service");
    const service = unit("showup-backup.service");
    expect(oneSetting(service, "Service.Type")).toBe("oneshot");
    for (const key of ["Service.User", "Service.WorkingDirectory", "Service.EnvironmentFile", "Service.StateDirectory", "Service.ProtectSystem"])
      expect(oneSetting(service, key), key).toBe(oneSetting(app, key));
    const env = unitEnvironment(service);
    const appEnv = unitEnvironment(app);
    const unitDataDir = env.DATA_DIR ?? "";
    expect([env.NODE_ENV, env.DATA_DIR, env.DATABASE_URL]).toEqual(["production", appEnv.DATA_DIR, appEnv.DATABASE_URL]);
    // Under ProtectSystem=strict only the state directory is writable.
    expect(env.BACKUP_DIR?.startsWith(`${unitDataDir}/`)).toBe(true);

    const dataDir = temporaryFolder("unit-data");
    fs.mkdirSync(path.join(dataDir, "handouts"));
    fs.writeFileSync(path.join(dataDir, "handouts", "slides"), "slides");
    const backupsDir = path.join(dataDir, path.relative(unitDataDir, env.BACKUP_DIR ?? ""));
    const older = path.join(backupsDir, "showup-20200101T031500Z");
    fs.mkdirSync(older, { recursive: true });
    fs.writeFileSync(path.join(older, "manifest.json"), "{}");
    // The environment file made as the README says, where the operator set the database and kept one backup.
    const environmentFile = readEnvironmentFile(
      `${fs.readFileSync(path.join(root, ".env.example"), "utf8")}\nDATABASE_URL=${databaseUrl}\nBACKUP_KEEP=1\n`,
    );
    const workingDirectory = oneSetting(service, "Service.WorkingDirectory");
    const [command = "", ...args] = words(oneSetting(service, "Service.ExecStart")).map((word) =>
      word.startsWith(`${workingDirectory}/`) ? root + word.slice(workingDirectory.length) : word,
    );
    builtServer(); // the unit runs the build: one older than the sources fails here
    const settings = Object.fromEntries(
      Object.entries({ ...env, ...environmentFile }).map(([key, value]) => [key, value.replaceAll(unitDataDir, dataDir)]),
    );
    const child = spawn(command, args, {
      cwd: root,
      env: { ...settings, NODE_ENV: "production", PATH: process.env.PATH ?? "/usr/bin:/bin" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    expect(code, output).toBe(0);
    const kept = fs.readdirSync(backupsDir);
    expect(kept).toEqual([expect.stringMatching(/^showup-\d{8}T\d{6}Z$/)]);
    expect(fs.readFileSync(path.join(backupsDir, kept[0] ?? "", "data", "handouts", "slides"), "utf8")).toBe("slides");
    expect(fs.existsSync(path.join(backupsDir, kept[0] ?? "", "data", path.basename(backupsDir)))).toBe(false);
  });
});
