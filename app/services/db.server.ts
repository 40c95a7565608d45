import { createDb } from "../../db";
import { getConfig } from "./config.server";
import { singleton } from "./singleton.server";

export function getDatabase() {
  return singleton("database", () => createDb(getConfig().DATABASE_URL));
}

/** The Kysely instance every model uses. */
export function db() {
  return getDatabase().db;
}
