import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Personal API keys: only a SHA-256 hash of the secret is kept (looked up by equality, so no
// secret is ever compared byte by byte in JavaScript), plus a short prefix to recognise the key.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("api_keys_key_hash_key").on("api_keys").column("key_hash").unique().execute();
  await db.schema.createIndex("api_keys_user_id_idx").on("api_keys").column("user_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("api_keys").execute();
}
