import type { InviteRequestRow } from "../../db/schema/product";
import type { InviteRequestInput } from "~/schemas/invite-request";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { takeRateLimit, type RateLimitResult } from "./rate-limit.server";
import { normalizeEmail } from "./user.server";

/** Requests one network address may send: generous for an office behind one address. */
export const INVITE_REQUEST_RATE_LIMIT = { bucket: "invite-request", limit: 5, windowMs: 10 * 60_000 } as const;

export interface InviteRequest {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string;
  company: string | null;
  role: string | null;
  phone: string | null;
  eventInterest: string | null;
  message: string | null;
  consentSms: boolean;
  newsletter: boolean;
  requestCount: number;
  createdAt: string;
  updatedAt: string;
}

export type SaveInviteRequestResult = { status: "created" | "updated"; request: InviteRequest } | ({ status: "rate_limited" } & RateLimitResult);

/**
 * Stores an early-access request, at most `INVITE_REQUEST_RATE_LIMIT` per address. The same
 * e-mail (any letter case, surrounding spaces) asking again replaces its earlier answers and
 * counts the repeat, in one statement, so two racing submissions cannot make two rows.
 */
export async function saveInviteRequest({
  input,
  ip,
  now = new Date(),
}: {
  input: InviteRequestInput;
  ip: string;
  now?: Date;
}): Promise<SaveInviteRequestResult> {
  const limit = await takeRateLimit({ ...INVITE_REQUEST_RATE_LIMIT, key: ip, now });
  if (!limit.allowed) return { status: "rate_limited", ...limit };

  const at = nowIso(now);
  const answers = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    company: input.company,
    role: input.role,
    phone: input.phone,
    eventInterest: input.eventInterest,
    message: input.message,
    consentSms: input.consentSms ? 1 : 0,
    newsletter: input.newsletter ? 1 : 0,
  } as const;
  const row = await db()
    .insertInto("inviteRequests")
    .values({ ...answers, emailNormalized: normalizeEmail(input.email), createdAt: at, updatedAt: at })
    .onConflict((oc) =>
      oc.column("emailNormalized").doUpdateSet((eb) => ({ ...answers, requestCount: eb("inviteRequests.requestCount", "+", 1), updatedAt: at })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { status: row.requestCount > 1 ? "updated" : "created", request: toInviteRequest(row) };
}

/** The stored request of an e-mail (any letter case), if any. */
export async function findInviteRequestByEmail({ email }: { email: string }): Promise<InviteRequest | undefined> {
  const row = await db().selectFrom("inviteRequests").selectAll().where("emailNormalized", "=", normalizeEmail(email)).executeTakeFirst();
  return row ? toInviteRequest(row) : undefined;
}

function toInviteRequest({ emailNormalized: _normalized, ...row }: InviteRequestRow): InviteRequest {
  return { ...row, consentSms: row.consentSms === 1, newsletter: row.newsletter === 1 };
}
