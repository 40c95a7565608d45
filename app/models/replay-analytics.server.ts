// The rows behind an event's replay analytics: its replay views (replay and on-demand apart), its
// purchases by where they were made, and the clicks on its personal replay links. Every query is
// scoped to the host through the event.
import type { PurchaseAttribution, ReplayViewMode } from "../../db/schema/replays";
import { db } from "~/utils/db.server";

export interface ReplayViewRecord {
  registrationId: number | null;
  mode: ReplayViewMode;
  watchedSeconds: number;
  /** JSON array of the recording's minutes the view played. */
  minutes: string;
}

/** Every view of the event's replay and on-demand sessions, oldest first. */
export async function listReplayViews({ hostId, eventId }: { hostId: number; eventId: number }): Promise<ReplayViewRecord[]> {
  const rows = await db()
    .selectFrom("replayViews")
    .innerJoin("events", "events.id", "replayViews.eventId")
    .select(["replayViews.registrationId", "replayViews.mode", "replayViews.watchedSeconds", "replayViews.minutes"])
    .where("replayViews.eventId", "=", eventId)
    .where("events.hostId", "=", hostId)
    .orderBy("replayViews.id")
    .execute();
  return rows.map((row) => ({ ...row, watchedSeconds: Number(row.watchedSeconds) }));
}

export interface AttributionTotal {
  attribution: PurchaseAttribution;
  currency: string;
  purchases: number;
  /** What the purchases still bring in: amounts minus refunds. */
  netCents: number;
}

/**
 * The event's sales per attribution (live, replay, on-demand) and currency: how many and their net
 * revenue. As in the host's analytics, a purchase refunded in full no longer counts as a sale.
 */
export async function purchaseTotalsByAttribution({ hostId, eventId }: { hostId: number; eventId: number }): Promise<AttributionTotal[]> {
  const rows = await db()
    .selectFrom("purchases")
    .select((eb) => [
      "attribution",
      "currency",
      eb.fn.countAll<number | string>().as("purchases"),
      eb.fn.sum<number | string>(eb("amountCents", "-", eb.ref("refundedCents"))).as("netCents"),
    ])
    .where("eventId", "=", eventId)
    .where("hostId", "=", hostId)
    .where((eb) => eb("refundedCents", "<", eb.ref("amountCents")))
    .groupBy(["attribution", "currency"])
    .orderBy("attribution")
    .orderBy("currency")
    .execute();
  return rows.map((row) => ({
    attribution: row.attribution,
    currency: row.currency,
    purchases: Number(row.purchases),
    netCents: Number(row.netCents ?? 0),
  }));
}

export interface ReplayLinkClickCounts {
  /** Whether the clicks came from a follow-up e-mail's link. */
  fromFollowUp: boolean;
  clicks: number;
  registrants: number;
}

/** Clicks on the event's personal replay links, from follow-up e-mails and from elsewhere. */
export async function replayLinkClickCounts({ hostId, eventId }: { hostId: number; eventId: number }): Promise<ReplayLinkClickCounts[]> {
  const counts = (fromFollowUp: boolean) =>
    db()
      .selectFrom("replayLinkClicks")
      .innerJoin("events", "events.id", "replayLinkClicks.eventId")
      .select((eb) => [
        eb.fn.countAll<number | string>().as("clicks"),
        eb.fn.count<number | string>("replayLinkClicks.registrationId").distinct().as("registrants"),
      ])
      .where("replayLinkClicks.eventId", "=", eventId)
      .where("events.hostId", "=", hostId)
      .where("replayLinkClicks.followUpId", fromFollowUp ? "is not" : "is", null)
      .executeTakeFirstOrThrow()
      .then((row) => ({ fromFollowUp, clicks: Number(row.clicks), registrants: Number(row.registrants) }));
  return Promise.all([counts(true), counts(false)]);
}

/** Registrants who clicked a replay link, from anywhere (one registrant clicking an e-mail and a bookmark counts once). */
export async function replayLinkClickers({ hostId, eventId }: { hostId: number; eventId: number }): Promise<number> {
  const row = await db()
    .selectFrom("replayLinkClicks")
    .innerJoin("events", "events.id", "replayLinkClicks.eventId")
    .select((eb) => eb.fn.count<number | string>("replayLinkClicks.registrationId").distinct().as("registrants"))
    .where("replayLinkClicks.eventId", "=", eventId)
    .where("events.hostId", "=", hostId)
    .executeTakeFirstOrThrow();
  return Number(row.registrants);
}
