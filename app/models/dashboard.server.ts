import type { EventStatus } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { hostRegistrations, registrationCountOf } from "./event.server";
import type { MoneyTotal } from "~/utils/money";

// The host dashboard's queries (/dashboard). Every query is scoped to the host: events, streams and
// purchases by their host_id, everything below them through their event or stream.

/** What the onboarding checklist needs to know; each figure is a count of the host's own rows. */
export interface DashboardProgress {
  events: number;
  streams: number;
  /** Registrations on the host's events plus viewers of the host's streams. */
  registrations: number;
  /** Sessions that went live: live or ended events, live streams, or viewers who watched. */
  liveSessions: number;
}

const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

const countHostEvents = (hostId: number) =>
  db()
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("hostId", "=", hostId);

const countHostRegistrations = (hostId: number) => hostRegistrations(hostId).select((eb) => eb.fn.countAll<number>().as("n"));

/** Viewers of the host's streams who came without registering for an event. */
const hostUnregisteredViewers = (hostId: number) =>
  db()
    .selectFrom("viewers")
    .innerJoin("streams", "streams.id", "viewers.streamId")
    .where("streams.hostId", "=", hostId)
    .where("viewers.registrationId", "is", null);

export async function getDashboardProgress({ hostId }: { hostId: number }): Promise<DashboardProgress> {
  const [events, streams, registrations, viewers, liveEvents, attendance] = await Promise.all([
    countHostEvents(hostId).executeTakeFirstOrThrow(),
    db()
      .selectFrom("streams")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.coalesce(eb.fn.sum<number>("isLive"), eb.lit(0)).as("live")])
      .where("hostId", "=", hostId)
      .executeTakeFirstOrThrow(),
    countHostRegistrations(hostId).executeTakeFirstOrThrow(),
    hostUnregisteredViewers(hostId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    countHostEvents(hostId)
      .where((eb) => eb.or([eb("status", "in", ["live", "completed"]), eb("wentLiveAt", "is not", null)]))
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom("viewerAttendance")
      .innerJoin("streams", "streams.id", "viewerAttendance.streamId")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("streams.hostId", "=", hostId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    events: count(events.n),
    streams: count(streams.n),
    registrations: count(registrations.n) + count(viewers.n),
    liveSessions: count(liveEvents.n) + count(streams.live) + count(attendance.n),
  };
}

export interface DashboardEventRow {
  id: number;
  title: string;
  status: EventStatus;
  scheduledAt: string;
  durationMinutes: number;
  timezone: string;
  registrationCount: number;
}

function hostEvents(hostId: number) {
  return db()
    .selectFrom("events")
    .select(["events.id", "events.title", "events.status", "events.scheduledAt", "events.durationMinutes", "events.timezone"])
    .select(registrationCountOf)
    .where("events.hostId", "=", hostId);
}

const toEventRow = (row: Omit<DashboardEventRow, "registrationCount"> & { registrationCount: number | string | null }): DashboardEventRow => ({
  ...row,
  registrationCount: count(row.registrationCount),
});

/**
 * The host's events for the dashboard: live ones and those starting from `now` (soonest first),
 * then past ones (latest first), at most `limit` of each; plus how many events the host has.
 */
export async function listDashboardEvents({ hostId, now, limit }: { hostId: number; now: Date; limit: number }) {
  const at = now.toISOString();
  const [upcoming, past, total] = await Promise.all([
    hostEvents(hostId)
      .where((eb) => eb.or([eb("events.status", "=", "live"), eb("events.scheduledAt", ">=", at)]))
      .orderBy("events.scheduledAt", "asc")
      .orderBy("events.id", "asc")
      .limit(limit)
      .execute(),
    hostEvents(hostId)
      .where("events.status", "!=", "live")
      .where("events.scheduledAt", "<", at)
      .orderBy("events.scheduledAt", "desc")
      .orderBy("events.id", "desc")
      .limit(limit)
      .execute(),
    countHostEvents(hostId).executeTakeFirstOrThrow(),
  ]);
  return { upcoming: upcoming.map(toEventRow), past: past.map(toEventRow), total: count(total.n) };
}

/** The zone of the host's most recently created event, or null when the host has no event yet. */
export async function latestEventTimeZone({ hostId }: { hostId: number }): Promise<string | null> {
  const row = await db()
    .selectFrom("events")
    .select("timezone")
    .where("hostId", "=", hostId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.timezone ?? null;
}

/** Registrations on the host's events and viewers of the host's streams (not also registrants) in [from, to). */
export async function countRegistrationsBetween({ hostId, from, to }: { hostId: number; from: Date; to: Date }) {
  const [registrations, viewers] = await Promise.all([
    countHostRegistrations(hostId)
      .where("registrations.registeredAt", ">=", from.toISOString())
      .where("registrations.registeredAt", "<", to.toISOString())
      .executeTakeFirstOrThrow(),
    hostUnregisteredViewers(hostId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("viewers.createdAt", ">=", from.toISOString())
      .where("viewers.createdAt", "<", to.toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  return count(registrations.n) + count(viewers.n);
}

export interface EarningsTotals {
  /** Net revenue (amount minus refunds) per currency, all time and from `since` on. */
  totals: MoneyTotal[];
  sinceTotals: MoneyTotal[];
  purchaseCount: number;
  sinceCount: number;
}

/**
 * The host's net revenue per currency: all of it, and from `since` on. A refunded purchase still
 * counts (in the totals and the counts) only while some of its amount remains.
 */
export async function sumEarnings({ hostId, since }: { hostId: number; since: Date }): Promise<EarningsTotals> {
  const sinceIso = since.toISOString();
  const rows = await db()
    .selectFrom("purchases")
    .select((eb) => {
      const net = eb("amountCents", "-", eb.ref("refundedCents"));
      const recent = eb("purchasedAt", ">=", sinceIso);
      return [
        "currency",
        eb.fn.sum<number>(net).as("totalCents"),
        eb.fn.countAll<number>().as("purchaseCount"),
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(recent).then(net).else(0).end()), eb.lit(0)).as("sinceCents"),
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(recent).then(1).else(0).end()), eb.lit(0)).as("sinceCount"),
      ];
    })
    .where("hostId", "=", hostId)
    .where((eb) => eb(eb("amountCents", "-", eb.ref("refundedCents")), ">", 0))
    .groupBy("currency")
    .execute();
  const byCents = (a: MoneyTotal, b: MoneyTotal) => b.cents - a.cents;
  return {
    totals: rows.map((row) => ({ currency: row.currency, cents: count(row.totalCents) })).sort(byCents),
    sinceTotals: rows
      .map((row) => ({ currency: row.currency, cents: count(row.sinceCents) }))
      .filter((t) => t.cents > 0)
      .sort(byCents),
    purchaseCount: rows.reduce((sum, row) => sum + count(row.purchaseCount), 0),
    sinceCount: rows.reduce((sum, row) => sum + count(row.sinceCount), 0),
  };
}

export type ActivityRow =
  | { kind: "registration"; at: string; name: string; subject: string; eventId: number | null }
  | { kind: "chat"; at: string; name: string; subject: string; message: string; eventId: number | null }
  | { kind: "live"; at: string; subject: string; eventId: number }
  | {
      kind: "purchase";
      at: string;
      /** The offer's title when the purchase paid for an offer, else the product name. */
      productName: string;
      amountCents: number;
      refundedCents: number;
      currency: string;
      subject: string | null;
      eventId: number | null;
    };

/** The newest `limit` of each kind of activity on the host's events and streams (merged by the caller). */
export async function listRecentActivity({ hostId, limit }: { hostId: number; limit: number }): Promise<ActivityRow[]> {
  const [registrations, viewers, messages, live, purchases] = await Promise.all([
    hostRegistrations(hostId)
      .select(["registrations.firstName", "registrations.lastName", "registrations.registeredAt", "events.title", "events.id as eventId"])
      .orderBy("registrations.registeredAt", "desc")
      .orderBy("registrations.id", "desc")
      .limit(limit)
      .execute(),
    hostUnregisteredViewers(hostId)
      .select(["viewers.firstName", "viewers.createdAt", "streams.title", "streams.eventId"])
      .orderBy("viewers.createdAt", "desc")
      .orderBy("viewers.id", "desc")
      .limit(limit)
      .execute(),
    db()
      .selectFrom("chatMessages")
      .innerJoin("streams", "streams.id", "chatMessages.streamId")
      .leftJoin("viewers", "viewers.id", "chatMessages.viewerId")
      .select(["chatMessages.message", "chatMessages.createdAt", "viewers.firstName", "streams.title", "streams.eventId"])
      .where("streams.hostId", "=", hostId)
      .where("chatMessages.isStreamer", "=", 0)
      .where("chatMessages.status", "!=", "removed")
      .orderBy("chatMessages.createdAt", "desc")
      .orderBy("chatMessages.id", "desc")
      .limit(limit)
      .execute(),
    db()
      .selectFrom("events")
      .select(["id", "title", "wentLiveAt"])
      .where("hostId", "=", hostId)
      .where("wentLiveAt", "is not", null)
      .orderBy("wentLiveAt", "desc")
      .limit(limit)
      .execute(),
    db()
      .selectFrom("purchases")
      .leftJoin("events", (join) => join.onRef("events.id", "=", "purchases.eventId").onRef("events.hostId", "=", "purchases.hostId"))
      .leftJoin("offers", (join) => join.onRef("offers.id", "=", "purchases.offerId").onRef("offers.hostId", "=", "purchases.hostId"))
      .select([
        "purchases.productName",
        "purchases.amountCents",
        "purchases.refundedCents",
        "purchases.currency",
        "purchases.purchasedAt",
        "offers.title as offerTitle",
        "events.title",
        "events.id as eventId",
      ])
      .where("purchases.hostId", "=", hostId)
      .orderBy("purchases.purchasedAt", "desc")
      .orderBy("purchases.id", "desc")
      .limit(limit)
      .execute(),
  ]);
  return [
    ...registrations.map((r): ActivityRow => ({
      kind: "registration",
      at: r.registeredAt,
      name: `${r.firstName} ${r.lastName}`.trim(),
      subject: r.title,
      eventId: r.eventId,
    })),
    ...viewers.map((v): ActivityRow => ({ kind: "registration", at: v.createdAt, name: v.firstName, subject: v.title, eventId: v.eventId })),
    ...messages.map((m): ActivityRow => ({
      kind: "chat",
      at: m.createdAt,
      name: m.firstName ?? "A viewer",
      subject: m.title,
      message: m.message,
      eventId: m.eventId,
    })),
    ...live.map((e): ActivityRow => ({ kind: "live", at: e.wentLiveAt ?? "", subject: e.title, eventId: e.id })),
    ...purchases.map((p): ActivityRow => ({
      kind: "purchase",
      at: p.purchasedAt,
      productName: p.offerTitle ?? p.productName,
      amountCents: count(p.amountCents),
      refundedCents: count(p.refundedCents),
      currency: p.currency,
      subject: p.title ?? null,
      eventId: p.eventId ?? null,
    })),
  ];
}
