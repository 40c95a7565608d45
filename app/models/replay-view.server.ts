// A registrant's use of the replay: each opening of their personal replay link (from which
// follow-up e-mail, when one sent it), and each page load's watch time and the minutes it played.
import type { ReplayViewMode } from "../../db/schema/replays";
import { db, isPostgres, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

export type { ReplayViewMode } from "../../db/schema/replays";

/** One opening of the link; a follow-up id that is not one of this event's is left out. */
export async function recordReplayLinkClick({
  eventId,
  registrationId,
  followUpId,
  now = new Date(),
}: {
  eventId: number;
  registrationId: number;
  followUpId: number | null;
  now?: Date;
}) {
  const followUp =
    followUpId === null
      ? null
      : await db().selectFrom("followUpConfigs").select("id").where("id", "=", followUpId).where("eventId", "=", eventId).executeTakeFirst();
  await db()
    .insertInto("replayLinkClicks")
    .values({ eventId, registrationId, followUpId: followUp?.id ?? null, clickedAt: nowIso(now) })
    .execute();
}

/** A page load's view, before anything played: its id is what the page's beacons add to. */
export async function startReplayView({
  eventId,
  registrationId,
  mode,
  now = new Date(),
}: {
  eventId: number;
  registrationId: number;
  mode: ReplayViewMode;
  now?: Date;
}) {
  const row = await db()
    .insertInto("replayViews")
    .values({ eventId, registrationId, mode, startedAt: nowIso(now), lastSeenAt: nowIso(now) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

function minutesOf(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isSafeInteger(n) && n >= 0) : [];
  } catch {
    return [];
  }
}

/**
 * Adds what a beacon reports to the registrant's view: seconds watched (never more than the time
 * since the last report allows, so a replayed or forged beacon cannot inflate it) and the minutes
 * played, merged. False when the view is not this registrant's of this event.
 */
export async function addReplayWatch({
  viewId,
  eventId,
  registrationId,
  seconds,
  minutes,
  now = new Date(),
}: {
  viewId: number;
  eventId: number;
  registrationId: number;
  seconds: number;
  minutes: number[];
  now?: Date;
}) {
  return writeTransaction(async (trx) => {
    const view = await trx
      .selectFrom("replayViews")
      .select(["id", "lastSeenAt", "startedAt", "watchedSeconds", "minutes"])
      .where("id", "=", viewId)
      .where("eventId", "=", eventId)
      .where("registrationId", "=", registrationId)
      .$if(isPostgres(), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!view) return false;
    const sinceLast = Math.max(0, Math.ceil((now.getTime() - Date.parse(view.lastSeenAt)) / 1000));
    // A page reports every 15 s: a little slack for a late timer, never a claim larger than the wall clock.
    const credited = Math.min(seconds, sinceLast + 5);
    const merged = [...new Set([...minutesOf(view.minutes), ...minutes])].sort((a, b) => a - b);
    await trx
      .updateTable("replayViews")
      .set({ watchedSeconds: view.watchedSeconds + credited, minutes: JSON.stringify(merged), lastSeenAt: nowIso(now) })
      .where("id", "=", view.id)
      .execute();
    return true;
  });
}

/** The personal replay link's token of the registrant behind a viewer of the event (null for a visitor without registration). */
export async function findViewerReplayToken({ viewerId, eventId }: { viewerId: number; eventId: number }) {
  const row = await db()
    .selectFrom("viewers")
    .innerJoin("registrations", "registrations.id", "viewers.registrationId")
    .select("registrations.accessToken")
    .where("viewers.id", "=", viewerId)
    .where("registrations.eventId", "=", eventId)
    .executeTakeFirst();
  return row?.accessToken ?? null;
}

/** Whether the viewer came through a registration of the event (the replay's media is for registrants). */
export async function isEventRegistrant({ viewerId, eventId }: { viewerId: number; eventId: number }) {
  return (await findViewerReplayToken({ viewerId, eventId })) !== null;
}

/** What the replay page's heading names: the event's title, host and zone. */
export async function findReplayEventHeading({ eventId }: { eventId: number }) {
  return (await db().selectFrom("events").select(["title", "hostName", "timezone"]).where("id", "=", eventId).executeTakeFirst()) ?? null;
}
