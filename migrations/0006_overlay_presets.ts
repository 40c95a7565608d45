import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Overlay presets: a named set of overlays (type and config each) saved from a stream's showing
// overlays, loaded again later as fresh copies.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("overlay_presets")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("items", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("overlay_presets_stream_id_idx").on("overlay_presets").column("stream_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("overlay_presets").execute();
}
