import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// "Send a test stream" is asked of the ingest through the stream's row, so any process the host's
// request reaches can start or stop it: test_stream_ends_at is when the test pattern the host asked
// for stops, null when none is asked for. The process running the ingest looks for the ones still
// ahead every second (the index).

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("streams").addColumn("test_stream_ends_at", "text").execute();
  await db.schema.createIndex("streams_test_stream_ends_at_idx").on("streams").column("test_stream_ends_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("streams_test_stream_ends_at_idx").execute();
  await db.schema.alterTable("streams").dropColumn("test_stream_ends_at").execute();
}
