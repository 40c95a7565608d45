import crypto from "node:crypto";
import path from "node:path";
import { afterAll } from "vitest";
import { createDb, isPostgresUrl } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { getDatabase } from "~/utils/db.server";
import { resetEveryLazyValue } from "~/utils/lazy";
import { createThrowawayDatabase } from "./throwaway-database";
import { workerDatabase } from "./worker-database";

/**
 * A database of this test file's own, for tests that take every due outbox message (a delivery
 * worker must not take the messages other test files are looking at). Call at the top of the file,
 * before anything opens the app's database; it is dropped after the file.
 */
export async function openPrivateDatabase() {
  const shared = workerDatabase().databaseUrl;
  let url: string;
  if (isPostgresUrl(shared)) {
    const database = await createThrowawayDatabase(shared, "own");
    url = database.url;
    afterAll(async () => {
      await getDatabase().close();
      await database.drop();
    });
  } else {
    url = `sqlite:${path.join(workerDatabase().dataDir, `own_${crypto.randomBytes(5).toString("hex")}.sqlite`)}`;
  }
  const database = createDb(url);
  await migrateToLatest(database.db);
  await database.close();
  process.env.DATABASE_URL = url;
  // Files share their worker (isolate: false): work the previous file left running may have opened
  // the worker's shared database while this one was migrated, and the app would keep using it.
  resetEveryLazyValue();
  return url;
}
