import { db, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { mailAccountLink, openAccountLinkToken, takeAccountLinkToken } from "./account-link-token.server";
import { takeRateLimit } from "./rate-limit.server";
import { normalizeEmail } from "./user.server";

export const SIGN_IN_UNLOCK_TTL_MS = 60 * 60_000;
/** At most one unlock e-mail an hour per account, however long the attack goes on. */
const UNLOCK_MAIL_LIMIT = { bucket: "sign-in-unlock-mail", limit: 1, windowMs: 60 * 60_000 } as const;

export const signInUnlockLink = (origin: string, token: string) => `${origin}/unlock-sign-in/${token}`;

/**
 * Tells the owner of the account with this e-mail, at most once an hour, that someone is trying to
 * sign in to it, with a single-use link (valid for an hour) that lets their browser past the limit.
 * Nothing happens for an e-mail without an account.
 */
export async function offerSignInUnlock({ email, origin, now = new Date() }: { email: string; origin: string; now?: Date }) {
  const emailNormalized = normalizeEmail(email);
  await writeTransaction(async (trx) => {
    const user = await trx.selectFrom("users").select(["id", "email", "firstName"]).where("emailNormalized", "=", emailNormalized).executeTakeFirst();
    if (!user) return;
    const limit = await takeRateLimit({ ...UNLOCK_MAIL_LIMIT, key: String(user.id), now, executor: trx });
    if (!limit.allowed) return;
    await mailAccountLink(trx, {
      table: "signInUnlockTokens",
      user,
      ttlMs: SIGN_IN_UNLOCK_TTL_MS,
      now,
      linkOf: (token) => signInUnlockLink(origin, token),
      kind: "sign_in_unlock",
      subject: "Someone is trying to sign in to your account",
      bodyOf: (link) =>
        `Hi ${user.firstName},\n\n` +
        `Someone is trying to sign in to your ShowUp account with wrong passwords, from many places, so sign-in to it is slowed down for now.\n` +
        `If you want to sign in, open this link in the browser you sign in with; it lets that browser through for 24 hours:\n${link}\n\n` +
        `The link expires in 1 hour and works once. Your password was not changed; if you think someone knows it, reset it.\n`,
    });
  });
}

/** The account an unlock token opens, or null when it is unknown, used or expired. */
export async function findSignInUnlockToken({ token, now = new Date() }: { token: string; now?: Date }) {
  const row = await openAccountLinkToken({ table: "signInUnlockTokens", token, now })
    .select(["users.email", "users.emailNormalized"])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Uses an unlock token, with a conditional update so of two requests racing with the same link
 * only one succeeds. The account's e-mail, or null when the token is unknown, used or expired.
 */
export async function redeemSignInUnlockToken({ token, now = new Date() }: { token: string; now?: Date }) {
  return writeTransaction(async (trx) => {
    const userId = await takeAccountLinkToken(trx, { table: "signInUnlockTokens", token, now });
    if (userId === null) return null;
    return trx.selectFrom("users").select(["email", "emailNormalized"]).where("id", "=", userId).executeTakeFirstOrThrow();
  });
}

/** Housekeeping: links past their hour are of no use. */
export async function deleteSignInUnlockTokensBefore({ before }: { before: Date }) {
  await db().deleteFrom("signInUnlockTokens").where("expiresAt", "<", nowIso(before)).execute();
}
