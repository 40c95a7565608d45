// `npm run db:restore -- <backup folder> [--force]`: brings back a backup made by db:backup into
// DATABASE_URL and DATA_DIR. Refuses a database with tables or a data folder with data unless
// --force (stop the app first).
import path from "node:path";
import { parseArgs } from "node:util";
import { loadStorageConfig } from "~/utils/config.server";
import { backupsDirOf, runCommand, UsageError } from "./backups/command";
import { KIND_NAMES, shownUrl } from "./backups/database";
import { restoreBackup } from "./backups/restore";

const USAGE = "Usage: npm run db:restore -- <backup folder> [--force]";

await runCommand("db:restore", USAGE, async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new UsageError(positionals.length ? "name one backup folder" : "name the backup folder to restore");
  const { DATABASE_URL, DATA_DIR } = loadStorageConfig();
  const backup = positionals[0] ?? "";

  const manifest = await restoreBackup(backup, {
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    backupsDir: path.resolve(backupsDirOf(process.env)),
    force: values.force,
  });
  console.log(
    `Restored ${path.basename(path.resolve(backup))} (made ${manifest.createdAt}): the ${KIND_NAMES[manifest.database.kind]} database into ` +
      `${shownUrl(DATABASE_URL)} and ${manifest.files.length} files into ${path.resolve(DATA_DIR)}. Start the app.`,
  );
});
