import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Delivering the outbox: a claim time (a worker that died mid-send gives its messages back after
// a lease), an expiry (a reminder due while the app was down is skipped once its moment is past),
// the provider's id for what was sent; each reminder remembers for which start time it was
// expanded into messages; addresses that unsubscribed from a host or bounced are never mailed
// again; single-use password reset tokens (only their SHA-256 hash is kept); and the postal
// address hosts put in their e-mail footer.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("outbox_messages").addColumn("claimed_at", "text").execute();
  await db.schema.alterTable("outbox_messages").addColumn("expires_at", "text").execute();
  await db.schema.alterTable("outbox_messages").addColumn("provider_message_id", "text").execute();
  await db.schema.createIndex("outbox_messages_status_claimed_at_idx").on("outbox_messages").columns(["status", "claimed_at"]).execute();

  // The schedule_time this reminder's messages were queued (or skipped) for; another value means
  // the event moved and the reminder is due again at its new time.
  await db.schema.alterTable("reminder_configs").addColumn("dispatched_for", "text").execute();
  // 'queued' | 'skipped'
  await db.schema.alterTable("reminder_configs").addColumn("dispatch_outcome", "text").execute();

  await db.schema
    .createTable("email_suppressions")
    .addColumn("id", "integer", autoId(db))
    // Null: every host (a hard bounce); otherwise only this host's mail (an unsubscribe).
    .addColumn("host_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("email_normalized", "text", (c) => c.notNull())
    // 'unsubscribed' | 'bounced'
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_suppressions_email_idx").on("email_suppressions").columns(["email_normalized", "host_id"]).execute();

  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_reset_tokens_user_id_idx").on("password_reset_tokens").column("user_id").execute();

  await db.schema.alterTable("host_settings").addColumn("postal_address", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("host_settings").dropColumn("postal_address").execute();
  await db.schema.dropTable("password_reset_tokens").execute();
  await db.schema.dropTable("email_suppressions").execute();
  await db.schema.alterTable("reminder_configs").dropColumn("dispatch_outcome").execute();
  await db.schema.alterTable("reminder_configs").dropColumn("dispatched_for").execute();
  await db.schema.dropIndex("outbox_messages_status_claimed_at_idx").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("provider_message_id").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("expires_at").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("claimed_at").execute();
}
