import type { Kysely } from "kysely";
import type { Database } from "../../db";
import { db, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { mailAccountLink, openAccountLinkToken, takeAccountLinkToken } from "./account-link-token.server";
import { takeRateLimit, type RateLimitResult } from "./rate-limit.server";
import { normalizeEmail } from "./user.server";

export const PASSWORD_RESET_RATE_LIMIT = { bucket: "password-reset", limit: 5, windowMs: 15 * 60_000 } as const;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

export const resetPasswordLink = (origin: string, token: string) => `${origin}/reset-password/${token}`;

/**
 * Records a "forgot password" request, at most `PASSWORD_RESET_RATE_LIMIT` per network address.
 * When the e-mail belongs to an account with a password, its older links stop working and a new
 * single-use link (valid for an hour) is queued to it, in the same transaction. The request is
 * kept whether or not an account has the e-mail and the caller answers the same either way, so
 * the form never tells anyone which e-mails have accounts.
 */
export async function recordPasswordResetRequest({
  email,
  ip,
  origin,
  now = new Date(),
}: {
  email: string;
  ip: string;
  /** Scheme and host for the link, e.g. https://showup.example. */
  origin: string;
  now?: Date;
}): Promise<RateLimitResult> {
  const emailNormalized = normalizeEmail(email);
  return writeTransaction(async (trx) => {
    const limit = await takeRateLimit({ ...PASSWORD_RESET_RATE_LIMIT, key: ip, now, executor: trx });
    if (!limit.allowed) return limit;
    const user = await trx
      .selectFrom("users")
      .select(["id", "email", "firstName", "passwordHash"])
      .where("emailNormalized", "=", emailNormalized)
      .executeTakeFirst();
    await trx
      .insertInto("passwordResetRequests")
      .values({ emailNormalized, userId: user?.id ?? null, createdAt: nowIso(now) })
      .execute();
    // An account that signs in with Google only has no password to reset.
    if (!user?.passwordHash) return limit;

    await retireResetLinks(trx, user.id, now);
    await mailAccountLink(trx, {
      table: "passwordResetTokens",
      user,
      ttlMs: PASSWORD_RESET_TTL_MS,
      now,
      linkOf: (token) => resetPasswordLink(origin, token),
      kind: "password_reset",
      subject: "Reset your ShowUp password",
      bodyOf: (link) =>
        `Hi ${user.firstName},\n\n` +
        `Someone, hopefully you, asked to reset the password of your ShowUp account.\n` +
        `Choose a new password here:\n${link}\n\n` +
        `The link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    });
    return limit;
  });
}

/** Makes every unused reset link of the account stop working. */
async function retireResetLinks(trx: Kysely<Database>, userId: number, now: Date) {
  await trx
    .updateTable("passwordResetTokens")
    .set({ usedAt: nowIso(now) })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .execute();
}

/** The account a reset token opens, or null when it is unknown, used or expired. */
export async function findPasswordResetToken({ token, now = new Date() }: { token: string; now?: Date }) {
  const row = await openAccountLinkToken({ table: "passwordResetTokens", token, now })
    .select(["users.id as userId", "users.email"])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Uses a reset token: sets the new password, ends every session of the account, retires its
 * other links and forgets its failed sign-ins, all at once. The token is taken with a conditional update, so of two requests
 * racing with the same link only one succeeds. Null when the token is unknown, used or expired.
 */
export async function resetPasswordWithToken({ token, passwordHash, now = new Date() }: { token: string; passwordHash: string; now?: Date }) {
  return writeTransaction(async (trx) => {
    const userId = await takeAccountLinkToken(trx, { table: "passwordResetTokens", token, now });
    if (userId === null) return null;
    const user = await trx
      .updateTable("users")
      .set({ passwordHash, updatedAt: nowIso(now) })
      .where("id", "=", userId)
      .returning(["id", "email", "emailNormalized"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("sessions").where("userId", "=", user.id).execute();
    await retireResetLinks(trx, user.id, now);
    // Failed guesses of the forgotten password must not lock the owner out of the new one.
    await trx.deleteFrom("authFailures").where("scope", "=", "account").where("key", "=", user.emailNormalized).execute();
    return { userId: user.id, email: user.email };
  });
}

/** The recorded requests for an e-mail, newest first. */
export async function listPasswordResetRequests({ email }: { email: string }) {
  return db()
    .selectFrom("passwordResetRequests")
    .select(["id", "userId", "createdAt"])
    .where("emailNormalized", "=", normalizeEmail(email))
    .orderBy("id", "desc")
    .execute();
}
