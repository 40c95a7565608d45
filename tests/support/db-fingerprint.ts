import { sql } from "kysely";
import { db, isPostgres } from "~/utils/db.server";

/**
 * Tables a refused request may rightly write to: it is counted against a limit (rate-limit hits,
 * sign-in failures and throttles) or it is the session store.
 */
const BOOKKEEPING = /^(sessions|ratelimithits|passwordresetrequests)$|failure|throttle|attempt|ratelimit/i;

/** The row count of every table but the bookkeeping ones, e.g. `{ streams: 3, chatMessages: 10 }`. */
export type Fingerprint = Record<string, number>;

let productTables: Promise<string[]> | undefined;

const tablesToCount = () =>
  (productTables ??= db()
    .introspection.getTables()
    .then((tables) => tables.map((table) => table.name).filter((name) => !BOOKKEEPING.test(name.replaceAll("_", "")))));

/** Reads the row counts of every product table in one query, on SQLite or PostgreSQL. */
export async function databaseFingerprint(): Promise<Fingerprint> {
  const tables = await tablesToCount();
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

const WRITES_SEQUENCE = "fingerprint_writes";
const WRITES_FUNCTION = "fingerprint_count_write";
const writesTrigger = (table: string) => `fp_writes_${table}`;

/**
 * Makes `writeMark` work from now on: on PostgreSQL a row trigger on every product table advances
 * a sequence (sequences ignore transactions, so a write made by any connection shows at once);
 * SQLite needs nothing. The returned function removes the triggers again.
 */
export async function watchWrites(): Promise<() => Promise<void>> {
  if (!isPostgres()) return async () => {};
  const tables = await tablesToCount();
  await sql`create sequence if not exists ${sql.id(WRITES_SEQUENCE)}`.execute(db());
  await sql
    .raw(
      `create or replace function "${WRITES_FUNCTION}"() returns trigger language plpgsql as $$ begin perform nextval('"${WRITES_SEQUENCE}"'); return null; end $$`,
    )
    .execute(db());
  for (const table of tables) {
    await sql`drop trigger if exists ${sql.id(writesTrigger(table))} on ${sql.table(table)}`.execute(db());
    await sql`create trigger ${sql.id(writesTrigger(table))} after insert or delete on ${sql.table(table)} for each row execute function ${sql.id(WRITES_FUNCTION)}()`.execute(
      db(),
    );
  }
  return async () => {
    for (const table of tables) await sql`drop trigger if exists ${sql.id(writesTrigger(table))} on ${sql.table(table)}`.execute(db());
    await sql`drop function if exists ${sql.id(WRITES_FUNCTION)}()`.execute(db());
    await sql`drop sequence if exists ${sql.id(WRITES_SEQUENCE)}`.execute(db());
  };
}

/**
 * A value that moves whenever a row may have been added or removed, read in one cheap query: while
 * it stands still the fingerprint stands still, without counting a row. On SQLite it is the
 * connection's total_changes() (the app in this process writes through the same connection; any
 * row changed counts, bookkeeping too) with data_version (a commit by another connection); on
 * PostgreSQL the sequence of `watchWrites`.
 */
export async function writeMark(): Promise<string> {
  if (isPostgres()) {
    const result = await sql<{ mark: string }>`select concat(last_value, ':', is_called) as mark from ${sql.table(WRITES_SEQUENCE)}`.execute(db());
    return result.rows[0]?.mark ?? "";
  }
  const result = await sql<{ mark: string }>`select total_changes() || ':' || (select data_version from pragma_data_version) as mark`.execute(db());
  return String(result.rows[0]?.mark ?? "");
}
