// A backup is one folder: the database (an SQLite file or a pg_dump archive), the data folder's
// files under data/, and manifest.json, written last, which says what the folder holds with a
// checksum for every file. A folder without a manifest is not a backup (one being written, or cut
// short).
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import * as z from "zod";

export const MANIFEST_NAME = "manifest.json";
export const DATA_FOLDER = "data";
const FORMAT = "showup-backup/1";

/** A refusal or a mistake of whoever runs the command: said in one line, without a stack. */
export class BackupError extends Error {}

const fileSchema = z.object({
  /** Relative to the data folder, "/" between names; never leads out of it. */
  path: z
    .string()
    .min(1)
    .refine((name) => !name.startsWith("/") && !name.split("/").includes("..")),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The data folder's file's time when it was copied: an unchanged file is shared with the next backup. */
  modifiedMs: z.number(),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(["sqlite", "postgres"]),
    file: z.string().min(1),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The migrations applied to the database when it was copied, in order. */
    migrations: z.array(z.string()).min(1),
  }),
  files: z.array(fileSchema),
});

export type BackedUpFile = z.infer<typeof fileSchema>;
export type Manifest = z.infer<typeof manifestSchema>;

export async function writeManifest(folder: string, manifest: Omit<Manifest, "format">) {
  const text = JSON.stringify({ format: FORMAT, ...manifest } satisfies Manifest, null, 2);
  await fsp.writeFile(path.join(folder, MANIFEST_NAME), `${text}\n`);
}

export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_NAME);
  let text: string;
  try {
    text = await fsp.readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" && !fs.existsSync(folder)) throw new BackupError(`${folder} does not exist`);
    if (code === "ENOENT" || code === "ENOTDIR") throw new BackupError(`${folder} is not a ShowUp backup (it has no ${MANIFEST_NAME})`);
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not JSON: the backup is damaged`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupError(`${file} is not a manifest this version of ShowUp reads (${FORMAT})`);
  return manifest.data;
}

/** The file's SHA-256 in hex, read as a stream. */
export async function sha256Of(file: string) {
  const hash = crypto.createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function sizeOf(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
