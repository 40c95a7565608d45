import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Portable to SQLite and PostgreSQL: timestamps are ISO-8601 UTC text set by the app (no DB
// defaults), booleans are 0/1 integers, JSON is text, money is integer cents.

export async function up(db: Kysely<unknown>) {
  // ---- Events and what hangs off them -------------------------------------------------------

  await db.schema
    .createTable("events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("category", "text", (c) => c.notNull().defaultTo("webinar"))
    .addColumn("scheduled_at", "text", (c) => c.notNull())
    .addColumn("duration_minutes", "integer", (c) => c.notNull().defaultTo(60))
    .addColumn("timezone", "text", (c) => c.notNull().defaultTo("America/New_York"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("scheduled"))
    .addColumn("cover_image_url", "text")
    .addColumn("host_name", "text")
    .addColumn("host_bio", "text")
    .addColumn("max_attendees", "integer")
    .addColumn("registration_required", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_public", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("require_authentication", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("passcode", "text")
    .addColumn("enable_qa", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("enable_chat", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("enable_polls", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("enable_recording", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("recording_location", "text", (c) => c.notNull().defaultTo("cloud"))
    .addColumn("enable_waiting_room", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mute_members_on_entry", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("went_live_at", "text")
    .addColumn("ended_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_host_id_scheduled_at_idx").on("events").columns(["host_id", "scheduled_at"]).execute();
  await db.schema.createIndex("events_status_idx").on("events").column("status").execute();

  await db.schema
    .createTable("reminder_configs")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("timing", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("schedule_time", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("reminder_configs_event_type_timing_key", ["event_id", "type", "timing"])
    .execute();
  await db.schema.createIndex("reminder_configs_schedule_time_idx").on("reminder_configs").column("schedule_time").execute();

  await db.schema
    .createTable("registrations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("job_title", "text")
    .addColumn("phone", "text")
    .addColumn("questions", "text")
    .addColumn("timezone", "text", (c) => c.notNull())
    .addColumn("access_token", "text", (c) => c.notNull().unique())
    .addColumn("customer_type", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("lifetime_value_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sms_consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unsubscribed_at", "text")
    .addColumn("registered_at", "text", (c) => c.notNull())
    .addUniqueConstraint("registrations_event_email_key", ["event_id", "email_normalized"])
    .execute();
  await db.schema.createIndex("registrations_email_normalized_idx").on("registrations").column("email_normalized").execute();
  await db.schema.createIndex("registrations_registered_at_idx").on("registrations").column("registered_at").execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("sent_at", "text")
    .addColumn("accepted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("invitations_event_id_idx").on("invitations").column("event_id").execute();

  // Public early-access requests (no host).
  await db.schema
    .createTable("invite_requests")
    .addColumn("id", "integer", autoId(db))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("role", "text")
    .addColumn("phone", "text")
    .addColumn("event_interest", "text")
    .addColumn("message", "text")
    .addColumn("consent_sms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("newsletter", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("invite_requests_created_at_idx").on("invite_requests").column("created_at").execute();

  // ---- Streams and what hangs off them ------------------------------------------------------

  await db.schema
    .createTable("streams")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "text", (c) => c.notNull().unique())
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) => c.references("events.id").onDelete("set null"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull().defaultTo("manual"))
    .addColumn("provider_stream_id", "text")
    .addColumn("stream_key", "text")
    .addColumn("ingest_url", "text")
    .addColumn("playback_id", "text")
    .addColumn("is_live", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("idle"))
    .addColumn("last_provider_event_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("streams_host_id_idx").on("streams").column("host_id").execute();
  await db.schema.createIndex("streams_event_id_idx").on("streams").column("event_id").execute();
  await db.schema.createIndex("streams_provider_stream_idx").on("streams").columns(["provider", "provider_stream_id"]).execute();

  await db.schema
    .createTable("viewers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("registration_id", "integer", (c) => c.references("registrations.id").onDelete("set null"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("unique_id", "text", (c) => c.notNull().unique())
    .addColumn("is_kicked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_shadowbanned", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("viewers_stream_email_key", ["stream_id", "email_normalized"])
    .execute();
  await db.schema.createIndex("viewers_registration_id_idx").on("viewers").column("registration_id").execute();
  await db.schema.createIndex("viewers_email_normalized_idx").on("viewers").column("email_normalized").execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.references("viewers.id").onDelete("cascade"))
    .addColumn("is_streamer", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("sticky_order", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_messages_stream_id_idx").on("chat_messages").columns(["stream_id", "id"]).execute();
  await db.schema.createIndex("chat_messages_viewer_id_idx").on("chat_messages").column("viewer_id").execute();

  await db.schema
    .createTable("overlays")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("overlays_stream_id_idx").on("overlays").columns(["stream_id", "is_active"]).execute();

  await db.schema
    .createTable("gif_sound_presets")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("gif_sound_presets_stream_id_idx").on("gif_sound_presets").column("stream_id").execute();

  await db.schema
    .createTable("landing_page_settings")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().unique().references("streams.id").onDelete("cascade"))
    .addColumn("is_visible", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active_page", "text", (c) => c.notNull().defaultTo("offer"))
    .addColumn("custom_title", "text")
    .addColumn("custom_description", "text")
    .addColumn("custom_host_name", "text")
    .addColumn("custom_host_bio", "text")
    .addColumn("custom_offer_title", "text")
    .addColumn("custom_offer_price", "text")
    .addColumn("custom_url", "text")
    .addColumn("custom_offer_features", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // ---- Money, attendance, live event log ----------------------------------------------------

  await db.schema
    .createTable("purchases")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) => c.references("events.id").onDelete("set null"))
    .addColumn("stream_id", "integer", (c) => c.references("streams.id").onDelete("set null"))
    .addColumn("viewer_id", "integer", (c) => c.references("viewers.id").onDelete("set null"))
    .addColumn("registration_id", "integer", (c) => c.references("registrations.id").onDelete("set null"))
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("external_id", "text")
    .addColumn("purchased_at", "text", (c) => c.notNull())
    // NULL external ids (manual entries) are distinct on both databases, so only imported rows dedupe.
    .addUniqueConstraint("purchases_host_source_external_key", ["host_id", "source", "external_id"])
    .execute();
  await db.schema.createIndex("purchases_host_email_idx").on("purchases").columns(["host_id", "email_normalized", "purchased_at"]).execute();
  await db.schema.createIndex("purchases_event_id_idx").on("purchases").column("event_id").execute();
  await db.schema.createIndex("purchases_stream_id_idx").on("purchases").column("stream_id").execute();
  await db.schema.createIndex("purchases_viewer_id_idx").on("purchases").column("viewer_id").execute();
  await db.schema.createIndex("purchases_registration_id_idx").on("purchases").column("registration_id").execute();

  await db.schema
    .createTable("viewer_attendance")
    .addColumn("id", "integer", autoId(db))
    .addColumn("viewer_id", "integer", (c) => c.notNull().references("viewers.id").onDelete("cascade"))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addColumn("left_at", "text")
    .execute();
  await db.schema.createIndex("viewer_attendance_stream_joined_idx").on("viewer_attendance").columns(["stream_id", "joined_at"]).execute();
  await db.schema.createIndex("viewer_attendance_viewer_id_idx").on("viewer_attendance").column("viewer_id").execute();

  // Log of pushed live events; `id` is the SSE event id used for Last-Event-ID replay.
  await db.schema
    .createTable("live_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("viewer_id", "integer", (c) => c.references("viewers.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("live_events_stream_id_idx").on("live_events").columns(["stream_id", "id"]).execute();
  await db.schema.createIndex("live_events_created_at_idx").on("live_events").column("created_at").execute();
  await db.schema.createIndex("live_events_viewer_id_idx").on("live_events").column("viewer_id").execute();

  // Video provider webhook dedupe: the provider's own event id.
  await db.schema
    .createTable("provider_webhook_events")
    // NOT NULL spelled out: SQLite otherwise lets a non-integer primary key hold NULL.
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("provider_webhook_events_received_at_idx").on("provider_webhook_events").column("received_at").execute();
}

export async function down(db: Kysely<unknown>) {
  // Children before parents; dropping a table drops its indexes.
  for (const table of [
    "provider_webhook_events",
    "live_events",
    "viewer_attendance",
    "purchases",
    "landing_page_settings",
    "gif_sound_presets",
    "overlays",
    "chat_messages",
    "viewers",
    "streams",
    "invite_requests",
    "invitations",
    "registrations",
    "reminder_configs",
    "events",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
