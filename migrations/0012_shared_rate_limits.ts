import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Token buckets kept in the database, one row per (bucket, key), so a limit holds across app
// processes on PostgreSQL: `tokens` as of `updated_at` (seconds since the epoch, the database's
// clock), refilled on each take. On SQLite (one process) the buckets stay in memory and the table
// stays empty. Unlogged on PostgreSQL: a take writes no WAL, so its commit waits for no disk
// flush (a crash forgets the buckets, which only refills them).

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("rate_limit_buckets")
    .$call((table) => (isPostgres(db) ? table.modifyFront(sql`unlogged`) : table))
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("tokens", "double precision", (c) => c.notNull())
    .addColumn("updated_at", "double precision", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_buckets_pkey", ["bucket", "key"])
    .execute();
  await db.schema.createIndex("rate_limit_buckets_updated_at_idx").on("rate_limit_buckets").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("rate_limit_buckets").execute();
}
