import { Migrator } from "kysely";
import type { Kysely } from "kysely";
import { migrations } from "../migrations";

// Migrations see the schema as it was when they were written, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}
