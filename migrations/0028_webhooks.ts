import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Outgoing webhooks: a host's endpoints (URL, the event types it wants, its signing secret, and
// during a rotation the previous secret with the moment it stops signing), and one delivery per
// event and endpoint, attempted by the job runner in order per endpoint with backoff until it
// succeeds or a day has passed. An endpoint failing for a day is disabled with the reason.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    // JSON array of event types, e.g. ["registration.created"].
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("previous_secret", "text")
    .addColumn("previous_secret_until", "text")
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("disabled_reason", "text")
    .addColumn("disabled_at", "text")
    // Since when its deliveries have failed without a success in between; null: healthy.
    .addColumn("failing_since", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_endpoints_host_idx").on("webhook_endpoints").column("host_id").execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "integer", autoId(db))
    .addColumn("endpoint_id", "integer", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The id receivers see (evt_…): the same on every attempt and on a resend.
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    // The JSON body as signed and sent.
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("last_response_code", "integer")
    .addColumn("last_duration_ms", "integer")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema.createIndex("webhook_deliveries_due_idx").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("webhook_deliveries_endpoint_idx").on("webhook_deliveries").columns(["endpoint_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_endpoints").execute();
}
