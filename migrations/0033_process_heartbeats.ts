import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// A process with a role the others depend on (the ingest process, INGEST=on) writes when it last
// answered, every few seconds, so the web processes (INGEST=elsewhere) can tell hosts and the
// operator when it is gone. One row per role; `problem` is why it cannot take broadcasts (ffmpeg
// missing, RTMP port taken), null when it can. Unlogged on PostgreSQL: a beat writes no WAL, and a
// crash that forgets the row only reads as "not seen" until the next beat.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("process_heartbeats")
    .$call((table) => (isPostgres(db) ? table.modifyFront(sql`unlogged`) : table))
    .addColumn("role", "text", (c) => c.primaryKey().notNull())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("problem", "text")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("process_heartbeats").execute();
}
