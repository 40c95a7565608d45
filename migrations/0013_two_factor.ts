import type { Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// Two-factor sign-in. The authenticator secret must be read back to check codes, so it is kept as
// is; everything the user presents to us (recovery codes, the remembered-device and pending
// sign-in tokens) is high-entropy and kept only as its SHA-256 hash.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("two_factor_credentials")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Null while the user is still setting it up: a pending secret signs nobody in.
    .addColumn("enabled_at", "text")
    // The 30-second time step of the last accepted code: a code is accepted once.
    .addColumn("last_used_step", "integer")
    .execute();

  await db.schema
    .createTable("two_factor_recovery_codes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("two_factor_recovery_codes_user_code_key")
    .on("two_factor_recovery_codes")
    .columns(["user_id", "code_hash"])
    .unique()
    .execute();

  await db.schema
    .createTable("two_factor_devices")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("two_factor_devices_token_hash_key").on("two_factor_devices").column("token_hash").unique().execute();
  await db.schema.createIndex("two_factor_devices_user_id_idx").on("two_factor_devices").column("user_id").execute();

  await db.schema
    .createTable("two_factor_challenges")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("redirect_to", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("two_factor_challenges_user_id_idx").on("two_factor_challenges").column("user_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("two_factor_challenges").execute();
  await db.schema.dropTable("two_factor_devices").execute();
  await db.schema.dropTable("two_factor_recovery_codes").execute();
  await db.schema.dropTable("two_factor_credentials").execute();
}
