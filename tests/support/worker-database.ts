import { inject } from "vitest";

/** How many integration test files run at once: each worker has its own database and data folder. */
export const TEST_WORKERS = Math.max(1, Number(process.env.TEST_WORKERS ?? 3));

/**
 * This worker's database and data folder (global-database.ts makes one per worker). Files in one
 * worker run one after another, so they see each other's rows as they always did; files in other
 * workers never do.
 */
export function workerDatabase() {
  const databases = inject("databases");
  const database = databases[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % databases.length];
  if (!database) throw new Error("global-database.ts made no database for this worker");
  return database;
}
