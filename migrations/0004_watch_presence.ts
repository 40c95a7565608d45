import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// An open watch page refreshes `last_seen_at` with its live connection's heartbeat, so a page
// whose process died without recording the leave stops counting as a current viewer.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("viewer_attendance").addColumn("last_seen_at", "text").execute();
  await db.schema.createIndex("viewer_attendance_open_idx").on("viewer_attendance").columns(["stream_id", "left_at"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("viewer_attendance_open_idx").execute();
  await db.schema.alterTable("viewer_attendance").dropColumn("last_seen_at").execute();
}
