import { db } from "~/utils/db.server";
import { nowIso, randomToken } from "~/utils/tokens.server";
import { singleFlight } from "~/utils/single-flight";

export type SessionData = Record<string, unknown>;

function userIdOf(data: SessionData) {
  return typeof data.userId === "number" ? data.userId : null;
}

export async function createSessionRecord({ data, expiresAt }: { data: SessionData; expiresAt: Date }) {
  const id = randomToken(32);
  await db()
    .insertInto("sessions")
    .values({ id, userId: userIdOf(data), data: JSON.stringify(data), createdAt: nowIso(), expiresAt: expiresAt.toISOString() })
    .execute();
  return id;
}

const readStoredSession = singleFlight((id: string) =>
  db().selectFrom("sessions").select("data").where("id", "=", id).where("expiresAt", ">", nowIso()).executeTakeFirst(),
);

export async function readSessionRecord({ id }: { id: string }): Promise<SessionData | null> {
  const row = await readStoredSession(id);
  return row ? (JSON.parse(row.data) as SessionData) : null;
}

export async function updateSessionRecord({ id, data, expiresAt }: { id: string; data: SessionData; expiresAt: Date }) {
  await db()
    .updateTable("sessions")
    .set({ data: JSON.stringify(data), userId: userIdOf(data), expiresAt: expiresAt.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteSessionRecord({ id }: { id: string }) {
  await db().deleteFrom("sessions").where("id", "=", id).execute();
}

export async function deleteExpiredSessions() {
  const result = await db().deleteFrom("sessions").where("expiresAt", "<=", nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
