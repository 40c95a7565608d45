import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createDatabaseBeside } from "./throwaway-database";
import { TEST_WORKERS } from "./worker-database";

declare module "vitest" {
  export interface ProvidedContext {
    databases: { databaseUrl: string; dataDir: string }[];
  }
}

/**
 * A fresh database per worker for each run: an SQLite file, or with TEST_DB=postgres a throwaway
 * database created beside TEST_DATABASE_URL and dropped afterwards.
 */
async function createWorkerDatabase(runId: string, worker: number) {
  const dataDir = path.resolve("tests/.reports", `data-${runId}-${worker}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl = `sqlite:${path.join(dataDir, "test.sqlite")}`;
  let drop = async () => {};

  if (process.env.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const created = await createDatabaseBeside(adminUrl, `it_${runId}_${worker}`);
    databaseUrl = created.url;
    drop = created.drop;
  }

  const database = createDb(databaseUrl);
  await migrateToLatest(database.db);
  await database.close();
  return {
    databaseUrl,
    dataDir,
    remove: async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const runId = crypto.randomBytes(4).toString("hex");
  const databases = await Promise.all(Array.from({ length: TEST_WORKERS }, (_, worker) => createWorkerDatabase(runId, worker + 1)));
  project.provide(
    "databases",
    databases.map(({ databaseUrl, dataDir }) => ({ databaseUrl, dataDir })),
  );
  return async () => {
    await Promise.all(databases.map((database) => database.remove()));
  };
}
