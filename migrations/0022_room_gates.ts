import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// The two gates before an event's room: its passcode (a viewer who entered it keeps the proof of
// the passcode they passed, so a new passcode asks again) and, for events that require
// authentication, an e-mail address confirmed by opening a link that came by e-mail.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("viewers").addColumn("passcode_proof", "text").execute();
  await db.schema.alterTable("viewers").addColumn("email_confirmed_at", "text").execute();
  await db.schema.alterTable("registrations").addColumn("email_confirmed_at", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("registrations").dropColumn("email_confirmed_at").execute();
  await db.schema.alterTable("viewers").dropColumn("email_confirmed_at").execute();
  await db.schema.alterTable("viewers").dropColumn("passcode_proof").execute();
}
