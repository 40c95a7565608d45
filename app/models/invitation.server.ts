import type { Selectable } from "kysely";
import type { InvitationsTable } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { formatInZone } from "~/utils/time-zones";
import { nowIso, randomToken } from "~/utils/tokens.server";
import { writeTransaction } from "~/utils/db.server";
import { enqueueOutboxMessage } from "./outbox.server";
import { takeRateLimit } from "./rate-limit.server";

/** Invitations a host may send: 200 an hour. */
export const INVITATION_RATE_LIMIT = { bucket: "invitation", limit: 200, windowMs: 60 * 60_000 } as const;

export interface Invitation {
  id: number;
  eventId: number;
  email: string;
  title: string | null;
  /** Unguessable; carried by the invitation link. */
  token: string;
  sentAt: string | null;
  acceptedAt: string | null;
  createdAt: string;
}

export type CreateInvitationResult =
  | { status: "created"; invitation: Invitation; link: string; outboxMessageId: number }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number };

const toInvitation = (row: Selectable<InvitationsTable>): Invitation => ({ ...row });

/** The registration link an invitation carries (spec: query parameters invited, email, title, token). */
export function invitationLink({
  origin,
  eventId,
  email,
  title,
  token,
}: {
  origin: string;
  eventId: number;
  email: string;
  title: string;
  token: string;
}) {
  const query = new URLSearchParams({ invited: "true", email, title, token });
  return `${origin}/event-registration/${eventId}?${query.toString()}`;
}

/**
 * Invites someone to the host's event: stores the invitation with its token and queues the
 * e-mail with the registration link. `title` is the invitation's headline (the event's title
 * when absent). Not found when the event is not the host's.
 */
export async function createInvitation({
  hostId,
  eventId,
  email,
  title,
  origin,
}: {
  hostId: number;
  eventId: number;
  email: string;
  title?: string | null;
  origin: string;
}): Promise<CreateInvitationResult> {
  const limit = await takeRateLimit({ ...INVITATION_RATE_LIMIT, key: String(hostId) });
  if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  return writeTransaction(async (trx): Promise<CreateInvitationResult> => {
    const event = await trx
      .selectFrom("events")
      .innerJoin("users", "users.id", "events.hostId")
      .select(["events.id", "events.title", "events.scheduledAt", "events.timezone", "events.hostName", "users.firstName", "users.lastName"])
      .where("events.id", "=", eventId)
      .where("events.hostId", "=", hostId)
      .executeTakeFirst();
    if (!event) return { status: "not_found" };
    const headline = title?.trim() || event.title;
    const address = email.trim();
    const token = randomToken(24);
    const row = await trx
      .insertInto("invitations")
      .values({ eventId, email: address, title: headline, token, sentAt: null, acceptedAt: null, createdAt: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const link = invitationLink({ origin, eventId, email: address, title: headline, token });
    const from = event.hostName || `${event.firstName} ${event.lastName}`.trim();
    const startTime = formatInZone(event.scheduledAt, event.timezone);
    const outboxMessageId = await enqueueOutboxMessage(
      {
        hostId,
        kind: "invitation",
        toAddress: address,
        subject: `You're invited: ${headline}`,
        bodyText: `${from} invites you to "${headline}".\nStarts: ${startTime}\n\nSave your seat:\n${link}\n`,
        payload: { link, startTime, eventTitle: event.title, headline, from },
        eventId,
        invitationId: row.id,
      },
      trx,
    );
    if (outboxMessageId === null) throw new Error("invitation message was not queued");
    return { status: "created", invitation: toInvitation(row), link, outboxMessageId };
  });
}

/** The host's invitations, newest first, optionally for one event. */
export async function listInvitations({ hostId, eventId }: { hostId: number; eventId?: number }): Promise<Invitation[]> {
  let query = db()
    .selectFrom("invitations")
    .innerJoin("events", "events.id", "invitations.eventId")
    .selectAll("invitations")
    .where("events.hostId", "=", hostId);
  if (eventId !== undefined) query = query.where("invitations.eventId", "=", eventId);
  const rows = await query.orderBy("invitations.createdAt", "desc").orderBy("invitations.id", "desc").execute();
  return rows.map(toInvitation);
}
