import type { Kysely } from "kysely";
import { isPostgres } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// One row per host for the account settings that are not part of `users`: weekly capacity,
// billable rate (integer cents), notification preferences (0/1 columns), brand colours and the
// profile photo. The photo lives in the row (bytea / blob), so every process behind a load
// balancer serves the same bytes and no shared disk is needed.

export async function up(db: Kysely<unknown>) {
  const bytes = isPostgres(db) ? "bytea" : "blob";
  await db.schema
    .createTable("host_settings")
    .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.id").onDelete("cascade"))
    .addColumn("capacity_hours", "integer", (c) => c.notNull().defaultTo(35))
    .addColumn("billable_rate_cents", "integer")
    .addColumn("notify_registrations", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("notify_daily_summary", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("notify_delivery_failures", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("notify_product_news", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("brand_primary", "text", (c) => c.notNull().defaultTo("#3b82f6"))
    .addColumn("brand_accent", "text", (c) => c.notNull().defaultTo("#10b981"))
    .addColumn("photo", bytes)
    .addColumn("photo_type", "text")
    .addColumn("photo_updated_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("host_settings").execute();
}
