import { sql, type Kysely } from "kysely";
import { createDb, type Database } from "../../db";
import { getConfig } from "./config.server";
import { reportDatabaseReachable, reportDatabaseUnavailable } from "./database-outage.server";
import { lazy } from "./lazy";
import { databaseConnectionWaits } from "./metrics.server";

export const getDatabase = lazy(() =>
  createDb(getConfig().DATABASE_URL, {
    onConnect: reportDatabaseReachable,
    onClientError: reportDatabaseUnavailable,
    onConnectionWait: (milliseconds) => databaseConnectionWaits.observe(milliseconds / 1000),
  }),
);

/** What a query runs on: the database, or a transaction in progress. */
export type Executor = Kysely<Database>;

/** The Kysely instance every model uses. */
export function db() {
  return getDatabase().db;
}

/**
 * A transaction that holds the write lock from its first statement: SQLite `BEGIN IMMEDIATE`, so
 * a read followed by a write cannot be overtaken by another process; on PostgreSQL a plain
 * transaction (lock rows with `forUpdate()` where it matters). Inside `fn` use only `trx`: on
 * SQLite the one connection is held until `fn` returns, so calling `db()` there would wait forever.
 */
export async function writeTransaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = getDatabase();
  if (database.dialect === "postgres") return database.db.transaction().execute(fn);
  return database.db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await fn(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

export function isPostgres() {
  return getDatabase().dialect === "postgres";
}
