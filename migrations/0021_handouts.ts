import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Handouts: files (PDF and images, kept under DATA_DIR/handouts/{storage_key}) and links a host
// gives the viewers of an event. A row reaches its host through the event. Each download or link
// click is one row of handout_downloads (the viewer when known), counted for the host's analytics.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("handouts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("file_name", "text")
    .addColumn("content_type", "text")
    .addColumn("bytes", "integer")
    .addColumn("storage_key", "text", (c) => c.unique())
    .addColumn("url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("handouts_event_idx").on("handouts").column("event_id").execute();
  await db.schema
    .createTable("handout_downloads")
    .addColumn("id", "integer", autoId(db))
    .addColumn("handout_id", "integer", (c) => c.notNull().references("handouts.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.references("viewers.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("handout_downloads_handout_idx").on("handout_downloads").column("handout_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("handout_downloads").execute();
  await db.schema.dropTable("handouts").execute();
}
