// The database's part of a backup. SQLite: the online backup API of better-sqlite3 while the app
// goes on writing. PostgreSQL: pg_dump's custom format (one compressed archive, restored by
// pg_restore), both PostgreSQL client programs of the server's major version.
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { DEFAULT_MIGRATION_TABLE } from "kysely";
import pg from "pg";
import { isPostgresUrl, sqliteFilename, type DatabaseDialect } from "../../db";
import { BackupError } from "./manifest";

export const KIND_NAMES: Record<DatabaseDialect, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };
const WITH_ARTICLE: Record<DatabaseDialect, string> = { sqlite: "an SQLite", postgres: "a PostgreSQL" };

export function wrongKind(backup: DatabaseDialect, target: DatabaseDialect) {
  return `The backup holds ${WITH_ARTICLE[backup]} database and DATABASE_URL names ${WITH_ARTICLE[target]} one: point DATABASE_URL at ${WITH_ARTICLE[backup]} database`;
}

export const databaseKind = (url: string): DatabaseDialect => (isPostgresUrl(url) ? "postgres" : "sqlite");

export const databaseFileName = (kind: DatabaseDialect) => (kind === "sqlite" ? "database.sqlite" : "database.dump");

/**
 * Every remaining page in one step. SQLite starts a backup made in steps over when another process
 * writes between two of them, which under steady chat could go on for ever; one step is one read
 * transaction, and in WAL mode the app's writes go on beside it.
 */
const ALL_PAGES = 0x7fffffff;

const MIGRATIONS_QUERY = `select name from ${DEFAULT_MIGRATION_TABLE} order by name`;
const NEVER_MIGRATED = "The database has no ShowUp tables: start the app (or run npm run db:migrate) once first";

/** The files SQLite keeps for the database at `url`; none for PostgreSQL. */
export function sqliteFiles(url: string) {
  if (isPostgresUrl(url)) return [];
  const file = path.resolve(sqliteFilename(url));
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/** The URL as it may be shown: without its password. */
export function shownUrl(url: string) {
  if (!isPostgresUrl(url)) return url;
  const address = new URL(url);
  address.password = "";
  return address.toString();
}

function sqliteMigrations(database: SQLite.Database) {
  try {
    return database.prepare(MIGRATIONS_QUERY).pluck().all() as string[];
  } catch (error) {
    if (/no such table/.test((error as Error).message)) throw new BackupError(NEVER_MIGRATED);
    throw error;
  }
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection cut while we wait is reported by the query that waits; unlistened, it would end the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code === "3D000")
      throw new BackupError(`The PostgreSQL database ${shownUrl(url)} does not exist: create it first (createdb)`);
    throw new BackupError(`Cannot open the PostgreSQL database ${shownUrl(url)}: ${(error as Error).message}`);
  }
  return client;
}

async function postgresMigrations(client: pg.Client) {
  try {
    return (await client.query<{ name: string }>(MIGRATIONS_QUERY)).rows.map((row) => row.name);
  } catch (error) {
    if ((error as { code?: string }).code === "42P01") throw new BackupError(NEVER_MIGRATED);
    throw error;
  }
}

/** pg_dump and pg_restore take the URL without its password (command lines are visible to every user of the box) and the password from the environment. */
function libpq(url: string) {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: `--dbname=${address.toString()}`, env };
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let said = "";
    child.stderr.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-8000)));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(`${command} is not installed: apt-get install postgresql-client (the server's major version)`)
          : error,
      ),
    );
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const lines = said.trim().split("\n");
      reject(new BackupError(`${command} failed: ${lines.find((line) => line.includes("error:")) ?? lines.at(-1) ?? `exit code ${code}`}`));
    });
  });
}

/** Writes a consistent copy of the database at `url` to `target`; the migrations applied in that copy. */
export async function dumpDatabase(url: string, target: string): Promise<string[]> {
  return isPostgresUrl(url) ? dumpPostgres(url, target) : copySqlite(url, target);
}

async function copySqlite(url: string, target: string) {
  const filename = sqliteFilename(url);
  if (filename === ":memory:") throw new BackupError("DATABASE_URL names an in-memory database: there is nothing to back up");
  if (!fs.existsSync(filename)) throw new BackupError(`There is no SQLite database at ${path.resolve(filename)} (DATABASE_URL)`);
  const source = new SQLite(filename, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(target);
  try {
    // One file that stands alone: the copy comes in the app's WAL mode, which would add -wal and -shm files beside it.
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`The copy of the database fails SQLite's check (${String(check)}): the database itself may be damaged`);
    return sqliteMigrations(copy);
  } finally {
    copy.close();
  }
}

async function dumpPostgres(url: string, target: string) {
  const client = await connect(url);
  try {
    // pg_dump reads in the snapshot this transaction exports: the manifest's migrations are the dump's.
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]?.id ?? "";
    const migrations = await postgresMigrations(client);
    const { dbname, env } = libpq(url);
    await run("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${target}`, dbname], env);
    await client.query("commit");
    return migrations;
  } finally {
    await client.end();
  }
}

/** How many tables the database at `url` has (0 when the SQLite file does not exist yet). */
export async function tablesIn(url: string) {
  if (!isPostgresUrl(url)) {
    const filename = sqliteFilename(url);
    if (!fs.existsSync(filename) || fs.statSync(filename).size === 0) return 0;
    const database = new SQLite(filename, { readonly: true });
    try {
      return database.prepare("select count(*) from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().get() as number;
    } finally {
      database.close();
    }
  }
  const client = await connect(url);
  try {
    const query = "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')";
    return (await client.query<{ tables: number }>(query)).rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

/** Replaces the database at `url` with the backup's `file` (a copy made by dumpDatabase). */
export async function loadDatabase(url: string, file: string) {
  if (isPostgresUrl(url)) {
    const { dbname, env } = libpq(url);
    // Owners and grants are the old box's roles; here the tables belong to whoever the app connects as.
    await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", dbname, file], env);
    return;
  }
  const target = path.resolve(sqliteFilename(url));
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // Through SQLite, not a file copy: a database already there (--force) is replaced with its WAL, never beside a stale one.
    await copy.backup(target, { progress: () => ALL_PAGES });
  } finally {
    copy.close();
  }
}

/** The migrations applied to the database at `url`, in order. */
export async function appliedMigrations(url: string) {
  if (!isPostgresUrl(url)) {
    const database = new SQLite(sqliteFilename(url), { readonly: true, fileMustExist: true });
    try {
      return sqliteMigrations(database);
    } finally {
      database.close();
    }
  }
  const client = await connect(url);
  try {
    return await postgresMigrations(client);
  } finally {
    await client.end();
  }
}
