import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// A host's team: people with their own accounts who help run the host's events, as moderators or
// co-hosts, invited by e-mail (a link with a one-time token, kept only as its hash). Chat messages
// remember which member of the team wrote them and in what role, for the badge beside them.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("team_members")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("team_members_host_user_unique", ["host_id", "user_id"])
    .execute();
  await db.schema.createIndex("team_members_user_idx").on("team_members").column("user_id").execute();
  await db.schema
    .createTable("team_invitations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("team_invitations_host_idx").on("team_invitations").column("host_id").execute();
  await db.schema
    .alterTable("chat_messages")
    .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("chat_messages").addColumn("author_role", "text").execute();
  await db.schema.alterTable("chat_messages").addColumn("author_name", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("chat_messages").dropColumn("author_name").execute();
  await db.schema.alterTable("chat_messages").dropColumn("author_role").execute();
  await db.schema.alterTable("chat_messages").dropColumn("author_user_id").execute();
  await db.schema.dropTable("team_invitations").execute();
  await db.schema.dropTable("team_members").execute();
}
