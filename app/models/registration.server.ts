import { sql, type Kysely } from "kysely";
import type { Database } from "../../db";
import type { CustomerType, RegistrationRow } from "../../db/schema/product";
import type { RegistrationEntry, RegistrationReceipt } from "~/contracts/registrations";
import type { RegistrationInput } from "~/schemas/registration";
import { db } from "~/utils/db.server";
import { formatInZone } from "~/utils/zone-format";
import { nowIso, randomToken } from "~/utils/tokens.server";
import { withEmailProof } from "~/utils/link-proofs.server";
import { containsText } from "./event.server";
import { getConfig } from "~/utils/config.server";
import { isPostgres, writeTransaction } from "~/utils/db.server";
import { queueRegistrationDigest } from "./host-notice.server";
import { enqueueOutboxMessage, queuedSince } from "./outbox.server";
import { takeRateLimit } from "./rate-limit.server";
import { normalizeEmail } from "./user.server";
import { afterKey, type PageKey } from "~/utils/pagination.server";

/** Registrations per client IP in 10 minutes: the same allowance as the watch page's (VIEWER_REGISTER_LIMIT). */
export const registrationRateLimit = () => ({ bucket: "event-registration", limit: getConfig().VIEWER_REGISTER_LIMIT, windowMs: 10 * 60_000 });
/** A repeated registration re-sends the personal link, at most this often. */
const CONFIRMATION_RESEND_MS = 15 * 60_000;

/** A registration as the app reads it. Its `accessToken` is only ever sent to the registrant's own address. */
export type Registration = Pick<
  RegistrationRow,
  | "id"
  | "eventId"
  | "firstName"
  | "lastName"
  | "email"
  | "company"
  | "jobTitle"
  | "phone"
  | "questions"
  | "timezone"
  | "accessToken"
  | "customerType"
  | "registeredAt"
> & { smsConsent: boolean };

/** A registrant as the host's lists show them: what the API shows (RegistrationEntry), with what only the app's pages read. */
export type RegistrationListItem = Omit<RegistrationEntry, "lifetimeValue"> & {
  /** The event's zone: a host reads the registration's time there. */
  eventTimezone: string;
  phone: string | null;
  /** The larger of the stored (imported) value and the net revenue of the person's purchases in US dollars. */
  lifetimeValueCents: number;
  /** The host's purchases under this e-mail that still count (net of refunds, per currency). */
  purchases: BuyerPurchases;
};

/** A registrant as GET /api/registrations shows them: no phone nor purchases, the lifetime value in dollars. */
export function toRegistrationEntry(item: RegistrationListItem): RegistrationEntry {
  return {
    id: item.id,
    eventId: item.eventId,
    eventTitle: item.eventTitle,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    avatar: item.avatar,
    registeredAt: item.registeredAt,
    timezone: item.timezone,
    jobTitle: item.jobTitle,
    company: item.company,
    customerType: item.customerType,
    lifetimeValue: item.lifetimeValueCents / 100,
  };
}

export interface BuyerPurchases {
  count: number;
  /** Net revenue per currency, largest first. */
  totals: { currency: string; cents: number }[];
  lastPurchasedAt: string | null;
}

const NO_PURCHASES: BuyerPurchases = { count: 0, totals: [], lastPurchasedAt: null };

/**
 * The host's purchases per buyer e-mail (normalized): how many, net revenue per currency, the
 * latest. A refunded purchase counts only while some of its amount remains.
 */
export async function purchasesByBuyer({ hostId }: { hostId: number }): Promise<Map<string, BuyerPurchases>> {
  const rows = await db()
    .selectFrom("purchases")
    .select((eb) => [
      "emailNormalized",
      "currency",
      eb.fn.sum<number>(eb("amountCents", "-", eb.ref("refundedCents"))).as("cents"),
      eb.fn.countAll<number>().as("count"),
      eb.fn.max("purchasedAt").as("lastPurchasedAt"),
    ])
    .where("hostId", "=", hostId)
    .where((eb) => eb(eb("amountCents", "-", eb.ref("refundedCents")), ">", 0))
    .groupBy(["emailNormalized", "currency"])
    .execute();
  const byBuyer = new Map<string, BuyerPurchases>();
  for (const row of rows) {
    const entry = byBuyer.get(row.emailNormalized) ?? { count: 0, totals: [], lastPurchasedAt: null };
    entry.count += Number(row.count);
    entry.totals.push({ currency: row.currency, cents: Number(row.cents ?? 0) });
    entry.totals.sort((a, b) => b.cents - a.cents);
    if (row.lastPurchasedAt && (!entry.lastPurchasedAt || row.lastPurchasedAt > entry.lastPurchasedAt)) entry.lastPurchasedAt = row.lastPurchasedAt;
    byBuyer.set(row.emailNormalized, entry);
  }
  return byBuyer;
}

export type RegisterResult =
  /** requireAuthentication: the event confirms addresses first (its links go by e-mail only). */
  | { status: "created" | "existing"; registration: Registration; requireAuthentication: boolean }
  | { status: "not_found" }
  | { status: "full" }
  | { status: "rate_limited"; retryAfterSeconds: number };

function toRegistration(row: RegistrationRow): Registration {
  return {
    id: row.id,
    eventId: row.eventId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    jobTitle: row.jobTitle,
    phone: row.phone,
    questions: row.questions,
    timezone: row.timezone,
    accessToken: row.accessToken,
    customerType: row.customerType,
    smsConsent: Boolean(row.smsConsent),
    registeredAt: row.registeredAt,
  };
}

/**
 * The answer to a registration call, built from what the caller sent: the same for a new and a
 * known e-mail, so knowing someone's address reveals neither their details nor that they registered.
 */
export function toReceipt(eventId: number, submitted: Pick<RegistrationInput, "firstName" | "lastName" | "email" | "timezone">): RegistrationReceipt {
  const { firstName, lastName, email, timezone } = submitted;
  return { eventId, firstName, lastName, email, timezone };
}

/** "AL" for Ada Lovelace; works for letters outside the Basic Multilingual Plane too. */
export function initialsOf(firstName: string, lastName: string) {
  const first = Array.from(firstName.trim())[0] ?? "";
  const last = Array.from(lastName.trim())[0] ?? "";
  return `${first}${last}`.toUpperCase() || "?";
}

/** A registrant's own page of the event: the room while live, the replay after. */
export const registrationWatchPath = (eventId: number, accessToken: string) => `/watch/${eventId}/${accessToken}`;

/** The personal link of a registration as e-mails carry it: opening it confirms the address. */
export function registrationLink(origin: string, eventId: number, accessToken: string) {
  return withEmailProof(`${origin}${registrationWatchPath(eventId, accessToken)}`, accessToken);
}

/** The page where a registrant gives up their seat (opening it changes nothing: it asks first). */
export const cancelRegistrationPath = (eventId: number, accessToken: string) => `/cancel-registration/${eventId}/${accessToken}`;

/**
 * Queues the e-mail that carries a registrant's personal link: the confirmation of a registration,
 * or the link again when the registrant asks for it ("Lost your link?").
 */
export async function queuePersonalLinkMail(
  trx: Kysely<Database>,
  {
    kind,
    event,
    registration,
    origin,
  }: {
    kind: "registration_confirmation" | "personal_link";
    event: { id: number; hostId: number; title: string; scheduledAt: string };
    registration: Pick<Registration, "id" | "email" | "firstName" | "timezone" | "accessToken">;
    origin: string;
  },
) {
  const link = registrationLink(origin, event.id, registration.accessToken);
  const startTime = formatInZone(event.scheduledAt, registration.timezone);
  const resend = kind === "personal_link";
  await enqueueOutboxMessage(
    {
      hostId: event.hostId,
      kind,
      toAddress: registration.email,
      subject: resend ? `Your link for ${event.title}` : `You're registered: ${event.title}`,
      bodyText:
        `Hi ${registration.firstName},\n\n` +
        (resend ? `Here is your personal link for "${event.title}", as you asked.\n` : `You're registered for "${event.title}".\n`) +
        `Starts: ${startTime}\n\n` +
        `Your personal link (keep it to yourself, it is your seat):\n${link}\n` +
        (resend ? `\nDid not ask for it? Nothing to do: the link is still only yours.\n` : ""),
      payload: { link, startTime, eventTitle: event.title, firstName: registration.firstName },
      eventId: event.id,
      registrationId: registration.id,
    },
    trx,
  );
}

async function countRegistrations(trx: Kysely<Database>, eventId: number) {
  const { n } = await trx
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("eventId", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function acceptInvitation(trx: Kysely<Database>, eventId: number, emailNormalized: string, token: string | null) {
  if (!token) return;
  await trx
    .updateTable("invitations")
    .set({ acceptedAt: nowIso() })
    .where("token", "=", token)
    .where("eventId", "=", eventId)
    .where(sql<string>`lower(${sql.ref("email")})`, "=", emailNormalized)
    .where("acceptedAt", "is", null)
    .execute();
}

/**
 * A public registration for an event. The same e-mail (any letter case) registering again gets
 * its existing registration back (and its link re-sent to that address, at most every 15
 * minutes); callers answer both the same. The attendee cap holds under concurrency: the count and the insert run in one
 * transaction that holds the write lock (SQLite) or a row lock on the event (PostgreSQL).
 * The personal link goes out by e-mail through the outbox; whether the caller may show it too is eventLinkOnRegistration's rule.
 */
export async function registerForEvent({
  eventId,
  input,
  ip,
  origin = "",
  now = new Date(),
  alsoRecord,
}: {
  eventId: number;
  input: RegistrationInput;
  ip: string;
  /** Scheme and host for the personal link in the confirmation, e.g. https://showup.example. */
  origin?: string;
  now?: Date;
  /** Runs in the same transaction once a new registration is stored (its webhook deliveries). */
  alsoRecord?: (trx: Kysely<Database>, registration: Registration) => Promise<void>;
}): Promise<RegisterResult> {
  const limit = await takeRateLimit({ ...registrationRateLimit(), key: ip, now });
  if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

  const emailNormalized = normalizeEmail(input.email);
  return writeTransaction(async (trx): Promise<RegisterResult> => {
    const event = await trx
      .selectFrom("events")
      .select(["id", "hostId", "title", "scheduledAt", "maxAttendees", "requireAuthentication"])
      .where("id", "=", eventId)
      .where("isPublic", "=", 1)
      .where("status", "!=", "draft")
      .$if(isPostgres(), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!event) return { status: "not_found" };

    const existing = await trx
      .selectFrom("registrations")
      .selectAll()
      .where("eventId", "=", eventId)
      .where("emailNormalized", "=", emailNormalized)
      .executeTakeFirst();
    // Full is full for everyone, seated or not, so the answer never tells who registered; a
    // seated registrant still gets their link again by e-mail.
    const full = event.maxAttendees !== null && (await countRegistrations(trx, eventId)) >= event.maxAttendees;
    if (existing) {
      const registration = toRegistration(existing);
      await acceptInvitation(trx, eventId, emailNormalized, input.invitationToken);
      const since = new Date(now.getTime() - CONFIRMATION_RESEND_MS);
      if (!(await queuedSince({ registrationId: registration.id, kind: "registration_confirmation", since }, trx))) {
        await queuePersonalLinkMail(trx, { kind: "registration_confirmation", event, registration, origin });
      }
      return full ? { status: "full" } : { status: "existing", registration, requireAuthentication: Boolean(event.requireAuthentication) };
    }
    if (full) return { status: "full" };

    const row = await trx
      .insertInto("registrations")
      .values({
        eventId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        emailNormalized,
        company: input.company,
        jobTitle: input.jobTitle,
        phone: input.phone,
        questions: input.questions,
        timezone: input.timezone,
        accessToken: randomToken(24),
        smsConsent: input.smsConsent ? 1 : 0,
        registeredAt: nowIso(now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const registration = toRegistration(row);
    await acceptInvitation(trx, eventId, emailNormalized, input.invitationToken);
    await queuePersonalLinkMail(trx, { kind: "registration_confirmation", event, registration, origin });
    await queueRegistrationDigest({ hostId: event.hostId, eventId, eventTitle: event.title, now }, trx);
    await alsoRecord?.(trx, registration);
    return { status: "created", registration, requireAuthentication: Boolean(event.requireAuthentication) };
  });
}

/** A registration by its personal token, for the watch page; null when it does not match. */
export async function findRegistrationByAccessToken({ eventId, accessToken }: { eventId: number; accessToken: string }) {
  const row = await db()
    .selectFrom("registrations")
    .selectAll()
    .where("eventId", "=", eventId)
    .where("accessToken", "=", accessToken)
    .executeTakeFirst();
  return row ? { ...toRegistration(row), emailConfirmed: row.emailConfirmedAt !== null } : null;
}

/** Records that the registrant opened a link that came by e-mail (the first time counts). */
export async function confirmRegistrationEmail({ registrationId, now = new Date() }: { registrationId: number; now?: Date }) {
  await db()
    .updateTable("registrations")
    .set({ emailConfirmedAt: nowIso(now) })
    .where("id", "=", registrationId)
    .where("emailConfirmedAt", "is", null)
    .execute();
}

/**
 * The host's registrations, newest first. customerType: a stored vip or premium stays; otherwise
 * "returning" when the same e-mail registered earlier for another of this host's events; else the
 * stored type ("new"). Purchases: the host's recorded purchases by that e-mail, net of refunds.
 */
export async function listRegistrations({
  hostId,
  eventId,
  search,
  customerType,
  since,
  after,
  limit,
}: {
  hostId: number;
  eventId?: number;
  search?: string;
  customerType?: CustomerType;
  /** Registered at or after this ISO moment. */
  since?: string;
  /** The rows after this page key (newest first). */
  after?: PageKey | null;
  limit?: number;
}): Promise<RegistrationListItem[]> {
  let query = db()
    .selectFrom("registrations as r")
    .innerJoin("events as e", "e.id", "r.eventId")
    .select([
      "r.id",
      "r.eventId",
      "e.title as eventTitle",
      "e.timezone as eventTimezone",
      "r.firstName",
      "r.lastName",
      "r.email",
      "r.registeredAt",
      "r.timezone",
      "r.jobTitle",
      "r.company",
      "r.phone",
      "r.customerType",
      "r.lifetimeValueCents",
      "r.emailNormalized",
    ])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom("registrations as earlier")
            .innerJoin("events as earlierEvent", "earlierEvent.id", "earlier.eventId")
            .select(sql<number>`1`.as("one"))
            .where("earlierEvent.hostId", "=", hostId)
            .whereRef("earlier.emailNormalized", "=", "r.emailNormalized")
            .whereRef("earlier.eventId", "!=", "r.eventId")
            .whereRef("earlier.registeredAt", "<", "r.registeredAt"),
        )
        .as("isReturning"),
    ])
    .where("e.hostId", "=", hostId);
  if (eventId !== undefined) query = query.where("r.eventId", "=", eventId);
  const text = search?.trim();
  if (text) query = query.where(containsText(["r.firstName", "r.lastName", "r.email", "r.company", "e.title"], text));
  if (since) query = query.where("r.registeredAt", ">=", since);
  if (after) query = query.where(afterKey("r.registeredAt", "r.id", after, "desc"));
  query = query.orderBy("r.registeredAt", "desc").orderBy("r.id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  const [rows, buyers] = await Promise.all([query.execute(), purchasesByBuyer({ hostId })]);

  const items = rows.map((row): RegistrationListItem => {
    const purchases = buyers.get(row.emailNormalized) ?? NO_PURCHASES;
    const usd = purchases.totals.find((total) => total.currency === "USD")?.cents ?? 0;
    const stored = row.customerType;
    const type: CustomerType = stored === "vip" || stored === "premium" ? stored : row.isReturning ? "returning" : stored;
    return {
      id: row.id,
      eventId: row.eventId,
      eventTitle: row.eventTitle,
      eventTimezone: row.eventTimezone,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      avatar: initialsOf(row.firstName, row.lastName),
      registeredAt: row.registeredAt,
      timezone: row.timezone,
      jobTitle: row.jobTitle,
      company: row.company,
      phone: row.phone,
      customerType: type,
      lifetimeValueCents: Math.max(usd, row.lifetimeValueCents),
      purchases,
    };
  });
  return customerType ? items.filter((item) => item.customerType === customerType) : items;
}

/** A viewer's registration (their personal link's): the zone they gave and their event link's token; null for a viewer without one. */
export async function viewerRegistration({ viewerId }: { viewerId: number }) {
  const row = await db()
    .selectFrom("viewers")
    .innerJoin("registrations", "registrations.id", "viewers.registrationId")
    .select(["registrations.timezone", "registrations.eventId", "registrations.accessToken"])
    .where("viewers.id", "=", viewerId)
    .executeTakeFirst();
  return row ?? null;
}

/** What the cancel link of a registration shows: whose seat, for which event, and whether it can still be given up. */
export interface RegistrationToCancel {
  id: number;
  eventId: number;
  email: string;
  firstName: string;
  lastName: string;
  hostId: number;
  eventTitle: string;
  eventScheduledAt: string;
  eventTimezone: string;
  hostName: string;
  /** The event has taken place: its seat is history, not something to give up. */
  eventOver: boolean;
}

function registrationToCancelQuery(executor: Kysely<Database>, { eventId, accessToken }: { eventId: number; accessToken: string }) {
  return executor
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.eventId")
    .innerJoin("users", "users.id", "events.hostId")
    .select([
      "registrations.id",
      "registrations.eventId",
      "registrations.email",
      "registrations.firstName",
      "registrations.lastName",
      "registrations.timezone",
      "events.hostId",
      "events.title as eventTitle",
      "events.scheduledAt as eventScheduledAt",
      "events.status as eventStatus",
      "events.hostName",
      "users.firstName as hostFirstName",
      "users.lastName as hostLastName",
    ])
    .where("registrations.eventId", "=", eventId)
    .where("registrations.accessToken", "=", accessToken);
}

type RegistrationToCancelRow = NonNullable<Awaited<ReturnType<ReturnType<typeof registrationToCancelQuery>["executeTakeFirst"]>>>;

const toRegistrationToCancel = (row: RegistrationToCancelRow): RegistrationToCancel => ({
  id: row.id,
  eventId: row.eventId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  hostId: row.hostId,
  eventTitle: row.eventTitle,
  eventScheduledAt: row.eventScheduledAt,
  eventTimezone: row.timezone,
  hostName: row.hostName || `${row.hostFirstName} ${row.hostLastName}`.trim(),
  eventOver: row.eventStatus === "completed",
});

/** The registration a cancel link names, or null (an unknown link, or a seat already given up). */
export async function findRegistrationToCancel(link: { eventId: number; accessToken: string }) {
  const row = await registrationToCancelQuery(db(), link).executeTakeFirst();
  return row ? toRegistrationToCancel(row) : null;
}

/** A viewer (of one of the event's streams) whose personal link a cancelled seat took back. */
export interface ViewerOfCancelledSeat {
  viewerId: number;
  streamRowId: number;
}

export type CancelRegistrationResult =
  | { status: "cancelled"; registration: RegistrationToCancel; viewers: ViewerOfCancelledSeat[] }
  | { status: "event_over"; registration: RegistrationToCancel }
  | { status: "not_found" };

/**
 * Gives up a registrant's seat: their messages still waiting (reminders, e-mail and SMS) are
 * cancelled and the registration deleted, so nothing more is sent and they no longer count. Their
 * purchases and visits stay, no longer tied to it. Their personal stream links (and the cookies
 * those links left) stop opening the room: each of their viewers gets a new token nobody was sent,
 * so their chat stays theirs while the seat is gone. Once the event is over, nothing changes.
 */
export async function cancelRegistration(
  link: { eventId: number; accessToken: string },
  /** Runs in the same transaction once the seat is given up (its webhook deliveries). */
  alsoRecord?: (trx: Kysely<Database>, registration: RegistrationToCancel) => Promise<void>,
): Promise<CancelRegistrationResult> {
  return writeTransaction(async (trx) => {
    const row = await registrationToCancelQuery(trx, link)
      .$if(isPostgres(), (query) => query.forUpdate("registrations"))
      .executeTakeFirst();
    if (!row) return { status: "not_found" };
    const registration = toRegistrationToCancel(row);
    if (registration.eventOver) return { status: "event_over", registration };
    await trx
      .updateTable("outboxMessages")
      .set({ status: "cancelled" })
      .where("registrationId", "=", registration.id)
      .where("status", "=", "pending")
      .execute();
    const viewers = await trx
      .selectFrom("viewers")
      .select(["id as viewerId", "streamId as streamRowId"])
      .where("registrationId", "=", registration.id)
      .execute();
    for (const { viewerId } of viewers)
      await trx
        .updateTable("viewers")
        .set({ uniqueId: randomToken(24), registrationId: null, passcodeProof: null })
        .where("id", "=", viewerId)
        .execute();
    await trx.deleteFrom("registrations").where("id", "=", registration.id).execute();
    await alsoRecord?.(trx, registration);
    return { status: "cancelled", registration, viewers };
  });
}
