import { sql } from "kysely";
import { db } from "~/utils/db.server";

/**
 * Tables a refused request may rightly write to: it is counted against a limit (rate-limit hits,
 * sign-in failures and throttles) or it is the session store.
 */
const BOOKKEEPING = /^(sessions|ratelimithits|passwordresetrequests)$|failure|throttle|attempt|ratelimit/i;

/** The row count of every table but the bookkeeping ones, e.g. `{ streams: 3, chatMessages: 10 }`. */
export type Fingerprint = Record<string, number>;

let productTables: Promise<string[]> | undefined;

/** Reads the row counts of every product table in one query, on SQLite or PostgreSQL. */
export async function databaseFingerprint(): Promise<Fingerprint> {
  productTables ??= db()
    .introspection.getTables()
    .then((tables) => tables.map((table) => table.name).filter((name) => !BOOKKEEPING.test(name.replaceAll("_", ""))));
  const tables = await productTables;
  // Aliased by position: the app's camel-case plugin would rename snake_case aliases in the answer.
  const columns = tables.map((name, index) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(`c${index}`)}`);
  const result = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(db());
  const row = result.rows[0] ?? {};
  return Object.fromEntries(tables.map((name, index) => [name, Number(row[`c${index}`])]));
}

/** The tables whose counts differ, as "table: before → after". */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
