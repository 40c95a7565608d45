import { isPostgres, writeTransaction } from "~/utils/db.server";
import { queuedSince } from "./outbox.server";
import { takeRateLimit } from "./rate-limit.server";
import { queuePersonalLinkMail } from "./registration.server";
import { normalizeEmail } from "./user.server";

/** "Lost your link?" requests per client IP: 10 in 15 minutes. */
export const PERSONAL_LINK_RATE_LIMIT = { bucket: "personal-link", limit: 10, windowMs: 15 * 60_000 } as const;
/** One registration's link is re-sent at most this often, however often it is asked for. */
export const PERSONAL_LINK_RESEND_MS = 15 * 60_000;

export type ResendPersonalLinkResult =
  { status: "queued" | "recently_sent" | "not_registered" | "not_found" } | { status: "rate_limited"; retryAfterSeconds: number };

/**
 * Re-sends a registrant's personal link to the address they registered with, never anywhere
 * else. The caller answers the same whatever the outcome (except rate limits and an unknown
 * event), so the form does not tell who is registered. The check of the last re-send and the new
 * one run in one transaction (the write lock on SQLite, a row lock on PostgreSQL), so two requests
 * at once queue one message.
 */
export async function resendPersonalLink({
  eventId,
  email,
  ip,
  origin,
  now = new Date(),
}: {
  eventId: number;
  email: string;
  ip: string;
  /** Scheme and host for the link, e.g. https://showup.example. */
  origin: string;
  now?: Date;
}): Promise<ResendPersonalLinkResult> {
  const limit = await takeRateLimit({ ...PERSONAL_LINK_RATE_LIMIT, key: ip, now });
  if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

  return writeTransaction(async (trx): Promise<ResendPersonalLinkResult> => {
    const event = await trx
      .selectFrom("events")
      .select(["id", "hostId", "title", "scheduledAt"])
      .where("id", "=", eventId)
      .where("isPublic", "=", 1)
      .where("status", "!=", "draft")
      .executeTakeFirst();
    if (!event) return { status: "not_found" };

    const registration = await trx
      .selectFrom("registrations")
      .select(["id", "email", "firstName", "timezone", "accessToken"])
      .where("eventId", "=", eventId)
      .where("emailNormalized", "=", normalizeEmail(email))
      .$if(isPostgres(), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!registration) return { status: "not_registered" };

    const since = new Date(now.getTime() - PERSONAL_LINK_RESEND_MS);
    if (await queuedSince({ registrationId: registration.id, kind: "personal_link", since }, trx)) return { status: "recently_sent" };

    await queuePersonalLinkMail(trx, { kind: "personal_link", event, registration, origin });
    return { status: "queued" };
  });
}
