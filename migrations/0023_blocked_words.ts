import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// Each host's chat filter: the blocked words and phrases (one per line), what happens to a
// viewer's message that matches (masked or held for review), what happens to links in viewers'
// messages, and a version stamp every process compares to reload its compiled copy.
// chat_messages.status gains "held" (waiting for the host's review) and "rejected": no schema change.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("chat_filters")
    .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.id").onDelete("cascade"))
    .addColumn("words", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mode", "text", (c) => c.notNull().defaultTo("mask"))
    .addColumn("links", "text", (c) => c.notNull().defaultTo("allow"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_messages_held_idx").on("chat_messages").columns(["stream_id", "status"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("chat_messages_held_idx").execute();
  await db.schema.dropTable("chat_filters").execute();
}
