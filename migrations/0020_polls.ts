import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Live polls. A poll belongs to a stream (and through it to the host); its options are rows so a
// ballot names them. One ballot per viewer and poll, held by a unique index: a vote counts once
// on either database however many arrive at the same moment. Tallies are counted from the ballots.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("polls")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("stream_id", "integer", (c) => c.notNull().references("streams.id").onDelete("cascade"))
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("multiple_choice", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("show_results", "text", (c) => c.notNull())
    .addColumn("allow_vote_change", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("opened_at", "text")
    .addColumn("closed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("polls_stream_id_status_idx").on("polls").columns(["stream_id", "status"]).execute();
  await db.schema.createIndex("polls_host_id_idx").on("polls").column("host_id").execute();

  await db.schema
    .createTable("poll_options")
    .addColumn("id", "integer", autoId(db))
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("poll_options_poll_id_idx").on("poll_options").columns(["poll_id", "position"]).execute();

  await db.schema
    .createTable("poll_ballots")
    .addColumn("id", "integer", autoId(db))
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.notNull().references("viewers.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("poll_ballots_poll_id_viewer_id_key").on("poll_ballots").columns(["poll_id", "viewer_id"]).unique().execute();

  await db.schema
    .createTable("poll_ballot_options")
    .addColumn("ballot_id", "integer", (c) => c.notNull().references("poll_ballots.id").onDelete("cascade"))
    .addColumn("option_id", "integer", (c) => c.notNull().references("poll_options.id").onDelete("cascade"))
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("poll_ballot_options_pkey", ["ballot_id", "option_id"])
    .execute();
  await db.schema.createIndex("poll_ballot_options_poll_id_idx").on("poll_ballot_options").columns(["poll_id", "option_id"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("poll_ballot_options").execute();
  await db.schema.dropTable("poll_ballots").execute();
  await db.schema.dropTable("poll_options").execute();
  await db.schema.dropTable("polls").execute();
}
