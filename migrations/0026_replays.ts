import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Replays: one per event, naming the recording it plays (a self-hosted recording, or a Mux asset),
// whether registrants may watch it and until when, and the part of it they see (trimmed without
// re-encoding). What happened on stage is kept in `stage_marks` as it happens (overlays shown and
// stopped, offers revealed and hidden, the host's chapter marks): the live events log is pruned,
// the replay's timeline must not be. Follow-up e-mails go out once per configuration after the
// event ends; replay views and replay link clicks feed the event's analytics; a purchase
// remembers whether it was made live, on the replay or in an on-demand session.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("replays")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().unique().references("events.id").onDelete("cascade"))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("recording_id", "integer", (c) => c.references("recordings.id").onDelete("set null"))
    .addColumn("mux_asset_id", "text")
    .addColumn("mux_playback_id", "text")
    // When the recorded broadcast started: offsets of the timeline count from here.
    .addColumn("source_started_at", "text")
    .addColumn("duration_ms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "text")
    .addColumn("expires_at", "text")
    .addColumn("trim_start_ms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("trim_end_ms", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("replays_host_idx").on("replays").column("host_id").execute();
  await db.schema.createIndex("replays_mux_asset_idx").on("replays").column("mux_asset_id").execute();

  await db.schema
    .createTable("replay_chapters")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The moment on the broadcast's clock (UTC ISO): a mark made live and one added later alike.
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("replay_chapters_event_at_idx").on("replay_chapters").columns(["event_id", "at"]).execute();

  await db.schema
    .createTable("stage_marks")
    .addColumn("id", "integer", autoId(db))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ref_id", "integer")
    // JSON: what viewers saw (the overlay's or offer's view at that moment).
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stage_marks_stream_at_idx").on("stage_marks").columns(["stream_id", "at"]).execute();

  await db.schema
    .createTable("follow_up_configs")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("delay_minutes", "integer", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("skip_buyers", "integer", (c) => c.notNull().defaultTo(0))
    // Set in the transaction that queued its messages: a follow-up goes out once.
    .addColumn("dispatched_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("follow_up_configs_event_idx").on("follow_up_configs").column("event_id").execute();

  await db.schema
    .createTable("replay_views")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("registration_id", "integer", (c) => c.references("registrations.id").onDelete("set null"))
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("watched_seconds", "integer", (c) => c.notNull().defaultTo(0))
    // JSON array of the recording's minutes this view played (drop-off per minute).
    .addColumn("minutes", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.createIndex("replay_views_event_idx").on("replay_views").columns(["event_id", "mode"]).execute();

  await db.schema
    .createTable("replay_link_clicks")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("registration_id", "integer", (c) => c.references("registrations.id").onDelete("set null"))
    .addColumn("follow_up_id", "integer", (c) => c.references("follow_up_configs.id").onDelete("set null"))
    .addColumn("clicked_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("replay_link_clicks_event_idx").on("replay_link_clicks").column("event_id").execute();

  await db.schema
    .alterTable("purchases")
    .addColumn("attribution", "text", (c) => c.notNull().defaultTo("live"))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("purchases").dropColumn("attribution").execute();
  await db.schema.dropTable("replay_link_clicks").execute();
  await db.schema.dropTable("replay_views").execute();
  await db.schema.dropTable("follow_up_configs").execute();
  await db.schema.dropTable("stage_marks").execute();
  await db.schema.dropTable("replay_chapters").execute();
  await db.schema.dropTable("replays").execute();
}
