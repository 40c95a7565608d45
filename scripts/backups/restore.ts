// Bringing a backup back: into an empty database and data folder, or over full ones with `force`
// (the app stopped). Everything that can refuse does so before anything is written, the backup's
// checksums included.
import path from "node:path";
import { migrations as knownMigrations } from "../../migrations";
import { appliedMigrations, databaseKind, loadDatabase, sqliteFiles, tablesIn, wrongKind } from "./database";
import { checkBackupFiles, dataFolder, dataHeld, removeData, restoreDataFolder } from "./data-folder";
import { BackupError, readManifest } from "./manifest";

export interface RestoreTarget {
  databaseUrl: string;
  dataDir: string;
  /** Where backups are kept (BACKUP_DIR): never counted as data, never removed. */
  backupsDir: string;
  force: boolean;
}

export async function restoreBackup(backup: string, { databaseUrl, dataDir, backupsDir, force }: RestoreTarget) {
  const folder = path.resolve(backup);
  const manifest = await readManifest(folder);
  const kind = databaseKind(databaseUrl);
  if (manifest.database.kind !== kind) throw new BackupError(wrongKind(manifest.database.kind, kind));
  const newer = manifest.database.migrations.filter((name) => !(name in knownMigrations));
  if (newer.length) throw new BackupError(`This backup was made by a newer ShowUp (migration ${newer.at(-1)}): update the app first`);

  const data = dataFolder(dataDir, [...sqliteFiles(databaseUrl), backupsDir, folder, path.dirname(folder)]);
  const tables = await tablesIn(databaseUrl);
  const held = await dataHeld(data);
  if (!force && (tables > 0 || held.length > 0)) {
    const found = [tables > 0 ? `the database has ${tables} tables` : "", held.length ? `${data.dir} holds ${held.join(", ")}` : ""];
    throw new BackupError(`Nothing restored: ${found.filter(Boolean).join(" and ")}. Stop the app and run again with --force to replace them.`);
  }
  await checkBackupFiles(folder, manifest);

  if (force) await removeData(data);
  await loadDatabase(databaseUrl, path.join(folder, manifest.database.file));
  await restoreDataFolder(folder, manifest, data);
  const restored = await appliedMigrations(databaseUrl);
  if (restored.join() !== manifest.database.migrations.join()) {
    throw new BackupError(`The restored database lists other migrations than the backup (${restored.at(-1)}): restore again with --force`);
  }
  return manifest;
}
