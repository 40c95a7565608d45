import type { Kysely } from "kysely";
import type { Database } from "../../db";
import type { OutboxKind } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { nowIso, randomToken, secretHash } from "~/utils/tokens.server";
import { enqueueOutboxMessage } from "./outbox.server";

// The single-use links e-mailed to an account's owner (choose a new password, let this browser
// sign in): only the SHA-256 hash of a link's token is kept.

export type AccountLinkTable = "passwordResetTokens" | "signInUnlockTokens";

/**
 * Stores a new link for the account and queues the e-mail that carries it to the owner, in the
 * caller's transaction.
 */
export async function mailAccountLink(
  trx: Kysely<Database>,
  {
    table,
    user,
    ttlMs,
    now,
    linkOf,
    kind,
    subject,
    bodyOf,
  }: {
    table: AccountLinkTable;
    user: { id: number; email: string; firstName: string };
    ttlMs: number;
    now: Date;
    linkOf: (token: string) => string;
    kind: OutboxKind;
    subject: string;
    bodyOf: (link: string) => string;
  },
) {
  const token = randomToken(32);
  const expiresAt = nowIso(new Date(now.getTime() + ttlMs));
  await trx
    .insertInto(table)
    .values({ userId: user.id, tokenHash: secretHash(token), expiresAt, usedAt: null, createdAt: nowIso(now) })
    .execute();
  const link = linkOf(token);
  await enqueueOutboxMessage(
    { hostId: user.id, kind, toAddress: user.email, subject, bodyText: bodyOf(link), payload: { link, firstName: user.firstName, expiresAt } },
    trx,
  );
}

/** The account of a link that is known, unused and unexpired, joined as `users`; the caller selects. */
export function openAccountLinkToken({ table, token, now }: { table: AccountLinkTable; token: string; now: Date }) {
  return db()
    .selectFrom(table)
    .innerJoin("users", "users.id", `${table}.userId`)
    .where(`${table}.tokenHash`, "=", secretHash(token))
    .where(`${table}.usedAt`, "is", null)
    .where(`${table}.expiresAt`, ">", nowIso(now));
}

/**
 * Uses a link with a conditional update, so of two requests racing with the same link only one
 * succeeds. Its account's id, or null when the link is unknown, used or expired.
 */
export async function takeAccountLinkToken(trx: Kysely<Database>, { table, token, now }: { table: AccountLinkTable; token: string; now: Date }) {
  const used = await trx
    .updateTable(table)
    .set({ usedAt: nowIso(now) })
    .where("tokenHash", "=", secretHash(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", nowIso(now))
    .returning("userId")
    .executeTakeFirst();
  return used?.userId ?? null;
}
