import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Live Q&A: viewers' questions on a stream (open, answered, highlighted on stream or dismissed by
// the host), one upvote per viewer and question (the unique index refuses a second), and the
// event's switch letting viewers ask anonymously.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("events")
    .addColumn("qa_anonymous", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("questions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.notNull().references("viewers.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("anonymous", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("vote_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("questions_stream_id_idx").on("questions").columns(["stream_id", "status"]).execute();
  await db.schema.createIndex("questions_host_id_idx").on("questions").column("host_id").execute();
  await db.schema.createIndex("questions_viewer_id_idx").on("questions").column("viewer_id").execute();
  await db.schema
    .createTable("question_votes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("question_id", "integer", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.notNull().references("viewers.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("question_votes_once_idx").on("question_votes").columns(["question_id", "viewer_id"]).unique().execute();
  await db.schema.createIndex("question_votes_viewer_id_idx").on("question_votes").column("viewer_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("question_votes").execute();
  await db.schema.dropTable("questions").execute();
  await db.schema.alterTable("events").dropColumn("qa_anonymous").execute();
}
