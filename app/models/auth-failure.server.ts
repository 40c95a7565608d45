import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

export type AuthFailureScope = "account" | "ip" | "pair";

/** The key of failures by one address on one account. */
export const pairKey = (account: string, ip: string) => `${account} ${ip}`;

export async function recordAuthFailures({ keys }: { keys: { scope: AuthFailureScope; key: string }[] }) {
  const createdAt = nowIso();
  await db()
    .insertInto("authFailures")
    .values(keys.map((k) => ({ ...k, createdAt })))
    .execute();
}

/** The failures of (scope, key) since `since`: how many, and when the first and the last were. */
export async function authFailuresSince({ scope, key, since }: { scope: AuthFailureScope; key: string; since: Date }) {
  const row = await db()
    .selectFrom("authFailures")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("createdAt").as("first"), eb.fn.max("createdAt").as("last")])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .where("createdAt", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    first: row.first ? new Date(row.first) : null,
    last: row.last ? new Date(row.last) : null,
  };
}

export async function clearAuthFailures({ scope, key }: { scope: AuthFailureScope; key: string }) {
  await db().deleteFrom("authFailures").where("scope", "=", scope).where("key", "=", key).execute();
}

export async function deleteAuthFailuresBefore({ before }: { before: Date }) {
  await db().deleteFrom("authFailures").where("createdAt", "<", before.toISOString()).execute();
}
