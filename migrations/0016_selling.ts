import type { Kysely } from "kysely";
import { autoId, isPostgres } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Selling on the stream. An offer belongs to an event and is shown to the viewers of its streams
// while `revealed_at` is set. Its quantity limit holds by two counters changed in single UPDATE
// statements guarded by the limit (sold + reserved never passes it, on either database); a
// reservation is one unit held for a Stripe Checkout Session until the session completes or
// expires. Purchases gain the offer they paid for, a refund state and what the buyer told the
// checkout (first name, city) for the optional "just enrolled" alert. The image lives in the row
// (bytea / blob), as the profile photo does, so every process serves the same bytes.

export async function up(db: Kysely<unknown>) {
  const bytes = isPostgres(db) ? "bytea" : "blob";
  await db.schema
    .createTable("offers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image_url", "text")
    .addColumn("image", bytes)
    .addColumn("image_type", "text")
    .addColumn("image_updated_at", "text")
    .addColumn("price_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("checkout_url", "text")
    .addColumn("quantity_limit", "integer")
    .addColumn("sold_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reserved_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ends_at", "text")
    .addColumn("countdown_minutes", "integer")
    .addColumn("reveal_at_minutes", "integer")
    .addColumn("auto_revealed_at", "text")
    .addColumn("bonus", "text")
    .addColumn("social_proof", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("postback_secret", "text", (c) => c.notNull())
    .addColumn("revealed_at", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("offers_event_id_position_idx").on("offers").columns(["event_id", "position"]).execute();
  await db.schema.createIndex("offers_host_id_idx").on("offers").column("host_id").execute();

  await db.schema
    .createTable("offer_reservations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("offer_id", "integer", (c) => c.notNull().references("offers.id").onDelete("cascade"))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.references("viewers.id").onDelete("set null"))
    .addColumn("checkout_session_id", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("offer_reservations_status_expires_idx").on("offer_reservations").columns(["status", "expires_at"]).execute();
  await db.schema.createIndex("offer_reservations_offer_id_idx").on("offer_reservations").column("offer_id").execute();

  // No foreign key: SQLite cannot drop a column that one names. Deleting an offer clears it here.
  await db.schema.alterTable("purchases").addColumn("offer_id", "integer").execute();
  await db.schema
    .alterTable("purchases")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("completed"))
    .execute();
  await db.schema
    .alterTable("purchases")
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("purchases").addColumn("refunded_at", "text").execute();
  await db.schema.alterTable("purchases").addColumn("buyer_first_name", "text").execute();
  await db.schema.alterTable("purchases").addColumn("buyer_city", "text").execute();
  await db.schema.createIndex("purchases_offer_id_idx").on("purchases").column("offer_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("purchases_offer_id_idx").execute();
  for (const column of ["buyer_city", "buyer_first_name", "refunded_at", "refunded_cents", "status", "offer_id"]) {
    await db.schema.alterTable("purchases").dropColumn(column).execute();
  }
  await db.schema.dropTable("offer_reservations").execute();
  await db.schema.dropTable("offers").execute();
}
