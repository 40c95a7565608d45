import { loadConfig } from "../app/utils/config.server";
import { createDb } from "./index";
import { migrateToLatest } from "./migrate";

const config = loadConfig();
const database = createDb(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await database.close();
}
