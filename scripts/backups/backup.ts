// Writing a backup into a folder of backups, and keeping the newest of them. A backup is written
// under "<name>.partial" and renamed once its manifest is in: a folder named like a backup is a
// whole one.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { databaseFileName, databaseKind, dumpDatabase, sqliteFiles } from "./database";
import { copyDataFolder, dataFolder, type PreviousBackup } from "./data-folder";
import { BackupError, DATA_FOLDER, MANIFEST_NAME, readManifest, sha256Of, writeManifest } from "./manifest";

const BACKUP_NAME = /^showup-\d{8}T\d{6}Z(-\d+)?$/;
const PARTIAL = ".partial";
/** A partial folder this old is left by a backup that was killed (no backup runs this long). */
const ABANDONED_MS = 24 * 60 * 60_000;

/** `showup-20250301T031500Z`: UTC, sorts by time, no characters other systems dislike. */
function backupName(now: Date) {
  return `showup-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}`;
}

/** The whole backups in `out`, oldest first. */
export async function listBackups(out: string) {
  const names = await fsp.readdir(out).catch(() => [] as string[]);
  return names
    .filter((name) => BACKUP_NAME.test(name) && fs.existsSync(path.join(out, name, MANIFEST_NAME)))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** A new "<name>.partial" folder in `out`, its name free as a backup too (two backups in one second get -2, -3...). */
async function reserveFolder(out: string, now: Date) {
  const base = backupName(now);
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (fs.existsSync(path.join(out, name))) continue;
    try {
      // A backup holds every account's data: its folder is for the user who backs up alone.
      await fsp.mkdir(path.join(out, `${name}${PARTIAL}`), { mode: 0o700 });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

async function previousBackup(out: string): Promise<PreviousBackup | null> {
  const newest = (await listBackups(out)).at(-1);
  if (!newest) return null;
  const folder = path.join(out, newest);
  try {
    const manifest = await readManifest(folder);
    return { folder, files: new Map(manifest.files.map((file) => [file.path, file])) };
  } catch (error) {
    // A damaged previous backup only means nothing is shared with it.
    if (error instanceof BackupError) return null;
    throw error;
  }
}

/** Backs up the database at `databaseUrl` and the data folder `dataDir` into a new folder in `out`. */
export async function writeBackup({
  databaseUrl,
  dataDir,
  out,
  now = new Date(),
}: {
  databaseUrl: string;
  dataDir: string;
  out: string;
  now?: Date;
}) {
  const started = Date.now();
  // Each backup would hold the ones before it.
  if (path.resolve(out) === path.resolve(dataDir))
    throw new BackupError(`Backups cannot go into the data folder itself: choose ${path.join(dataDir, "backups")}`);
  await fsp.mkdir(out, { recursive: true });
  const previous = await previousBackup(out);
  const name = await reserveFolder(out, now);
  const partial = path.join(out, `${name}${PARTIAL}`);
  try {
    const kind = databaseKind(databaseUrl);
    const databaseFile = databaseFileName(kind);
    // The database first, then the files: a row written after the copy may lack its file, but the
    // app writes a file before the row naming it, so every row in the copy finds its file.
    const migrations = await dumpDatabase(databaseUrl, path.join(partial, databaseFile));
    const data = await copyDataFolder(dataFolder(dataDir, [...sqliteFiles(databaseUrl), out]), path.join(partial, DATA_FOLDER), previous);
    const databasePath = path.join(partial, databaseFile);
    const manifest = {
      createdAt: now.toISOString(),
      database: { kind, file: databaseFile, bytes: (await fsp.stat(databasePath)).size, sha256: await sha256Of(databasePath), migrations },
      files: data.files,
    };
    await writeManifest(partial, manifest);
    const folder = path.join(out, name);
    await fsp.rename(partial, folder);
    return { folder, name, manifest, sharedBytes: data.sharedBytes, tookMs: Date.now() - started };
  } catch (error) {
    await fsp.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes all but the newest `keep` backups in `out`, and partial folders left by killed backups; the names removed. */
export async function pruneBackups(out: string, keep: number, now = new Date()) {
  const removed = (await listBackups(out)).slice(0, -keep);
  for (const name of await fsp.readdir(out)) {
    if (!name.endsWith(PARTIAL) || !BACKUP_NAME.test(name.slice(0, -PARTIAL.length))) continue;
    const stat = await fsp.stat(path.join(out, name)).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > ABANDONED_MS) removed.push(name);
  }
  for (const name of removed) await fsp.rm(path.join(out, name), { recursive: true, force: true });
  return removed;
}
