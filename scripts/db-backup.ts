// `npm run db:backup [-- --out DIR] [--keep N]`: a consistent copy of the database and the data
// folder while the app runs, in a new folder of DIR (BACKUP_DIR, else ./backups), keeping the
// newest N backups there (BACKUP_KEEP, else 7). The daily timer is deploy/showup-backup.timer.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadStorageConfig } from "~/utils/config.server";
import { writeBackup, pruneBackups } from "./backups/backup";
import { backupsDirOf, runCommand, UsageError } from "./backups/command";
import { KIND_NAMES } from "./backups/database";
import { sizeOf } from "./backups/manifest";

const USAGE = "Usage: npm run db:backup [-- --out DIR] [--keep N]";

await runCommand("db:backup", USAGE, async () => {
  const { values } = parseArgs({ options: { out: { type: "string" }, keep: { type: "string" } } });
  const keepText = values.keep ?? process.env.BACKUP_KEEP ?? "7";
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText) || keep < 1) throw new UsageError(`--keep must be a whole number from 1 up (got "${keepText}")`);
  const { DATABASE_URL, DATA_DIR } = loadStorageConfig();
  const out = path.resolve(values.out ?? backupsDirOf(process.env));

  const backup = await writeBackup({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR, out });
  const removed = await pruneBackups(out, keep);
  const { database, files } = backup.manifest;
  const fileBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const shared = backup.sharedBytes ? `, ${sizeOf(backup.sharedBytes)} of them shared with the previous backup` : "";
  console.log(
    `Backed up the ${KIND_NAMES[database.kind]} database (${sizeOf(database.bytes)}) and ${files.length} files (${sizeOf(fileBytes)}${shared}) ` +
      `to ${backup.folder} in ${(backup.tookMs / 1000).toFixed(1)} s` +
      (removed.length ? `; removed ${removed.join(", ")} (keeping ${keep})` : ""),
  );
});
