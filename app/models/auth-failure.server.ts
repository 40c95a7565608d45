import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

export type AuthFailureScope = "account" | "ip";

export async function recordAuthFailures({ keys }: { keys: { scope: AuthFailureScope; key: string }[] }) {
  const createdAt = nowIso();
  await db()
    .insertInto("authFailures")
    .values(keys.map((k) => ({ ...k, createdAt })))
    .execute();
}

export async function countAuthFailures({ scope, key, since }: { scope: AuthFailureScope; key: string; since: Date }) {
  const row = await db()
    .selectFrom("authFailures")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("scope", "=", scope)
    .where("key", "=", key)
    .where("createdAt", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function clearAuthFailures({ scope, key }: { scope: AuthFailureScope; key: string }) {
  await db().deleteFrom("authFailures").where("scope", "=", scope).where("key", "=", key).execute();
}

export async function deleteAuthFailuresBefore({ before }: { before: Date }) {
  await db().deleteFrom("authFailures").where("createdAt", "<", before.toISOString()).execute();
}
