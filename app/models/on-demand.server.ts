import type { OnDemandSessionKind, OnDemandSessionRow } from "../../db/schema/on-demand";
import { db, writeTransaction } from "~/utils/db.server";
import { isHostEvent } from "./event.server";
import { DAILY_TIME_PATTERN } from "~/contracts/on-demand-schedule";
import { nowIso } from "~/utils/tokens.server";

// Queries for on-demand sessions: an event's settings, its sessions and who took a seat in them.
// Host queries join events on host_id: another host's event is simply not found.

export interface OnDemandSettings {
  enabled: boolean;
  everyMinutes: number | null;
  dailyTimes: string[];
  upcomingCount: number;
}

export const DEFAULT_ON_DEMAND_SETTINGS: OnDemandSettings = { enabled: false, everyMinutes: 30, dailyTimes: [], upcomingCount: 4 };

function parseDailyTimes(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string" && DAILY_TIME_PATTERN.test(t)) : [];
  } catch {
    return [];
  }
}

function toSettings(row: { enabled: number; everyMinutes: number | null; dailyTimes: string; upcomingCount: number }): OnDemandSettings {
  return {
    enabled: row.enabled === 1,
    everyMinutes: row.everyMinutes,
    dailyTimes: parseDailyTimes(row.dailyTimes),
    upcomingCount: row.upcomingCount,
  };
}

/** The event's on-demand settings; null when the host never set them. */
export async function findOnDemandSettings({ eventId }: { eventId: number }): Promise<OnDemandSettings | null> {
  const row = await db()
    .selectFrom("onDemandSettings")
    .select(["enabled", "everyMinutes", "dailyTimes", "upcomingCount"])
    .where("eventId", "=", eventId)
    .executeTakeFirst();
  return row ? toSettings(row) : null;
}

/** The host's event (title and zone) with its on-demand settings (the defaults before any); null when not theirs. */
export async function findHostOnDemandEvent({ hostId, eventId }: { hostId: number; eventId: number }) {
  const row = await db()
    .selectFrom("events")
    .leftJoin("onDemandSettings", "onDemandSettings.eventId", "events.id")
    .select([
      "events.id",
      "events.title",
      "events.timezone",
      "onDemandSettings.enabled",
      "onDemandSettings.everyMinutes",
      "onDemandSettings.dailyTimes",
      "onDemandSettings.upcomingCount",
    ])
    .where("events.id", "=", eventId)
    .where("events.hostId", "=", hostId)
    .executeTakeFirst();
  if (!row) return null;
  const settings =
    row.enabled === null || row.dailyTimes === null || row.upcomingCount === null
      ? DEFAULT_ON_DEMAND_SETTINGS
      : toSettings({ enabled: row.enabled, everyMinutes: row.everyMinutes, dailyTimes: row.dailyTimes, upcomingCount: row.upcomingCount });
  return { event: { id: row.id, title: row.title, timezone: row.timezone }, settings };
}

/** Stores the host's settings for their event; false when the event is not theirs. */
export async function saveOnDemandSettings({ hostId, eventId, settings }: { hostId: number; eventId: number; settings: OnDemandSettings }) {
  const now = nowIso();
  const values = {
    enabled: settings.enabled ? 1 : 0,
    everyMinutes: settings.everyMinutes,
    dailyTimes: JSON.stringify(settings.dailyTimes),
    upcomingCount: settings.upcomingCount,
    updatedAt: now,
  };
  return writeTransaction(async (trx) => {
    if (!(await isHostEvent({ hostId, eventId, executor: trx }))) return false;
    await trx
      .insertInto("onDemandSettings")
      .values({ eventId, hostId, createdAt: now, ...values })
      .onConflict((oc) => oc.column("eventId").doUpdateSet(values))
      .execute();
    return true;
  });
}

export interface OnDemandSeat {
  seatId: number;
  sessionId: number;
  eventId: number;
  kind: OnDemandSessionKind;
  startsAt: string;
  registrationId: number;
  viewerId: number;
  joinedAt: string | null;
}

const seatColumns = [
  "onDemandSeats.id as seatId",
  "onDemandSessions.id as sessionId",
  "onDemandSessions.eventId",
  "onDemandSessions.kind",
  "onDemandSessions.startsAt",
  "onDemandSeats.registrationId",
  "onDemandSeats.viewerId",
  "onDemandSeats.joinedAt",
] as const;

function seats() {
  return db().selectFrom("onDemandSeats").innerJoin("onDemandSessions", "onDemandSessions.id", "onDemandSeats.sessionId").select(seatColumns);
}

/**
 * Seats the registrant in the event's session starting at `startsAt` (made now unless someone
 * picked that moment before: they share it). Picking the same session twice keeps one seat;
 * `created` says whether this call made it. Safe under concurrent picks.
 */
export async function takeOnDemandSeat({
  eventId,
  kind,
  startsAt,
  registrationId,
  viewerId,
}: {
  eventId: number;
  kind: OnDemandSessionKind;
  startsAt: string;
  registrationId: number;
  viewerId: number;
}): Promise<{ seat: OnDemandSeat; created: boolean }> {
  const now = nowIso();
  return writeTransaction(async (trx) => {
    await trx
      .insertInto("onDemandSessions")
      .values({ eventId, kind, startsAt, createdAt: now })
      .onConflict((oc) => oc.columns(["eventId", "startsAt"]).doNothing())
      .execute();
    const session = await trx
      .selectFrom("onDemandSessions")
      .select("id")
      .where("eventId", "=", eventId)
      .where("startsAt", "=", startsAt)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto("onDemandSeats")
      .values({ sessionId: session.id, registrationId, viewerId, createdAt: now })
      .onConflict((oc) => oc.columns(["sessionId", "registrationId"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    const seat = await trx
      .selectFrom("onDemandSeats")
      .innerJoin("onDemandSessions", "onDemandSessions.id", "onDemandSeats.sessionId")
      .select(seatColumns)
      .where("onDemandSeats.sessionId", "=", session.id)
      .where("onDemandSeats.registrationId", "=", registrationId)
      .executeTakeFirstOrThrow();
    return { seat, created: inserted !== undefined };
  });
}

/** The registrant's seat in one of the event's sessions; null when they have none there. */
export async function findOnDemandSeat({
  eventId,
  sessionId,
  registrationId,
}: {
  eventId: number;
  sessionId: number;
  registrationId: number;
}): Promise<OnDemandSeat | null> {
  const row = await seats()
    .where("onDemandSessions.id", "=", sessionId)
    .where("onDemandSessions.eventId", "=", eventId)
    .where("onDemandSeats.registrationId", "=", registrationId)
    .executeTakeFirst();
  return row ?? null;
}

/** The registrant's seats in sessions starting after `startsAfter` (those still worth showing), earliest first. */
export async function listRegistrantSeats({ registrationId, startsAfter }: { registrationId: number; startsAfter: string }): Promise<OnDemandSeat[]> {
  return seats()
    .where("onDemandSeats.registrationId", "=", registrationId)
    .where("onDemandSessions.startsAt", ">", startsAfter)
    .orderBy("onDemandSessions.startsAt")
    .execute();
}

/**
 * The viewer's seat in a session of the event that started between `startedAfter` and `startedBy`
 * (one playing now), the latest first, with the registrant's token (for the session's address).
 */
export async function findPlayingSeatOfViewer({
  viewerId,
  eventId,
  startedAfter,
  startedBy,
}: {
  viewerId: number;
  eventId: number;
  startedAfter: string;
  startedBy: string;
}): Promise<(OnDemandSeat & { accessToken: string }) | null> {
  const row = await seats()
    .innerJoin("registrations", "registrations.id", "onDemandSeats.registrationId")
    .select("registrations.accessToken")
    .where("onDemandSeats.viewerId", "=", viewerId)
    .where("onDemandSessions.eventId", "=", eventId)
    .where("onDemandSessions.startsAt", ">", startedAfter)
    .where("onDemandSessions.startsAt", "<=", startedBy)
    .orderBy("onDemandSessions.startsAt", "desc")
    .executeTakeFirst();
  return row ?? null;
}

/** Records the registrant's first opening of the session. */
export async function markSeatJoined({ seatId, now = new Date() }: { seatId: number; now?: Date }) {
  await db()
    .updateTable("onDemandSeats")
    .set({ joinedAt: nowIso(now) })
    .where("id", "=", seatId)
    .where("joinedAt", "is", null)
    .execute();
}

/** The viewers seated in a session: the chat of the session reaches them (and the host). */
export async function listSessionViewerIds({ sessionId }: { sessionId: number }): Promise<number[]> {
  const rows = await db().selectFrom("onDemandSeats").select("viewerId").where("sessionId", "=", sessionId).execute();
  return [...new Set(rows.map((row) => row.viewerId))];
}

/** One of the host's on-demand sessions; null when not theirs. */
export async function findHostOnDemandSession({ hostId, sessionId }: { hostId: number; sessionId: number }): Promise<OnDemandSessionRow | null> {
  const row = await db()
    .selectFrom("onDemandSessions")
    .innerJoin("events", "events.id", "onDemandSessions.eventId")
    .selectAll("onDemandSessions")
    .where("onDemandSessions.id", "=", sessionId)
    .where("events.hostId", "=", hostId)
    .executeTakeFirst();
  return row ?? null;
}

export interface HostOnDemandSession {
  id: number;
  kind: OnDemandSessionKind;
  startsAt: string;
  seats: number;
  joined: number;
  messages: number;
}

/** The host's event's sessions starting after `startsAfter`, newest first, with their seats, who came, and their chat's size. */
export async function listHostOnDemandSessions({
  hostId,
  eventId,
  startsAfter,
  limit = 50,
}: {
  hostId: number;
  eventId: number;
  startsAfter: string;
  limit?: number;
}): Promise<HostOnDemandSession[]> {
  const rows = await db()
    .selectFrom("onDemandSessions")
    .innerJoin("events", "events.id", "onDemandSessions.eventId")
    .select((eb) => [
      "onDemandSessions.id",
      "onDemandSessions.kind",
      "onDemandSessions.startsAt",
      eb
        .selectFrom("onDemandSeats")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .whereRef("onDemandSeats.sessionId", "=", "onDemandSessions.id")
        .as("seats"),
      eb
        .selectFrom("onDemandSeats")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .whereRef("onDemandSeats.sessionId", "=", "onDemandSessions.id")
        .where("onDemandSeats.joinedAt", "is not", null)
        .as("joined"),
      eb
        .selectFrom("chatMessages")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .whereRef("chatMessages.onDemandSessionId", "=", "onDemandSessions.id")
        .where("chatMessages.viewerId", "is not", null)
        .as("messages"),
    ])
    .where("onDemandSessions.eventId", "=", eventId)
    .where("events.hostId", "=", hostId)
    .where("onDemandSessions.startsAt", ">", startsAfter)
    .orderBy("onDemandSessions.startsAt", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    startsAt: row.startsAt,
    seats: Number(row.seats ?? 0),
    joined: Number(row.joined ?? 0),
    messages: Number(row.messages ?? 0),
  }));
}

/** The event's on-demand figures, apart from the live ones: seats taken, registrants who came, and their chat. */
export async function countOnDemandFigures({ eventId }: { eventId: number }) {
  const row = await db()
    .selectFrom("onDemandSeats")
    .innerJoin("onDemandSessions", "onDemandSessions.id", "onDemandSeats.sessionId")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("seats"),
      eb.fn.count<number | string>("onDemandSeats.joinedAt").as("joined"),
      eb.fn.count<number | string>("onDemandSeats.sessionId").distinct().as("sessions"),
    ])
    .where("onDemandSessions.eventId", "=", eventId)
    .executeTakeFirstOrThrow();
  return { seats: Number(row.seats), joined: Number(row.joined), sessions: Number(row.sessions) };
}
