import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// On-demand sessions: the host turns an event's recording into sessions registrants pick ("watch
// now", or one of the next times of a schedule: every N minutes, or fixed daily times in the
// viewer's zone). A session plays the recording from its start as if live; its seats say who
// picked it; chat written during a session belongs to it alone (the live chat and the replay's
// timeline leave such messages out).

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("on_demand_settings")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().unique().references("events.id").onDelete("cascade"))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(0))
    // Sessions every 15, 30 or 60 minutes of the viewer's clock; null: no interval schedule.
    .addColumn("every_minutes", "integer")
    // JSON array of "HH:MM" times of day in the viewer's zone.
    .addColumn("daily_times", "text", (c) => c.notNull().defaultTo("[]"))
    // How many upcoming sessions a registrant is offered besides "watch now".
    .addColumn("upcoming_count", "integer", (c) => c.notNull().defaultTo(4))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("on_demand_settings_host_idx").on("on_demand_settings").column("host_id").execute();

  await db.schema
    .createTable("on_demand_sessions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    // "now" (started by a registrant's "watch now") or "scheduled" (a time of the schedule).
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Everyone who picks the same moment shares the session (and its chat).
    .addUniqueConstraint("on_demand_sessions_event_start_unique", ["event_id", "starts_at"])
    .execute();

  await db.schema
    .createTable("on_demand_seats")
    .addColumn("id", "integer", autoId(db))
    .addColumn("session_id", "integer", (c) => c.notNull().references("on_demand_sessions.id").onDelete("cascade"))
    .addColumn("registration_id", "integer", (c) => c.notNull().references("registrations.id").onDelete("cascade"))
    // The registrant's viewer of the event's stream: the chat's author and the live events' address.
    .addColumn("viewer_id", "integer", (c) => c.notNull().references("viewers.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    // The first time the registrant opened the session (attendance, analytics).
    .addColumn("joined_at", "text")
    .addUniqueConstraint("on_demand_seats_session_registration_unique", ["session_id", "registration_id"])
    .execute();
  await db.schema.createIndex("on_demand_seats_registration_idx").on("on_demand_seats").column("registration_id").execute();
  await db.schema.createIndex("on_demand_seats_viewer_idx").on("on_demand_seats").column("viewer_id").execute();

  await db.schema
    .alterTable("chat_messages")
    .addColumn("on_demand_session_id", "integer", (c) => c.references("on_demand_sessions.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("chat_messages_on_demand_session_idx").on("chat_messages").column("on_demand_session_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("chat_messages_on_demand_session_idx").execute();
  await db.schema.alterTable("chat_messages").dropColumn("on_demand_session_id").execute();
  await db.schema.dropTable("on_demand_seats").execute();
  await db.schema.dropTable("on_demand_sessions").execute();
  await db.schema.dropTable("on_demand_settings").execute();
}
