// The data folder's part of a backup: everything under DATA_DIR (event covers, handouts,
// recordings with their playlists and segments, the mail outbox, a generated session secret) but
//  - the live HLS window (hls/): ffmpeg deletes each segment within seconds, and a recording holds
//    links of its own to the segments it keeps;
//  - a recording's MP4, as large as the recording and made again from its segments on the next
//    download;
//  - the database's own files and folders of backups, when they are kept in the data folder.
// Recordings are most of the bytes and never change once written, so a file unchanged since the
// previous backup in the same folder is hard-linked to it: seven daily backups hold one copy.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { MP4_NAME } from "~/services/video/self-hosted/recording-mp4.server";
import { BackupError, DATA_FOLDER, sha256Of, type BackedUpFile, type Manifest } from "./manifest";

const LIVE_HLS = "hls";
const RECORDINGS = "recordings";

export interface DataFolder {
  dir: string;
  /** Absolute paths under `dir` that are not the app's data: never backed up, never replaced. */
  skip: Set<string>;
}

export function dataFolder(dataDir: string, notData: string[]): DataFolder {
  const dir = path.resolve(dataDir);
  return { dir, skip: new Set([path.join(dir, LIVE_HLS), ...notData.map((entry) => path.resolve(entry))]) };
}

/** The data files under `folder.dir`, as paths relative to it with "/" between names. */
async function* dataFiles(folder: DataFolder, dir = folder.dir): AsyncGenerator<string> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    // The data folder does not exist yet, or a folder was removed while we looked (a deleted recording).
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (folder.skip.has(full)) continue;
    const relative = path.relative(folder.dir, full).split(path.sep).join("/");
    if (entry.isDirectory()) yield* dataFiles(folder, full);
    else if (entry.isFile() && !isRecordingMp4(relative)) yield relative;
  }
}

function isRecordingMp4(relative: string) {
  const parts = relative.split("/");
  return parts.length === 3 && parts[0] === RECORDINGS && parts[2] === MP4_NAME;
}

/**
 * Copies `from` to a new file `to` with the same permissions (the session secret stays its owner's);
 * its bytes and SHA-256, or null when `from` is gone (deleted since it was listed).
 */
async function copyHashing(from: string, to: string, mode: number) {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  try {
    await pipeline(
      fs.createReadStream(from),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(to, { flags: "wx", mode }),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await fsp.rm(to, { force: true });
    return null;
  }
  return { bytes, sha256: hash.digest("hex") };
}

export interface PreviousBackup {
  folder: string;
  files: Map<string, BackedUpFile>;
}

/** Copies the data files into `target`, sharing what is unchanged with `previous`; what was kept and how many bytes are shared. */
export async function copyDataFolder(folder: DataFolder, target: string, previous: PreviousBackup | null) {
  const files: BackedUpFile[] = [];
  let sharedBytes = 0;
  for await (const relative of dataFiles(folder)) {
    const stat = await fsp.stat(path.join(folder.dir, relative)).catch(() => null);
    if (!stat) continue;
    const into = path.join(target, relative);
    await fsp.mkdir(path.dirname(into), { recursive: true });
    const before = previous?.files.get(relative);
    if (before && previous && before.bytes === stat.size && before.modifiedMs === stat.mtimeMs) {
      const linked = await fsp.link(path.join(previous.folder, DATA_FOLDER, relative), into).then(
        () => true,
        () => false,
      );
      if (linked) {
        files.push(before);
        sharedBytes += before.bytes;
        continue;
      }
    }
    const copied = await copyHashing(path.join(folder.dir, relative), into, stat.mode & 0o777);
    if (copied) files.push({ path: relative, ...copied, modifiedMs: stat.mtimeMs });
  }
  return { files, sharedBytes };
}

/** The top-level names under the data folder that hold data a restore would replace. */
export async function dataHeld(folder: DataFolder) {
  const names = new Set<string>();
  for await (const relative of dataFiles(folder)) names.add(relative.split("/")[0] ?? relative);
  return [...names].sort();
}

/** Removes the data files a backup would hold, leaving the live HLS window, the database and backups. */
export async function removeData(folder: DataFolder) {
  for await (const relative of dataFiles(folder)) await fsp.rm(path.join(folder.dir, relative), { force: true });
}

/** Reads every file of the backup against its checksum before anything is replaced. */
export async function checkBackupFiles(backup: string, manifest: Manifest) {
  const expected = [
    { file: manifest.database.file, sha256: manifest.database.sha256 },
    ...manifest.files.map((entry) => ({ file: `${DATA_FOLDER}/${entry.path}`, sha256: entry.sha256 })),
  ];
  for (const { file, sha256 } of expected) {
    const actual = await sha256Of(path.join(backup, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw new BackupError(`${file} is missing from the backup: it is incomplete`);
      throw error;
    });
    if (actual !== sha256) throw new BackupError(`${file} in the backup differs from its checksum: the backup is damaged`);
  }
}

/** Copies the backup's data files into the data folder (copies, never links: the backup stays as it was). */
export async function restoreDataFolder(backup: string, manifest: Manifest, folder: DataFolder) {
  for (const entry of manifest.files) {
    const into = path.join(folder.dir, entry.path);
    await fsp.mkdir(path.dirname(into), { recursive: true });
    await fsp.copyFile(path.join(backup, DATA_FOLDER, entry.path), into);
  }
}
