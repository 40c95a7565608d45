import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// A test stream (the server's own test pattern) is live for the host and their team only: it sets
// test_live, never is_live, so nothing a viewer reads takes it for the event going live.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("streams")
    .addColumn("test_live", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("streams").dropColumn("test_live").execute();
}
