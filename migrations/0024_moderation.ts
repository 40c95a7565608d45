import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Moderation that keeps a busy room clean: a stream's slow mode (seconds between one viewer's
// messages, 0 for off), a viewer's timeout and the moment of their last message under slow mode
// (held in the row, so every process sees it), and the log of who moderated what, per stream.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("streams")
    .addColumn("slow_mode_seconds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("viewers").addColumn("timed_out_until", "text").execute();
  await db.schema.alterTable("viewers").addColumn("last_chat_at", "text").execute();
  await db.schema
    .createTable("moderation_log")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("actor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("viewer_id", "integer", (c) => c.references("viewers.id").onDelete("set null"))
    .addColumn("message_id", "integer", (c) => c.references("chat_messages.id").onDelete("set null"))
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("moderation_log_stream_idx").on("moderation_log").columns(["stream_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("moderation_log").execute();
  await db.schema.alterTable("viewers").dropColumn("last_chat_at").execute();
  await db.schema.alterTable("viewers").dropColumn("timed_out_until").execute();
  await db.schema.alterTable("streams").dropColumn("slow_mode_seconds").execute();
}
