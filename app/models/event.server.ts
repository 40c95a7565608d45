import { sql, type ExpressionBuilder, type Kysely, type Selectable } from "kysely";
import type { Database } from "../../db";
import type { EventStatus, EventsTable } from "../../db/schema/product";
import { TITLE_MAX, type EventInput, type EventPatch, type EventStatusFilter } from "~/schemas/event";
import { db, writeTransaction } from "~/utils/db.server";
import type { MoneyTotal } from "~/utils/money";
import { nowIso } from "~/utils/tokens.server";
import { cancelPendingOutboxMessages } from "./outbox.server";
import { copyFollowUps, createDefaultFollowUps } from "./follow-up.server";
import { copyReminderConfigs, rescheduleReminderConfigs } from "./reminder.server";
import type { EventDetail, EventHeading, EventSummary, PublicEvent } from "~/contracts/events";

export type { EventDetail, EventSummary, PublicEvent };

/** Shown when an event has no cover image (spec: "fallback guitar emoji"). */
export const COVER_FALLBACK = "🎸";

export interface EventStats {
  totalEvents: number;
  liveNow: number;
  registrations: number;
  /** Net of refunds, one total per currency (never added across currencies). */
  revenue: MoneyTotal[];
}

type EventRow = Selectable<EventsTable> & { registrationCount: number | string | null; streamId: string | null };

export function endOf(event: { scheduledAt: string; durationMinutes: number }) {
  return new Date(new Date(event.scheduledAt).getTime() + event.durationMinutes * 60_000);
}

/**
 * The status to show: live while live; drafts stay drafts; completed when marked so, or once the
 * scheduled end has passed without the event being live; scheduled otherwise.
 */
export function effectiveStatus(event: { status: EventStatus; scheduledAt: string; durationMinutes: number }, now: Date = new Date()): EventStatus {
  if (event.status === "live" || event.status === "draft" || event.status === "completed") return event.status;
  return endOf(event).getTime() <= now.getTime() ? "completed" : "scheduled";
}

const flag = (value: boolean) => (value ? 1 : 0);

const eventHeading = (row: EventRow, now: Date): EventHeading => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  status: effectiveStatus(row, now),
  scheduledAt: row.scheduledAt,
  durationMinutes: row.durationMinutes,
});

function toSummary(row: EventRow, now: Date): EventSummary {
  return {
    ...eventHeading(row, now),
    coverImageUrl: row.coverImageUrl || COVER_FALLBACK,
    timezone: row.timezone,
    streamId: row.streamId ?? null,
    maxAttendees: row.maxAttendees,
    registrationCount: Number(row.registrationCount ?? 0),
  };
}

export function toEventDetail(row: EventRow, now: Date = new Date()): EventDetail {
  return {
    ...toSummary(row, now),
    hostName: row.hostName,
    hostBio: row.hostBio,
    registrationRequired: Boolean(row.registrationRequired),
    isPublic: Boolean(row.isPublic),
    requireAuthentication: Boolean(row.requireAuthentication),
    passcode: row.passcode,
    enableQa: Boolean(row.enableQa),
    enableChat: Boolean(row.enableChat),
    enablePolls: Boolean(row.enablePolls),
    enableRecording: Boolean(row.enableRecording),
    recordingLocation: row.recordingLocation,
    enableWaitingRoom: Boolean(row.enableWaitingRoom),
    muteMembersOnEntry: Boolean(row.muteMembersOnEntry),
    storedStatus: row.status,
    endsAt: endOf(row).toISOString(),
    wentLiveAt: row.wentLiveAt,
    endedAt: row.endedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Events with their registration count and the public id of their newest stream. */
function eventsWithExtras(executor: Kysely<Database>) {
  return executor
    .selectFrom("events")
    .selectAll("events")
    .select((eb) => [
      registrationCountOf(eb),
      eb
        .selectFrom("streams")
        .select("streams.streamId")
        .whereRef("streams.eventId", "=", "events.id")
        .whereRef("streams.hostId", "=", "events.hostId")
        .orderBy("streams.id", "desc")
        .limit(1)
        .as("streamId"),
    ]);
}

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case-insensitive substring match on any of the columns, the same on both databases. */
export function containsText(columns: string[], text: string) {
  const pattern = likePattern(text);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

function columnsFrom(input: EventPatch) {
  const values: Partial<Selectable<EventsTable>> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.category !== undefined) values.category = input.category;
  if (input.scheduledAt !== undefined) values.scheduledAt = input.scheduledAt;
  if (input.durationMinutes !== undefined) values.durationMinutes = input.durationMinutes;
  if (input.timezone !== undefined) values.timezone = input.timezone;
  if (input.maxAttendees !== undefined) values.maxAttendees = input.maxAttendees;
  if (input.registrationRequired !== undefined) values.registrationRequired = flag(input.registrationRequired);
  if (input.requireAuthentication !== undefined) values.requireAuthentication = flag(input.requireAuthentication);
  if (input.passcode !== undefined) values.passcode = input.passcode;
  if (input.enableQa !== undefined) values.enableQa = flag(input.enableQa);
  if (input.enableChat !== undefined) values.enableChat = flag(input.enableChat);
  if (input.enablePolls !== undefined) values.enablePolls = flag(input.enablePolls);
  if (input.enableRecording !== undefined) values.enableRecording = flag(input.enableRecording);
  if (input.recordingLocation !== undefined) values.recordingLocation = input.recordingLocation;
  if (input.enableWaitingRoom !== undefined) values.enableWaitingRoom = flag(input.enableWaitingRoom);
  if (input.muteMembersOnEntry !== undefined) values.muteMembersOnEntry = flag(input.muteMembersOnEntry);
  if (input.isPublic !== undefined) values.isPublic = flag(input.isPublic);
  if (input.hostName !== undefined) values.hostName = input.hostName;
  if (input.hostBio !== undefined) values.hostBio = input.hostBio;
  if (input.coverImageUrl !== undefined) values.coverImageUrl = input.coverImageUrl;
  if (input.status !== undefined) values.status = input.status;
  return values;
}

/** Whether the event is the host's: another host's event is as good as none. */
export async function isHostEvent({ hostId, eventId, executor = db() }: { hostId: number; eventId: number; executor?: Kysely<Database> }) {
  const row = await executor.selectFrom("events").select("id").where("id", "=", eventId).where("hostId", "=", hostId).executeTakeFirst();
  return row !== undefined;
}

async function findEvent(executor: Kysely<Database>, hostId: number, eventId: number, now: Date) {
  const row = await eventsWithExtras(executor).where("events.id", "=", eventId).where("events.hostId", "=", hostId).executeTakeFirst();
  return row ? toEventDetail(row, now) : null;
}

/** The host's event, or null when it does not exist or belongs to someone else. */
export async function getEvent({ hostId, eventId, now = new Date() }: { hostId: number; eventId: number; now?: Date }) {
  return findEvent(db(), hostId, eventId, now);
}

/** A new event, with the suggested follow-up e-mails (every way of creating one gets them). */
export async function createEvent({ hostId, input }: { hostId: number; input: EventInput }): Promise<EventDetail> {
  const now = nowIso();
  const id = await writeTransaction(async (trx) => {
    const row = await trx
      .insertInto("events")
      .values({ ...columnsFrom(input), hostId, title: input.title, scheduledAt: input.scheduledAt, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await createDefaultFollowUps({ eventId: row.id }, trx);
    return row.id;
  });
  const event = await getEvent({ hostId, eventId: id });
  if (!event) throw new Error(`event ${id} vanished after insert`);
  return event;
}

/**
 * The host's events, the latest start first. `search` matches title or description (any case);
 * `status` filters on the effective status.
 */
export async function listEvents({
  hostId,
  search,
  status,
  from,
  to,
  now = new Date(),
}: {
  hostId: number;
  search?: string;
  status?: EventStatusFilter;
  /** Start times from this ISO moment on, and before `to`. */
  from?: string;
  to?: string;
  now?: Date;
}): Promise<EventSummary[]> {
  let query = eventsWithExtras(db()).where("events.hostId", "=", hostId);
  const text = search?.trim();
  if (text) query = query.where(containsText(["events.title", "events.description"], text));
  if (from) query = query.where("events.scheduledAt", ">=", from);
  if (to) query = query.where("events.scheduledAt", "<", to);
  const rows = await query.orderBy("events.scheduledAt", "desc").orderBy("events.id", "desc").execute();
  const events = rows.map((row) => toSummary(row, now));
  return status && status !== "all" ? events.filter((event) => event.status === status) : events;
}

/**
 * Changes the host's event (a full input or only some fields); null when it is not the host's.
 * A new start time moves the reminders with it and drops reminders queued for the old time.
 */
export async function updateEvent({ hostId, eventId, input }: { hostId: number; eventId: number; input: EventPatch }): Promise<EventDetail | null> {
  const updated = await writeTransaction(async (trx) => {
    const current = await trx
      .selectFrom("events")
      .select(["id", "scheduledAt"])
      .where("id", "=", eventId)
      .where("hostId", "=", hostId)
      .executeTakeFirst();
    if (!current) return false;
    await trx
      .updateTable("events")
      .set({ ...columnsFrom(input), updatedAt: nowIso() })
      .where("id", "=", eventId)
      .where("hostId", "=", hostId)
      .execute();
    const moved = input.scheduledAt !== undefined && new Date(input.scheduledAt).getTime() !== new Date(current.scheduledAt).getTime();
    if (moved && input.scheduledAt) {
      await rescheduleReminderConfigs({ eventId, scheduledAt: input.scheduledAt }, trx);
      await cancelPendingOutboxMessages({ eventId, kind: "reminder" }, trx);
    }
    return true;
  });
  return updated ? getEvent({ hostId, eventId }) : null;
}

/**
 * Go Live / Stop stream: the event and every stream of it change together, in one transaction.
 * Stopping is not ending: a live event goes back to scheduled (a rehearsal before the start keeps
 * its registrations and reminders); only End event completes it. Null when not the host's.
 */
export async function setEventLive({ hostId, eventId, live }: { hostId: number; eventId: number; live: boolean }) {
  const now = nowIso();
  const updated = await writeTransaction(async (trx) => {
    const current = await trx.selectFrom("events").select(["status"]).where("id", "=", eventId).where("hostId", "=", hostId).executeTakeFirst();
    if (!current) return false;
    if (live) {
      await trx
        .updateTable("events")
        .set((eb) => ({ status: "live", wentLiveAt: eb.fn.coalesce("wentLiveAt", eb.val(now)), endedAt: null, updatedAt: now }))
        .where("id", "=", eventId)
        .execute();
    } else if (current.status === "live") {
      await trx.updateTable("events").set({ status: "scheduled", updatedAt: now }).where("id", "=", eventId).execute();
    }
    await setEventStreamsLive(trx, { hostId, eventId, live, now });
    return true;
  });
  return updated ? getEvent({ hostId, eventId }) : null;
}

/** End event: the event is completed, its streams stop and its pending reminders are cancelled. Null when not the host's. */
export async function endEvent({ hostId, eventId }: { hostId: number; eventId: number }) {
  const now = nowIso();
  const ended = await writeTransaction(async (trx) => {
    const result = await trx
      .updateTable("events")
      .set({ status: "completed", endedAt: now, updatedAt: now })
      .where("id", "=", eventId)
      .where("hostId", "=", hostId)
      .executeTakeFirst();
    if (!Number(result.numUpdatedRows)) return false;
    await setEventStreamsLive(trx, { hostId, eventId, live: false, now });
    await cancelPendingOutboxMessages({ eventId, kind: "reminder" }, trx);
    return true;
  });
  return ended ? getEvent({ hostId, eventId }) : null;
}

async function setEventStreamsLive(
  trx: Kysely<Database>,
  { hostId, eventId, live, now }: { hostId: number; eventId: number; live: boolean; now: string },
) {
  await trx
    .updateTable("streams")
    // Stop stream and End event stop a test of the stream too (a process running the test sees the flag drop).
    .set({ isLive: live ? 1 : 0, ...(live ? {} : { testLive: 0 }), status: live ? "active" : "idle", updatedAt: now })
    .where("eventId", "=", eventId)
    .where("hostId", "=", hostId)
    .execute();
}

/** A draft copy of the host's event titled "<title> (copy)", with its reminder settings and follow-up e-mails. */
export async function duplicateEvent({ hostId, eventId }: { hostId: number; eventId: number }): Promise<EventDetail | null> {
  const copyId = await writeTransaction(async (trx) => {
    const source = await trx.selectFrom("events").selectAll().where("id", "=", eventId).where("hostId", "=", hostId).executeTakeFirst();
    if (!source) return null;
    const suffix = " (copy)";
    const now = nowIso();
    const { id: _id, ...rest } = source;
    const { id } = await trx
      .insertInto("events")
      .values({
        ...rest,
        title: `${source.title.slice(0, TITLE_MAX - suffix.length)}${suffix}`,
        status: "draft",
        wentLiveAt: null,
        endedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await copyReminderConfigs({ fromEventId: eventId, toEventId: id, scheduledAt: source.scheduledAt }, trx);
    await copyFollowUps({ fromEventId: eventId, toEventId: id }, trx);
    return id;
  });
  return copyId === null ? null : getEvent({ hostId, eventId: copyId });
}

/**
 * Deletes the host's event with its registrations, reminders and invitations (cascade); its
 * stream is kept, unlinked. Messages not yet sent for it are cancelled. False when not the host's.
 */
export async function deleteEvent({ hostId, eventId }: { hostId: number; eventId: number }): Promise<boolean> {
  return writeTransaction(async (trx) => {
    if (!(await isHostEvent({ hostId, eventId, executor: trx }))) return false;
    await cancelPendingOutboxMessages({ eventId }, trx);
    await trx.deleteFrom("events").where("id", "=", eventId).where("hostId", "=", hostId).execute();
    return true;
  });
}

export function toPublicEvent(row: EventRow, now: Date = new Date()): PublicEvent {
  const registrationCount = Number(row.registrationCount ?? 0);
  const spotsLeft = row.maxAttendees === null ? null : Math.max(row.maxAttendees - registrationCount, 0);
  return {
    ...eventHeading(row, now),
    timezone: row.timezone,
    coverImageUrl: row.coverImageUrl || COVER_FALLBACK,
    hostName: row.hostName,
    hostBio: row.hostBio,
    registrationRequired: Boolean(row.registrationRequired),
    requireAuthentication: Boolean(row.requireAuthentication),
    maxAttendees: row.maxAttendees,
    spotsLeft,
    isFull: spotsLeft === 0,
  };
}

/** An event anyone may register for: it exists, is public and is not a draft; else null. */
export async function getPublicEvent({ eventId, now = new Date() }: { eventId: number; now?: Date }): Promise<PublicEvent | null> {
  const row = await eventsWithExtras(db())
    .where("events.id", "=", eventId)
    .where("events.isPublic", "=", 1)
    .where("events.status", "!=", "draft")
    .executeTakeFirst();
  return row ? toPublicEvent(row, now) : null;
}

/** Whether the account has created an event of its own. */
export async function hostHasEvents({ hostId }: { hostId: number }) {
  const row = await db().selectFrom("events").select("id").where("hostId", "=", hostId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The registrations on the host's events, each joined to its event. */
export function hostRegistrations(hostId: number) {
  return db().selectFrom("registrations").innerJoin("events", "events.id", "registrations.eventId").where("events.hostId", "=", hostId);
}

/** A select of an event's registration count, for queries of `events`. */
export function registrationCountOf(eb: ExpressionBuilder<Database, "events">) {
  return eb
    .selectFrom("registrations")
    .select(eb.fn.countAll<number>().as("n"))
    .whereRef("registrations.eventId", "=", "events.id")
    .as("registrationCount");
}

/** The events page's stat cards, computed from the database. */
export async function countEventStats({ hostId, now = new Date() }: { hostId: number; now?: Date }): Promise<EventStats> {
  const [events, registrations, revenue] = await Promise.all([
    db().selectFrom("events").select(["status", "scheduledAt", "durationMinutes"]).where("hostId", "=", hostId).execute(),
    hostRegistrations(hostId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom("purchases")
      .select((eb) => ["currency", eb.fn.sum<number>(eb(eb.ref("amountCents"), "-", eb.ref("refundedCents"))).as("cents")])
      .where("hostId", "=", hostId)
      .groupBy("currency")
      .orderBy("currency")
      .execute(),
  ]);
  return {
    totalEvents: events.length,
    liveNow: events.filter((event) => effectiveStatus(event, now) === "live").length,
    registrations: Number(registrations.n),
    revenue: revenue.map((row) => ({ currency: row.currency, cents: Number(row.cents) })),
  };
}
