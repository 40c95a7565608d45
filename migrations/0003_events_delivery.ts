import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Portable to SQLite and PostgreSQL: timestamps are ISO-8601 UTC text set by the app, JSON is
// text, booleans would be 0/1 integers.

export async function up(db: Kysely<unknown>) {
  // Messages waiting to be delivered (e-mail or SMS): invitations, registration confirmations,
  // reminders. Written in the same transaction as the row they are about; a worker sends them
  // later, outside any transaction.
  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // 'invitation' | 'registration_confirmation' | 'reminder'
    .addColumn("kind", "text", (c) => c.notNull())
    // 'email' | 'sms'
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("body_text", "text", (c) => c.notNull())
    // JSON object with whatever a template needs (links, names, times).
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("event_id", "integer", (c) => c.references("events.id").onDelete("set null"))
    .addColumn("registration_id", "integer", (c) => c.references("registrations.id").onDelete("set null"))
    .addColumn("invitation_id", "integer", (c) => c.references("invitations.id").onDelete("set null"))
    .addColumn("reminder_config_id", "integer", (c) => c.references("reminder_configs.id").onDelete("set null"))
    // Set for messages that must go out at most once (e.g. one reminder per registrant and time);
    // NULLs are distinct on both databases, so messages without a key never collide.
    .addColumn("dedupe_key", "text", (c) => c.unique())
    // 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("send_after", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_messages_status_send_after_idx").on("outbox_messages").columns(["status", "send_after"]).execute();
  await db.schema.createIndex("outbox_messages_host_created_idx").on("outbox_messages").columns(["host_id", "created_at"]).execute();
  // Indexes behind the ON DELETE SET NULL references, so deleting an event stays cheap.
  for (const column of ["event_id", "registration_id", "invitation_id", "reminder_config_id"]) {
    await db.schema.createIndex(`outbox_messages_${column}_idx`).on("outbox_messages").column(column).execute();
  }

  // Sliding-window rate limits: one row per counted request.
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("id", "integer", autoId(db))
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_lookup_idx").on("rate_limit_hits").columns(["bucket", "key", "created_at"]).execute();
  await db.schema.createIndex("rate_limit_hits_created_at_idx").on("rate_limit_hits").column("created_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("rate_limit_hits").execute();
  await db.schema.dropTable("outbox_messages").execute();
}
