import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    dataDir: string;
  }
}

/**
 * One fresh database per run: an SQLite file, or with TEST_DB=postgres a throwaway database
 * created beside TEST_DATABASE_URL and dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const runId = crypto.randomBytes(4).toString("hex");
  const dataDir = path.resolve("tests/.reports", `data-${runId}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl = `sqlite:${path.join(dataDir, "test.sqlite")}`;
  let dropDatabase = async () => {};

  if (process.env.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `it_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }

  const database = createDb(databaseUrl);
  await migrateToLatest(database.db);
  await database.close();

  project.provide("databaseUrl", databaseUrl);
  project.provide("dataDir", dataDir);
  return async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
