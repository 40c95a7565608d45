import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Hearts a watch page sends (double click): one row each, counted per stream.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("stream_hearts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.references("viewers.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stream_hearts_stream_created_idx").on("stream_hearts").columns(["stream_id", "created_at"]).execute();
  await db.schema.createIndex("stream_hearts_viewer_id_idx").on("stream_hearts").column("viewer_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("stream_hearts").execute();
}
