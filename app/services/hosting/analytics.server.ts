// Analytics figures from raw rows: pure functions (no database), unit-tested in tests/unit.
//
// Rules (also stated on the page):
// - Range: every record counts on the day it happened (UTC): registrations by registration time,
//   watching sessions by join time, chat messages and hearts by sending time, purchases by
//   purchase time. Presets cover the last 7/30/90 days including today.
// - A registrant "watched" when a viewer of that event's stream joined in the range and is linked
//   to the registration (same registration id, or same e-mail on the same event).
// - Attendees: viewers with at least one watching session. One viewer's overlapping sessions
//   (two tabs) are merged. A session still open ends at its last heartbeat.
// - Live window of a stream: from its first join to its last leave in the range; minute 0 of the
//   retention curve is the first join.
// - Revenue is net revenue: each purchase's amount minus what was refunded of it, summed per
//   currency (never across currencies). A refunded purchase still counts as a purchase, and its
//   buyer as a buyer, only while some of its amount remains.
// - Buyers of an event: distinct e-mails with such a purchase for the event; its conversion is
//   buyers divided by its attendees (viewers who watched one of its streams in the range).

import { loadAnalyticsRows, type AnalyticsRows } from "~/models/analytics.server";
import { moneyInputValue, type MoneyTotal } from "~/utils/money";
import { ANALYTICS_TABS, DEFAULT_PRESET, RANGE_PRESETS, type AnalyticsTab, type DateRange, type RangePreset } from "~/utils/format";

export { ANALYTICS_TABS, RANGE_PRESETS, type AnalyticsTab, type DateRange, type RangePreset };

/** Longest custom range accepted, in days. */
export const MAX_RANGE_DAYS = 731;
/** Retention points shown at most (minutes of a stream). */
export const MAX_RETENTION_MINUTES = 240;
export const TOP_EVENTS_LIMIT = 10;
/** Events in the revenue funnel at most. */
export const FUNNEL_EVENTS_LIMIT = 50;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface AnalyticsParams {
  tab: AnalyticsTab;
  range: DateRange;
  /** A message when the asked range was refused and the default used instead. */
  rangeError: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(value: string): number | null {
  if (!DATE.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return null;
  return ms;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function rangeOf(preset: DateRange["preset"], fromMs: number, toMs: number): DateRange {
  return { preset, from: dayOf(fromMs), to: dayOf(toMs), startIso: new Date(fromMs).toISOString(), endIso: new Date(toMs + DAY_MS).toISOString() };
}

export function presetRange(preset: RangePreset, now: Date): DateRange {
  const today = parseDay(dayOf(now.getTime())) ?? 0;
  const days = Number.parseInt(preset, 10);
  return rangeOf(preset, today - (days - 1) * DAY_MS, today);
}

/** Reads `?tab=`, `?range=` and `?from=&to=`; bad values fall back to the defaults with a message. */
export function readAnalyticsParams(params: URLSearchParams, now = new Date()): AnalyticsParams {
  const tabParam = params.get("tab");
  const tab = (ANALYTICS_TABS as readonly string[]).includes(tabParam ?? "") ? (tabParam as AnalyticsTab) : "overview";
  const fallback = presetRange(DEFAULT_PRESET, now);
  const from = params.get("from")?.trim() ?? "";
  const to = params.get("to")?.trim() ?? "";
  if (from || to) {
    const fromMs = parseDay(from);
    const toMs = parseDay(to);
    if (fromMs === null || toMs === null) {
      return { tab, range: fallback, rangeError: "Enter both dates as valid dates (YYYY-MM-DD). Showing the last 30 days instead." };
    }
    if (fromMs > toMs)
      return { tab, range: fallback, rangeError: "The start date must be on or before the end date. Showing the last 30 days instead." };
    if ((toMs - fromMs) / DAY_MS + 1 > MAX_RANGE_DAYS) {
      return { tab, range: fallback, rangeError: `A date range can span at most ${MAX_RANGE_DAYS} days. Showing the last 30 days instead.` };
    }
    return { tab, range: rangeOf("custom", fromMs, toMs), rangeError: null };
  }
  const preset = params.get("range");
  if (preset && !(RANGE_PRESETS as readonly string[]).includes(preset)) {
    return { tab, range: fallback, rangeError: "Unknown date range. Showing the last 30 days instead." };
  }
  return { tab, range: presetRange((preset as RangePreset | null) ?? DEFAULT_PRESET, now), rangeError: null };
}

// ---- Raw rows --------------------------------------------------------------------------------

// ---- Intervals --------------------------------------------------------------------------------

export interface Interval {
  start: number;
  end: number;
}

/** Sorted, non-overlapping union of intervals (touching ones merge). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Sweep line over intervals (one per viewer visit, already merged per viewer): the peak number
 * of simultaneous viewers and the viewer-milliseconds watched. A leave at the same instant as a
 * join is processed first, so back-to-back visits do not count twice.
 */
export function sweepConcurrency(intervals: readonly Interval[]): { peak: number; viewerMs: number } {
  const points: [number, number][] = [];
  for (const { start, end } of intervals) {
    if (end <= start) continue;
    points.push([start, 1], [end, -1]);
  }
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  let viewerMs = 0;
  let previous = points[0]?.[0] ?? 0;
  for (const [at, delta] of points) {
    viewerMs += current * (at - previous);
    previous = at;
    current += delta;
    peak = Math.max(peak, current);
  }
  return { peak, viewerMs };
}

export interface RetentionPoint {
  minute: number;
  watching: number;
  viewers: number;
  /** watching / viewers, 0..1 rounded to 4 decimals. */
  share: number;
}

/**
 * Share of viewers still watching at each whole minute since their stream's first join: viewer v
 * is still watching at minute m until its last leave (start + m minutes before it, end exclusive),
 * so a gap between two visits, or a late join, never lifts the curve: it can only fall. Several
 * streams add up minute by minute (minute 0 = each stream's own first join); every viewer stays
 * in the denominator to the end, so a short stream's viewers count as gone once it is over.
 */
export function retentionCurve(streams: readonly Interval[][][], maxMinutes = MAX_RETENTION_MINUTES): RetentionPoint[] {
  const lastMinutes: number[] = [];
  let viewers = 0;
  for (const perViewer of streams) {
    const visits = perViewer.filter((v) => v.length > 0);
    if (!visits.length) continue;
    const start = Math.min(...visits.map((v) => v[0]!.start));
    for (const v of visits) lastMinutes.push(Math.max(...v.map((i) => i.end)) - start);
    viewers += visits.length;
  }
  if (!viewers) return [];
  const minutes = Math.min(maxMinutes, Math.floor(Math.max(...lastMinutes) / MINUTE_MS));
  return Array.from({ length: minutes + 1 }, (_, minute) => {
    const watching = lastMinutes.filter((end) => minute * MINUTE_MS < end).length;
    return { minute, watching, viewers, share: round(watching / viewers, 4) };
  });
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

// ---- Money ------------------------------------------------------------------------------------

type Purchase = AnalyticsRows["purchases"][number];

/** What a purchase still brings in: its amount minus its refunds. */
export const netCents = (p: Pick<Purchase, "amountCents" | "refundedCents">) => p.amountCents - p.refundedCents;
/** A purchase counts (as a sale, its buyer as a buyer) only while some of its amount remains. */
export const stillCounts = (p: Pick<Purchase, "amountCents" | "refundedCents">) => netCents(p) > 0;

/** Sums per currency; `list()` gives them largest first. */
class Totals {
  private byCurrency = new Map<string, number>();
  add(currency: string, cents: number) {
    if (cents !== 0) this.byCurrency.set(currency, (this.byCurrency.get(currency) ?? 0) + cents);
  }
  list(): MoneyTotal[] {
    return [...this.byCurrency]
      .map(([currency, cents]) => ({ currency, cents }))
      .sort((a, b) => b.cents - a.cents || a.currency.localeCompare(b.currency));
  }
}

/** Each currency's total shared among `people` (whole minor units); none without people. */
export const perHead = (totals: MoneyTotal[], people: number): MoneyTotal[] =>
  people ? totals.map((t) => ({ currency: t.currency, cents: Math.round(t.cents / people) })) : [];

/** "USD 49.00; EUR 20.00": money per currency for a CSV cell, in each currency's own decimals. */
export function csvMoney(totals: MoneyTotal[]) {
  return totals.map((t) => `${t.currency} ${moneyInputValue(t.cents, t.currency)}`).join("; ");
}

// ---- The report ---------------------------------------------------------------------------------

export interface AnalyticsKpis {
  registrations: number;
  registrantsWhoWatched: number;
  /** Percent, one decimal; null without registrations. */
  attendanceRate: number | null;
  attendees: number;
  peakConcurrent: number;
  /** One decimal; null without viewing. */
  averageConcurrent: number | null;
  /** Whole seconds; null without viewing. */
  averageWatchSeconds: number | null;
  liveMinutes: number;
  chatMessages: number;
  hearts: number;
  /** Two decimals; null without attendees. */
  messagesPerViewer: number | null;
  heartsPerViewer: number | null;
  /** Net revenue per currency, largest first. */
  revenue: MoneyTotal[];
  /** What was refunded of the range's purchases, per currency. */
  refunds: MoneyTotal[];
  /** Net revenue per attendee, per currency; empty without attendees. */
  revenuePerAttendee: MoneyTotal[];
  /** Purchases that still count (see the rules above). */
  purchases: number;
  buyers: number;
  attendeesWhoBought: number;
  /** Percent of attendees (by e-mail) who bought, one decimal; null without attendees. */
  conversionRate: number | null;
}

export interface EventFigures {
  eventId: number;
  title: string;
  registrations: number;
  attendees: number;
  attendanceRate: number | null;
  peakConcurrent: number;
  chatMessages: number;
  hearts: number;
  /** Net revenue per currency. */
  revenue: MoneyTotal[];
  purchases: number;
  /** Distinct e-mails with a purchase for the event that still counts. */
  buyers: number;
  /** Buyers divided by attendees, percent, one decimal; null without attendees. */
  conversionRate: number | null;
  revenuePerAttendee: MoneyTotal[];
}

export interface OfferFigures {
  offerId: number;
  eventId: number;
  eventTitle: string;
  title: string;
  revealed: boolean;
  /** Purchases of the offer in the range that still count. */
  sold: number;
  revenue: MoneyTotal[];
  refunds: MoneyTotal[];
  /** Purchases with any refund. */
  refundCount: number;
  buyers: number;
  /** The offer's buyers divided by its event's attendees, percent; null without attendees. */
  conversionRate: number | null;
}

export interface AnalyticsReport {
  kpis: AnalyticsKpis;
  retention: RetentionPoint[];
  topEvents: EventFigures[];
  /** Registrants → attendees → buyers per event with any of them, most buyers first. */
  funnel: EventFigures[];
  /** The offers of the events in the funnel, by event then the host's order. */
  offers: OfferFigures[];
  hasData: boolean;
  /** All the host's events, whatever the range (for the empty state). */
  eventCount: number;
}

const percent = (part: number, whole: number) => (whole ? round((part / whole) * 100, 1) : null);

export function buildReport(rows: AnalyticsRows): AnalyticsReport {
  const eventOfStream = new Map(rows.streams.map((s) => [s.id, s.eventId]));
  const regById = new Map(rows.registrations.map((r) => [r.id, r]));
  const regByEmail = new Map<string, number[]>();
  for (const r of rows.registrations) {
    const key = `${r.eventId}|${r.emailNormalized}`;
    regByEmail.set(key, [...(regByEmail.get(key) ?? []), r.id]);
  }

  // Visits per stream per viewer, merged.
  const visitsByStream = new Map<number, Map<number, Interval[]>>();
  const watched = new Set<number>();
  const attendeeEmails = new Set<string>();
  const attendeeIds = new Set<number>();
  for (const s of rows.sessions) {
    const start = Date.parse(s.joinedAt);
    const end = Date.parse(s.leftAt ?? s.lastSeenAt ?? s.joinedAt);
    const byViewer = visitsByStream.get(s.streamId) ?? new Map<number, Interval[]>();
    visitsByStream.set(s.streamId, byViewer);
    byViewer.set(s.viewerId, [...(byViewer.get(s.viewerId) ?? []), { start, end: Math.max(start, end) }]);
    attendeeIds.add(s.viewerId);
    attendeeEmails.add(s.emailNormalized);
    const eventId = eventOfStream.get(s.streamId);
    if (s.registrationId !== null && regById.get(s.registrationId)?.eventId === eventId) watched.add(s.registrationId);
    if (eventId != null) for (const id of regByEmail.get(`${eventId}|${s.emailNormalized}`) ?? []) watched.add(id);
  }

  interface StreamFigures {
    visits: Interval[][];
    peak: number;
    viewerMs: number;
    windowMs: number;
  }
  const streamFigures = new Map<number, StreamFigures>();
  for (const [streamId, byViewer] of visitsByStream) {
    const visits = [...byViewer.values()].map(mergeIntervals);
    const flat = visits.flat();
    const { peak, viewerMs } = sweepConcurrency(flat);
    const windowMs = flat.length ? Math.max(...flat.map((i) => i.end)) - Math.min(...flat.map((i) => i.start)) : 0;
    streamFigures.set(streamId, { visits, peak, viewerMs, windowMs });
  }
  const figures = [...streamFigures.values()];
  const viewerMs = figures.reduce((sum, f) => sum + f.viewerMs, 0);
  const windowMs = figures.reduce((sum, f) => sum + f.windowMs, 0);
  const attendees = attendeeIds.size;

  const chatMessages = rows.chatByStream.reduce((sum, c) => sum + c.count, 0);
  const hearts = rows.heartsByStream.reduce((sum, c) => sum + c.count, 0);
  const counted = rows.purchases.filter(stillCounts);
  const buyers = new Set(counted.map((p) => p.emailNormalized));
  const revenue = new Totals();
  const refunds = new Totals();
  for (const p of rows.purchases) {
    revenue.add(p.currency, Math.max(0, netCents(p)));
    refunds.add(p.currency, p.refundedCents);
  }
  const attendeesWhoBought = [...attendeeEmails].filter((email) => buyers.has(email)).length;

  const kpis: AnalyticsKpis = {
    registrations: rows.registrations.length,
    registrantsWhoWatched: watched.size,
    attendanceRate: percent(watched.size, rows.registrations.length),
    attendees,
    peakConcurrent: Math.max(0, ...figures.map((f) => f.peak)),
    averageConcurrent: windowMs ? round(viewerMs / windowMs, 1) : null,
    averageWatchSeconds: attendees && viewerMs ? Math.round(viewerMs / attendees / 1000) : attendees ? 0 : null,
    liveMinutes: round(windowMs / MINUTE_MS, 1),
    chatMessages,
    hearts,
    messagesPerViewer: attendees ? round(chatMessages / attendees, 2) : null,
    heartsPerViewer: attendees ? round(hearts / attendees, 2) : null,
    revenue: revenue.list(),
    refunds: refunds.list(),
    revenuePerAttendee: perHead(revenue.list(), attendees),
    purchases: counted.length,
    buyers: buyers.size,
    attendeesWhoBought,
    conversionRate: percent(attendeesWhoBought, attendeeEmails.size),
  };

  // Per event.
  const perEvent = new Map<number, EventFigures>();
  const titles = new Map(rows.events.map((e) => [e.id, e.title]));
  const eventRow = (eventId: number) => {
    let row = perEvent.get(eventId);
    if (!row) {
      row = {
        eventId,
        title: titles.get(eventId) ?? `Event ${eventId}`,
        registrations: 0,
        attendees: 0,
        attendanceRate: null,
        peakConcurrent: 0,
        chatMessages: 0,
        hearts: 0,
        revenue: [],
        purchases: 0,
        buyers: 0,
        conversionRate: null,
        revenuePerAttendee: [],
      };
      perEvent.set(eventId, row);
    }
    return row;
  };
  for (const r of rows.registrations) eventRow(r.eventId).registrations++;
  const watchedPerEvent = new Map<number, number>();
  for (const id of watched) {
    const eventId = regById.get(id)?.eventId;
    if (eventId !== undefined) watchedPerEvent.set(eventId, (watchedPerEvent.get(eventId) ?? 0) + 1);
  }
  for (const [streamId, f] of streamFigures) {
    const eventId = eventOfStream.get(streamId);
    if (eventId == null) continue;
    const row = eventRow(eventId);
    row.attendees += f.visits.length;
    row.peakConcurrent = Math.max(row.peakConcurrent, f.peak);
  }
  for (const c of rows.chatByStream) {
    const eventId = eventOfStream.get(c.streamId);
    if (eventId != null) eventRow(eventId).chatMessages += c.count;
  }
  for (const c of rows.heartsByStream) {
    const eventId = eventOfStream.get(c.streamId);
    if (eventId != null) eventRow(eventId).hearts += c.count;
  }
  const offerEvent = new Map(rows.offers.map((o) => [o.id, o.eventId]));
  const eventOfPurchase = (p: Purchase) =>
    p.eventId ??
    (p.streamId !== null ? eventOfStream.get(p.streamId) : undefined) ??
    (p.offerId !== null ? offerEvent.get(p.offerId) : undefined) ??
    null;
  const eventMoney = new Map<number, Totals>();
  const eventBuyers = new Map<number, Set<string>>();
  for (const p of rows.purchases) {
    const eventId = eventOfPurchase(p);
    if (eventId === null) continue;
    const row = eventRow(eventId);
    const money = eventMoney.get(eventId) ?? new Totals();
    eventMoney.set(eventId, money);
    money.add(p.currency, Math.max(0, netCents(p)));
    if (!stillCounts(p)) continue;
    row.purchases++;
    eventBuyers.set(eventId, (eventBuyers.get(eventId) ?? new Set()).add(p.emailNormalized));
  }
  for (const row of perEvent.values()) {
    row.attendanceRate = percent(watchedPerEvent.get(row.eventId) ?? 0, row.registrations);
    row.revenue = eventMoney.get(row.eventId)?.list() ?? [];
    row.buyers = eventBuyers.get(row.eventId)?.size ?? 0;
    row.conversionRate = percent(row.buyers, row.attendees);
    row.revenuePerAttendee = perHead(row.revenue, row.attendees);
  }
  const topEvents = [...perEvent.values()]
    .sort((a, b) => b.registrations - a.registrations || b.attendees - a.attendees || b.purchases - a.purchases || a.title.localeCompare(b.title))
    .slice(0, TOP_EVENTS_LIMIT);
  const funnel = [...perEvent.values()]
    .sort((a, b) => b.buyers - a.buyers || b.attendees - a.attendees || b.registrations - a.registrations || a.title.localeCompare(b.title))
    .slice(0, FUNNEL_EVENTS_LIMIT);

  return {
    kpis,
    retention: retentionCurve(figures.map((f) => f.visits)),
    topEvents,
    funnel,
    offers: offerFigures(rows, funnel, eventOfPurchase),
    eventCount: rows.events.length,
    hasData: rows.registrations.length + rows.sessions.length + chatMessages + hearts + rows.purchases.length > 0,
  };
}

/** Per offer of the funnel's events: sales, net revenue and refunds in the range, conversion of its event's attendees. */
function offerFigures(rows: AnalyticsRows, funnel: EventFigures[], eventOfPurchase: (p: Purchase) => number | null): OfferFigures[] {
  const events = new Map(funnel.map((e, index) => [e.eventId, { event: e, index }]));
  const figures = rows.offers
    .filter((o) => events.has(o.eventId))
    .map((o) => {
      const event = events.get(o.eventId)!.event;
      const theirs = rows.purchases.filter((p) => p.offerId === o.id && eventOfPurchase(p) === o.eventId);
      const revenue = new Totals();
      const refunds = new Totals();
      for (const p of theirs) {
        revenue.add(p.currency, Math.max(0, netCents(p)));
        refunds.add(p.currency, p.refundedCents);
      }
      const counted = theirs.filter(stillCounts);
      const buyers = new Set(counted.map((p) => p.emailNormalized)).size;
      return {
        offerId: o.id,
        eventId: o.eventId,
        eventTitle: event.title,
        title: o.title,
        revealed: o.revealedAt !== null,
        sold: counted.length,
        revenue: revenue.list(),
        refunds: refunds.list(),
        refundCount: theirs.filter((p) => p.refundedCents > 0).length,
        buyers,
        conversionRate: percent(buyers, event.attendees),
      };
    });
  // Stable sort: the host's order within an event.
  return figures.sort((a, b) => events.get(a.eventId)!.index - events.get(b.eventId)!.index);
}

// ---- CSV ------------------------------------------------------------------------------------------

/** "Revenue (USD)", "Revenue (EUR)"…: one key-figure row per currency; a zero in USD without any. */
function moneyRows(label: string, totals: MoneyTotal[]): [string, string][] {
  if (!totals.length) return [[`${label} (USD)`, "0.00"]];
  return totals.map((t) => [`${label} (${t.currency})`, moneyInputValue(t.cents, t.currency)]);
}

/** The figures of the page as CSV records: the range, the KPIs, the top events, the revenue funnel, the offers and the retention. */
export function reportCsvSections(range: DateRange, report: AnalyticsReport) {
  const k = report.kpis;
  const kpis: [string, string | number | null][] = [
    ["From", range.from],
    ["To", range.to],
    ["Registrations", k.registrations],
    ["Registrants who watched", k.registrantsWhoWatched],
    ["Attendance rate (%)", k.attendanceRate],
    ["Attendees", k.attendees],
    ["Peak concurrent viewers", k.peakConcurrent],
    ["Average concurrent viewers", k.averageConcurrent],
    ["Average watch time (seconds)", k.averageWatchSeconds],
    ["Live minutes", k.liveMinutes],
    ["Chat messages", k.chatMessages],
    ["Hearts", k.hearts],
    ["Chat messages per viewer", k.messagesPerViewer],
    ["Hearts per viewer", k.heartsPerViewer],
    ...moneyRows("Revenue", k.revenue),
    ...moneyRows("Refunds", k.refunds),
    ...moneyRows("Revenue per attendee", k.revenuePerAttendee),
    ["Purchases", k.purchases],
    ["Buyers", k.buyers],
    ["Conversion rate (%)", k.conversionRate],
  ];
  return [
    { header: ["Metric", "Value"], rows: kpis },
    {
      header: ["Event", "Registrations", "Attendees", "Attendance rate (%)", "Peak concurrent viewers", "Chat messages", "Hearts", "Revenue"],
      rows: report.topEvents.map((e) => [
        e.title,
        e.registrations,
        e.attendees,
        e.attendanceRate,
        e.peakConcurrent,
        e.chatMessages,
        e.hearts,
        csvMoney(e.revenue),
      ]),
    },
    {
      header: ["Event", "Registrants", "Attendees", "Buyers", "Conversion (%)", "Revenue", "Revenue per attendee"],
      rows: report.funnel.map((e) => [
        e.title,
        e.registrations,
        e.attendees,
        e.buyers,
        e.conversionRate,
        csvMoney(e.revenue),
        csvMoney(e.revenuePerAttendee),
      ]),
    },
    {
      header: ["Offer", "Event", "Revealed", "Sold", "Revenue", "Refunds", "Conversion (%)"],
      rows: report.offers.map((o) => [
        o.title,
        o.eventTitle,
        o.revealed ? "yes" : "no",
        o.sold,
        csvMoney(o.revenue),
        csvMoney(o.refunds),
        o.conversionRate,
      ]),
    },
    {
      header: ["Minute", "Watching", "Viewers", "Share (%)"],
      rows: report.retention.map((p) => [p.minute, p.watching, p.viewers, round(p.share * 100, 2)]),
    },
  ];
}

/** The host's analytics for a range: rows from the model, figures from buildReport. */
export async function hostAnalytics({ hostId, range }: { hostId: number; range: DateRange }): Promise<AnalyticsReport> {
  const rows = await loadAnalyticsRows({ hostId, startIso: range.startIso, endIso: range.endIso });
  return buildReport(rows);
}
