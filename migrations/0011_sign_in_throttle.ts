import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Single-use links that let an account's owner past the limit on failed sign-ins from many
// addresses: only the SHA-256 hash of the token is kept. (Failures are counted per account and
// address in auth_failures under the scope 'pair', which needs no new column.)

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("sign_in_unlock_tokens")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_unlock_tokens_user_id_idx").on("sign_in_unlock_tokens").column("user_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("sign_in_unlock_tokens").execute();
}
