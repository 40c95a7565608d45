import { db, writeTransaction } from "~/utils/db.server";
import { nowIso, randomToken, secretHash } from "~/utils/tokens.server";
import { enqueueOutboxMessage } from "./outbox.server";
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

    await trx
      .updateTable("passwordResetTokens")
      .set({ usedAt: nowIso(now) })
      .where("userId", "=", user.id)
      .where("usedAt", "is", null)
      .execute();
    const token = randomToken(32);
    const expiresAt = nowIso(new Date(now.getTime() + PASSWORD_RESET_TTL_MS));
    await trx
      .insertInto("passwordResetTokens")
      .values({ userId: user.id, tokenHash: secretHash(token), expiresAt, usedAt: null, createdAt: nowIso(now) })
      .execute();
    const link = resetPasswordLink(origin, token);
    await enqueueOutboxMessage(
      {
        hostId: user.id,
        kind: "password_reset",
        toAddress: user.email,
        subject: "Reset your ShowUp password",
        bodyText:
          `Hi ${user.firstName},\n\n` +
          `Someone, hopefully you, asked to reset the password of your ShowUp account.\n` +
          `Choose a new password here:\n${link}\n\n` +
          `The link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
        payload: { link, firstName: user.firstName, expiresAt },
      },
      trx,
    );
    return limit;
  });
}

/** The account a reset token opens, or null when it is unknown, used or expired. */
export async function findPasswordResetToken({ token, now = new Date() }: { token: string; now?: Date }) {
  const row = await db()
    .selectFrom("passwordResetTokens")
    .innerJoin("users", "users.id", "passwordResetTokens.userId")
    .select(["users.id as userId", "users.email"])
    .where("passwordResetTokens.tokenHash", "=", secretHash(token))
    .where("passwordResetTokens.usedAt", "is", null)
    .where("passwordResetTokens.expiresAt", ">", nowIso(now))
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
    const used = await trx
      .updateTable("passwordResetTokens")
      .set({ usedAt: nowIso(now) })
      .where("tokenHash", "=", secretHash(token))
      .where("usedAt", "is", null)
      .where("expiresAt", ">", nowIso(now))
      .returning("userId")
      .executeTakeFirst();
    if (!used) return null;
    const user = await trx
      .updateTable("users")
      .set({ passwordHash, updatedAt: nowIso(now) })
      .where("id", "=", used.userId)
      .returning(["id", "email", "emailNormalized"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("sessions").where("userId", "=", user.id).execute();
    await trx
      .updateTable("passwordResetTokens")
      .set({ usedAt: nowIso(now) })
      .where("userId", "=", user.id)
      .where("usedAt", "is", null)
      .execute();
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
