import type { Kysely } from "kysely";
import type { Database } from "../../db";

export interface InsertedViewer {
  id: number;
  token: string;
}

/** `count` registered viewers of the stream, written straight to the database (`database` is the app's). */
export async function insertViewers(database: Kysely<Database>, streamRowId: number, count: number, prefix = "v"): Promise<InsertedViewer[]> {
  const { randomToken, nowIso } = await import("~/utils/tokens.server");
  const viewers: InsertedViewer[] = [];
  const createdAt = nowIso();
  for (let i = 0; i < count; i += 500) {
    const values = [];
    for (let j = i; j < Math.min(i + 500, count); j += 1) {
      const email = `${prefix}${j}@viewers.test`;
      values.push({ streamId: streamRowId, email, emailNormalized: email, firstName: `V${j}`, uniqueId: randomToken(24), createdAt });
    }
    const rows = await database.insertInto("viewers").values(values).returning(["id", "uniqueId"]).execute();
    viewers.push(...rows.map((row) => ({ id: row.id, token: row.uniqueId })));
  }
  return viewers;
}
