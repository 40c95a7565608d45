import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Recordings of self-hosted broadcasts: the files live under DATA_DIR/recordings/{recording_id}/
// (an HLS VOD playlist and the broadcast's own segments); this row names them and says how long
// and how large they are. Sizes are bigint: a few hours of 1080p pass 2 GB.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("recordings")
    .addColumn("id", "integer", autoId(db))
    .addColumn("recording_id", "text", (c) => c.notNull().unique())
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("ended_at", "text")
    .addColumn("duration_ms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bytes", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("segment_count", "integer", (c) => c.notNull().defaultTo(0))
    // Touched while the recorder of some process holds it open: a "recording" row left untouched
    // belongs to a process that is gone, and is closed with what it has.
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recordings_stream_id_started_at_idx").on("recordings").columns(["stream_id", "started_at"]).execute();
  await db.schema.createIndex("recordings_host_id_idx").on("recordings").column("host_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("recordings").execute();
}
