import { setImmediate } from "node:timers/promises";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db";
import type { InvitationsTable, SuppressionReason } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { formatInZone } from "~/utils/zone-format";
import { nowIso, randomToken } from "~/utils/tokens.server";
import { writeTransaction } from "~/utils/db.server";
import { enqueueOutboxMessage, enqueueOutboxMessages, type NewOutboxMessage } from "./outbox.server";
import { takeRateLimit } from "./rate-limit.server";
import { normalizeEmail } from "./user.server";

/** Invitations a host may send: 200 an hour. */
export const INVITATION_RATE_LIMIT = { bucket: "invitation", limit: 200, windowMs: 60 * 60_000 } as const;

export type Invitation = Selectable<InvitationsTable>;

export type CreateInvitationResult =
  | { status: "created"; invitation: Invitation; link: string; outboxMessageId: number }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number };

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
    const event = await findInvitingEvent(trx, { hostId, eventId });
    if (!event) return { status: "not_found" };
    const queued = await queueInvitation(trx, { hostId, event, email, title, origin });
    return { status: "created", ...queued };
  });
}

type InvitingEvent = NonNullable<Awaited<ReturnType<typeof findInvitingEvent>>>;

/** The host's event with what an invitation e-mail says about it; undefined when it is not the host's. */
function findInvitingEvent(executor: Kysely<Database>, { hostId, eventId }: { hostId: number; eventId: number }) {
  return executor
    .selectFrom("events")
    .innerJoin("users", "users.id", "events.hostId")
    .select(["events.id", "events.title", "events.scheduledAt", "events.timezone", "events.hostName", "users.firstName", "users.lastName"])
    .where("events.id", "=", eventId)
    .where("events.hostId", "=", hostId)
    .executeTakeFirst();
}

/** What every invitation e-mail to an event says alike: the headline (the event's title unless given), who invites, when it starts. */
function invitationLetter(event: InvitingEvent, title: string | null | undefined) {
  return {
    headline: title?.trim() || event.title,
    from: event.hostName || `${event.firstName} ${event.lastName}`.trim(),
    startTime: formatInZone(event.scheduledAt, event.timezone),
  };
}

/** One invitation's e-mail: the letter with its own link, greeting the contact by name when known. */
function invitationMessage({
  hostId,
  event,
  letter: { headline, from, startTime },
  address,
  token,
  invitationId,
  greetingName,
  origin,
}: {
  hostId: number;
  event: InvitingEvent;
  letter: ReturnType<typeof invitationLetter>;
  address: string;
  token: string;
  invitationId: number;
  greetingName: string | null;
  origin: string;
}): { link: string; message: NewOutboxMessage } {
  const link = invitationLink({ origin, eventId: event.id, email: address, title: headline, token });
  const greeting = greetingName ? `Hi ${greetingName},\n\n` : "";
  return {
    link,
    message: {
      hostId,
      kind: "invitation",
      toAddress: address,
      subject: `You're invited: ${headline}`,
      bodyText: `${greeting}${from} invites you to "${headline}".\nStarts: ${startTime}\n\nSave your seat:\n${link}\n`,
      payload: { link, startTime, eventTitle: event.title, headline, from },
      eventId: event.id,
      invitationId,
    },
  };
}

/** Stores one invitation with its token and queues its e-mail (the outbox skips unsubscribed and bounced addresses). */
async function queueInvitation(
  trx: Kysely<Database>,
  { hostId, event, email, title, origin }: { hostId: number; event: InvitingEvent; email: string; title?: string | null; origin: string },
) {
  const letter = invitationLetter(event, title);
  const address = email.trim();
  const token = randomToken(24);
  const row = await trx
    .insertInto("invitations")
    .values({ eventId: event.id, email: address, title: letter.headline, token, sentAt: null, acceptedAt: null, createdAt: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { link, message } = invitationMessage({ hostId, event, letter, address, token, invitationId: row.id, greetingName: null, origin });
  const outboxMessageId = await enqueueOutboxMessage(message, trx);
  if (outboxMessageId === null) throw new Error("invitation message was not queued");
  return { invitation: row, link, outboxMessageId };
}

/** A contact from an imported file: its line in the file, its address and the name to greet. */
export interface ImportedContact {
  line: number;
  email: string;
  firstName: string | null;
}

/** Why a contact was not invited: already on the event, or an address the host may not mail. */
export type ContactHeldBack = "already_registered" | "already_invited" | "unsubscribed" | "bounced";

export type InviteContactsResult = { status: "not_found" } | { status: "done"; invited: Map<number, number>; heldBack: Map<number, ContactHeldBack> };

const SUPPRESSION_CHUNK = 500;

/**
 * Which of these contacts the event already has (registered or invited, by normalised address) and
 * which addresses the host may not mail (its unsubscribes, anyone's bounces), by line.
 */
async function contactsHeldBack(
  executor: Kysely<Database>,
  { hostId, eventId, contacts }: { hostId: number; eventId: number; contacts: ImportedContact[] },
) {
  const [registered, invited] = await Promise.all([
    executor.selectFrom("registrations").select("emailNormalized").where("eventId", "=", eventId).execute(),
    executor.selectFrom("invitations").select("email").where("eventId", "=", eventId).execute(),
  ]);
  const registeredSet = new Set(registered.map((row) => row.emailNormalized));
  const invitedSet = new Set(invited.map((row) => normalizeEmail(row.email)));
  const suppressed = new Map<string, SuppressionReason>();
  const addresses = [...new Set(contacts.map((contact) => normalizeEmail(contact.email)))];
  for (let start = 0; start < addresses.length; start += SUPPRESSION_CHUNK) {
    const rows = await executor
      .selectFrom("emailSuppressions")
      .select(["emailNormalized", "reason"])
      .where("emailNormalized", "in", addresses.slice(start, start + SUPPRESSION_CHUNK))
      .where((eb) => eb.or([eb("hostId", "is", null), eb("hostId", "=", hostId)]))
      .execute();
    for (const row of rows) if (!suppressed.has(row.emailNormalized)) suppressed.set(row.emailNormalized, row.reason);
    await setImmediate();
  }
  const heldBack = new Map<number, ContactHeldBack>();
  for (const contact of contacts) {
    const address = normalizeEmail(contact.email);
    const reason = registeredSet.has(address) ? "already_registered" : invitedSet.has(address) ? "already_invited" : suppressed.get(address);
    if (reason) heldBack.set(contact.line, reason);
  }
  return heldBack;
}

/**
 * Contacts invited per round: one insert of their invitations, one of their e-mails, then a turn
 * of the event loop. better-sqlite3 runs each statement synchronously, so without those turns
 * (here and between the address checks) a large import would hold every other request.
 */
const INVITE_BATCH = 100;

/**
 * Invites contacts from an imported file to the host's event, all in one transaction: each is
 * invited as by createInvitation (greeted by first name), except those the event already has and
 * addresses the host may not mail, which are held back and reported. With `dryRun` nothing is
 * written: only what would be held back is told. Not found when the event is not the host's.
 */
export async function inviteContacts({
  hostId,
  eventId,
  contacts,
  title,
  origin,
  dryRun = false,
}: {
  hostId: number;
  eventId: number;
  contacts: ImportedContact[];
  title?: string | null;
  origin: string;
  dryRun?: boolean;
}): Promise<InviteContactsResult> {
  const run = async (executor: Kysely<Database>): Promise<InviteContactsResult> => {
    const event = await findInvitingEvent(executor, { hostId, eventId });
    if (!event) return { status: "not_found" };
    const heldBack = await contactsHeldBack(executor, { hostId, eventId, contacts });
    const invited = new Map<number, number>();
    if (dryRun) return { status: "done", invited, heldBack };
    const letter = invitationLetter(event, title);
    const createdAt = nowIso();
    const welcome = contacts.filter((contact) => !heldBack.has(contact.line));
    for (let start = 0; start < welcome.length; start += INVITE_BATCH) {
      const batch = welcome.slice(start, start + INVITE_BATCH).map((contact) => ({ contact, address: contact.email.trim(), token: randomToken(24) }));
      const rows = await executor
        .insertInto("invitations")
        .values(
          batch.map(({ address, token }) => ({ eventId, email: address, title: letter.headline, token, sentAt: null, acceptedAt: null, createdAt })),
        )
        .returning(["id", "token"])
        .execute();
      // Neither database promises RETURNING's order for a multi-row insert: each row is known by its token.
      const idOfToken = new Map(rows.map((row) => [row.token, row.id]));
      const messages = batch.map(({ contact, address, token }) => {
        const invitationId = idOfToken.get(token);
        if (invitationId === undefined) throw new Error("invitation was not stored");
        invited.set(contact.line, invitationId);
        return invitationMessage({ hostId, event, letter, address, token, invitationId, greetingName: contact.firstName, origin }).message;
      });
      if ((await enqueueOutboxMessages(messages, executor)) !== messages.length) throw new Error("invitation messages were not all queued");
      await setImmediate();
    }
    return { status: "done", invited, heldBack };
  };
  return dryRun ? run(db()) : writeTransaction(run);
}

/** The host's invitations, newest first, optionally for one event. */
export async function listInvitations({ hostId, eventId }: { hostId: number; eventId?: number }): Promise<Invitation[]> {
  let query = db()
    .selectFrom("invitations")
    .innerJoin("events", "events.id", "invitations.eventId")
    .selectAll("invitations")
    .where("events.hostId", "=", hostId);
  if (eventId !== undefined) query = query.where("invitations.eventId", "=", eventId);
  return query.orderBy("invitations.createdAt", "desc").orderBy("invitations.id", "desc").execute();
}
