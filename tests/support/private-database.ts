import crypto from "node:crypto";
import path from "node:path";
import { afterAll, inject } from "vitest";
import pg from "pg";
import { createDb, isPostgresUrl } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { getDatabase } from "~/utils/db.server";

/**
 * A database of this test file's own, for tests that take every due outbox message (a delivery
 * worker must not take the messages other test files are looking at). Call at the top of the file,
 * before anything opens the app's database; it is dropped after the file.
 */
export async function openPrivateDatabase() {
  const shared = inject("databaseUrl");
  const name = `own_${crypto.randomBytes(5).toString("hex")}`;
  let url: string;
  if (isPostgresUrl(shared)) {
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const target = new URL(shared);
    target.pathname = `/${name}`;
    url = target.toString();
    afterAll(async () => {
      await getDatabase().close();
      const client = new pg.Client({ connectionString: shared });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    });
  } else {
    url = `sqlite:${path.join(inject("dataDir"), `${name}.sqlite`)}`;
  }
  const database = createDb(url);
  await migrateToLatest(database.db);
  await database.close();
  process.env.DATABASE_URL = url;
  return url;
}
