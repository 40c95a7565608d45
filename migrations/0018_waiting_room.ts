import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// The waiting room of an event that has one: viewers wait on a waiting screen until the host lets
// them in (room_open) or goes live.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("streams")
    .addColumn("room_open", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("streams").dropColumn("room_open").execute();
}
