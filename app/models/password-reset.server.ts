import { db } from "~/services/db.server";
import { nowIso } from "~/services/tokens.server";
import { takeRateLimit, type RateLimitResult } from "./rate-limit.server";
import { normalizeEmail } from "./user.server";

export const PASSWORD_RESET_RATE_LIMIT = { bucket: "password-reset", limit: 5, windowMs: 15 * 60_000 } as const;

/**
 * Records a "forgot password" request, at most `PASSWORD_RESET_RATE_LIMIT` per address. It is
 * kept whether or not an account has the e-mail, and the answer is the same either way, so the
 * form never tells anyone which e-mails have accounts.
 */
export async function recordPasswordResetRequest({ email, ip, now = new Date() }: { email: string; ip: string; now?: Date }): Promise<RateLimitResult> {
  const limit = await takeRateLimit({ ...PASSWORD_RESET_RATE_LIMIT, key: ip, now });
  if (!limit.allowed) return limit;
  const emailNormalized = normalizeEmail(email);
  const user = db().selectFrom("users").select("id").where("emailNormalized", "=", emailNormalized).limit(1);
  await db()
    .insertInto("passwordResetRequests")
    .values((eb) => ({ emailNormalized, userId: eb.selectFrom(user.as("u")).select("u.id"), createdAt: nowIso(now) }))
    .execute();
  return limit;
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
