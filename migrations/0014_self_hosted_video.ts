import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// Self-hosted video: a live event may be for the host only (stream_health: the ingest's figures),
// never sent to viewers nor replayed to them.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("live_events")
    .addColumn("host_only", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("live_events").dropColumn("host_only").execute();
}
