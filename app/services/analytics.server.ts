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

import { loadAnalyticsRows, type AnalyticsRows } from "~/models/analytics.server";
import { ANALYTICS_TABS, DEFAULT_PRESET, RANGE_PRESETS, type AnalyticsTab, type DateRange, type RangePreset } from "~/utils/format";

export { ANALYTICS_TABS, RANGE_PRESETS, type AnalyticsTab, type DateRange, type RangePreset };

/** Longest custom range accepted, in days. */
export const MAX_RANGE_DAYS = 731;
/** Retention points shown at most (minutes of a stream). */
export const MAX_RETENTION_MINUTES = 240;
export const TOP_EVENTS_LIMIT = 10;

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
 * Share of a stream's viewers watching at each whole minute since its first join: viewer v counts
 * at minute m when one of its visits covers start + m minutes (start inclusive, end exclusive).
 * Several streams add up minute by minute (minute 0 = each stream's own first join).
 */
export function retentionCurve(streams: readonly Interval[][][], maxMinutes = MAX_RETENTION_MINUTES): RetentionPoint[] {
  const watching: number[] = [];
  const viewers: number[] = [];
  for (const perViewer of streams) {
    const visits = perViewer.filter((v) => v.length > 0);
    if (!visits.length) continue;
    const start = Math.min(...visits.map((v) => v[0]!.start));
    const end = Math.max(...visits.map((v) => v[v.length - 1]!.end));
    const minutes = Math.min(maxMinutes, Math.floor((end - start) / MINUTE_MS));
    for (let m = 0; m <= minutes; m++) {
      const t = start + m * MINUTE_MS;
      const count = visits.filter((v) => v.some((i) => i.start <= t && t < i.end)).length;
      watching[m] = (watching[m] ?? 0) + count;
      viewers[m] = (viewers[m] ?? 0) + visits.length;
    }
  }
  return viewers.map((total, minute) => {
    const w = watching[minute] ?? 0;
    return { minute, watching: w, viewers: total, share: total ? round(w / total, 4) : 0 };
  });
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

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
  revenueCents: number;
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
  revenueCents: number;
}

export interface AnalyticsReport {
  kpis: AnalyticsKpis;
  retention: RetentionPoint[];
  topEvents: EventFigures[];
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
  const buyers = new Set(rows.purchases.map((p) => p.emailNormalized));
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
    revenueCents: rows.purchases.reduce((sum, p) => sum + p.amountCents, 0),
    purchases: rows.purchases.length,
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
        revenueCents: 0,
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
  for (const p of rows.purchases) {
    const eventId = p.eventId ?? (p.streamId !== null ? eventOfStream.get(p.streamId) : null);
    if (eventId != null) eventRow(eventId).revenueCents += p.amountCents;
  }
  for (const row of perEvent.values()) row.attendanceRate = percent(watchedPerEvent.get(row.eventId) ?? 0, row.registrations);
  const topEvents = [...perEvent.values()]
    .sort(
      (a, b) => b.registrations - a.registrations || b.attendees - a.attendees || b.revenueCents - a.revenueCents || a.title.localeCompare(b.title),
    )
    .slice(0, TOP_EVENTS_LIMIT);

  return {
    kpis,
    retention: retentionCurve(figures.map((f) => f.visits)),
    topEvents,
    eventCount: rows.events.length,
    hasData: rows.registrations.length + rows.sessions.length + chatMessages + hearts + rows.purchases.length > 0,
  };
}

// ---- CSV ------------------------------------------------------------------------------------------

/** The figures of the page as CSV records: the range, the KPIs, the top events and the retention. */
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
    ["Revenue (USD)", (k.revenueCents / 100).toFixed(2)],
    ["Purchases", k.purchases],
    ["Buyers", k.buyers],
    ["Conversion rate (%)", k.conversionRate],
  ];
  return [
    { header: ["Metric", "Value"], rows: kpis },
    {
      header: ["Event", "Registrations", "Attendees", "Attendance rate (%)", "Peak concurrent viewers", "Chat messages", "Hearts", "Revenue (USD)"],
      rows: report.topEvents.map((e) => [
        e.title,
        e.registrations,
        e.attendees,
        e.attendanceRate,
        e.peakConcurrent,
        e.chatMessages,
        e.hearts,
        (e.revenueCents / 100).toFixed(2),
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
