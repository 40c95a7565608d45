import crypto from "node:crypto";
import pg from "pg";

/** A new PostgreSQL database `name` beside `shared` (same server), and how to drop it. */
export async function createDatabaseBeside(shared: string, name: string) {
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(shared);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: shared });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** A new PostgreSQL database beside `shared` (same server), named `{prefix}_{random}`, and how to drop it. */
export function createThrowawayDatabase(shared: string, prefix: string) {
  return createDatabaseBeside(shared, `${prefix}_${crypto.randomBytes(5).toString("hex")}`);
}
