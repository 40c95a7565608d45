import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// The host opens and closes a stream's chat, live or before it starts (so it can start closed):
// while closed, viewers read it and may not post; the host still may.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("streams")
    .addColumn("chat_open", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("streams").dropColumn("chat_open").execute();
}
