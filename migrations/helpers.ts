import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { PostgresAdapter } from "kysely";

// Frozen with the migrations that use it: change only by adding new helpers.

export function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key the database numbers itself, on either dialect. */
export function autoId(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
}
