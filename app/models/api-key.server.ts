import { db } from "~/utils/db.server";
import { nowIso, randomToken, secretHash } from "~/utils/tokens.server";
import type { ApiKeyScope, ApiKeySummary } from "~/contracts/developer-data";

export type { ApiKeyScope, ApiKeySummary };

export const API_KEY_PREFIX = "su_";
export const MAX_API_KEYS = 20;
const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
const LAST_USED_RESOLUTION_MS = 60_000;

/** "read": GET and HEAD calls only; "write": any call. */
const summaryColumns = ["id", "name", "prefix", "scope", "createdAt", "lastUsedAt"] as const;

/** Creates a key; the secret is returned here once and never again (only its hash is kept). */
export async function createApiKey({ userId, name, scope = "write" }: { userId: number; name: string; scope?: ApiKeyScope }) {
  const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
  const key = await db()
    .insertInto("apiKeys")
    .values({
      userId,
      name: name.trim(),
      prefix: secret.slice(0, PREFIX_LENGTH),
      keyHash: secretHash(secret),
      scope,
      createdAt: nowIso(),
      lastUsedAt: null,
    })
    .returning(summaryColumns)
    .executeTakeFirstOrThrow();
  return { key, secret };
}

export async function listApiKeys({ userId }: { userId: number }): Promise<ApiKeySummary[]> {
  return db().selectFrom("apiKeys").select(summaryColumns).where("userId", "=", userId).orderBy("id", "desc").execute();
}

export async function countApiKeys({ userId }: { userId: number }) {
  const row = await db()
    .selectFrom("apiKeys")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Revokes (deletes) one of the user's keys; false when it is not theirs or already gone. */
export async function revokeApiKey({ userId, id }: { userId: number; id: number }) {
  const result = await db().deleteFrom("apiKeys").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The user a presented secret belongs to and what the key may do, or null. The secret is hashed and
 * looked up by equality, so timing reveals nothing about stored keys. last_used_at is written at
 * most once a minute.
 */
export async function authenticateApiKey({ secret }: { secret: string }): Promise<{ userId: number; scope: ApiKeyScope } | null> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
  const row = await db()
    .selectFrom("apiKeys")
    .select(["id", "userId", "scope", "lastUsedAt"])
    .where("keyHash", "=", secretHash(secret))
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - Date.parse(row.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
    await db()
      .updateTable("apiKeys")
      .set({ lastUsedAt: nowIso(new Date(now)) })
      .where("id", "=", row.id)
      .execute();
  }
  return { userId: row.userId, scope: row.scope };
}
