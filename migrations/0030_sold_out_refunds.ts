import { sql, type Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// A payment that arrives for an offer sold out meanwhile is refunded through Stripe: the purchase
// says why it was refunded, and which Stripe refund returned it (null while it is being asked for).

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("purchases").addColumn("refund_reason", "text").execute();
  await db.schema.alterTable("purchases").addColumn("stripe_refund_id", "text").execute();
  await db.schema
    .createIndex("purchases_refund_pending_idx")
    .on("purchases")
    .column("id")
    .where(sql.ref("refund_reason"), "is not", null)
    .where(sql.ref("stripe_refund_id"), "is", null)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("purchases_refund_pending_idx").execute();
  await db.schema.alterTable("purchases").dropColumn("stripe_refund_id").execute();
  await db.schema.alterTable("purchases").dropColumn("refund_reason").execute();
}
