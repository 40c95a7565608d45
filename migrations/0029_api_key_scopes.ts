import type { Kysely } from "kysely";

// Frozen: change the schema only by adding a new migration.
// API key scopes: "read" keys may only make GET (and HEAD) calls, "write" keys may make any.
// Keys made before scopes existed could already write, so they keep that as "write".

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("api_keys")
    .addColumn("scope", "text", (c) => c.notNull().defaultTo("write"))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("api_keys").dropColumn("scope").execute();
}
