import { describe, expect, it } from "vitest";
import { rangeQuery } from "~/utils/format";
import {
  buildReport,
  csvMoney,
  mergeIntervals,
  presetRange,
  readAnalyticsParams,
  retentionCurve,
  sweepConcurrency,
} from "~/services/hosting/analytics.server";
import type { AnalyticsRows } from "~/models/analytics.server";

const M = 60_000;
const iv = (start: number, end: number) => ({ start: start * M, end: end * M });

describe("mergeIntervals", () => {
  it("merges overlapping and touching visits and drops empty ones", () => {
    expect(mergeIntervals([iv(4, 6), iv(0, 2), iv(2, 3), iv(5, 9), iv(10, 10)])).toEqual([iv(0, 3), iv(4, 9)]);
  });
});

describe("sweepConcurrency", () => {
  it("finds the peak and the viewer time", () => {
    expect(sweepConcurrency([iv(0, 10), iv(2, 6), iv(5, 8)])).toEqual({ peak: 3, viewerMs: 17 * M });
  });
  it("does not count back-to-back visits as simultaneous", () => {
    expect(sweepConcurrency([iv(0, 5), iv(5, 10)])).toEqual({ peak: 1, viewerMs: 10 * M });
  });
  it("is zero without visits", () => {
    expect(sweepConcurrency([])).toEqual({ peak: 0, viewerMs: 0 });
  });
});

describe("retentionCurve", () => {
  it("gives the share of viewers still watching at each minute since the first join", () => {
    const curve = retentionCurve([[[iv(0, 3)], [iv(1, 2)]]]);
    expect(curve).toEqual([
      { minute: 0, watching: 2, viewers: 2, share: 1 },
      { minute: 1, watching: 2, viewers: 2, share: 1 },
      { minute: 2, watching: 1, viewers: 2, share: 0.5 },
      { minute: 3, watching: 0, viewers: 2, share: 0 },
    ]);
  });
  it("never climbs back: a gap between visits and the end of a shorter stream do not lift it", () => {
    const curve = retentionCurve([[[iv(0, 1), iv(4, 6)], [iv(0, 2)]], [[iv(100, 101)]]]);
    expect(curve.map((p) => [p.watching, p.viewers])).toEqual([
      [3, 3],
      [2, 3],
      [1, 3],
      [1, 3],
      [1, 3],
      [1, 3],
      [0, 3],
    ]);
  });
  it("adds streams up minute by minute from each stream's own start", () => {
    const curve = retentionCurve([[[iv(0, 2)]], [[iv(100, 101)], [iv(100, 100.5)]]]);
    expect(curve.map((p) => [p.watching, p.viewers])).toEqual([
      [3, 3],
      [1, 3],
      [0, 3],
    ]);
  });
  it("stops at the cap", () => {
    expect(retentionCurve([[[iv(0, 1000)]]], 5)).toHaveLength(6);
  });
});

describe("readAnalyticsParams", () => {
  const now = new Date("2026-03-10T12:34:00Z");
  const read = (query: string) => readAnalyticsParams(new URLSearchParams(query), now);

  it("defaults to the last 30 days and the overview", () => {
    expect(read("")).toEqual({
      tab: "overview",
      rangeError: null,
      range: { preset: "30d", from: "2026-02-09", to: "2026-03-10", startIso: "2026-02-09T00:00:00.000Z", endIso: "2026-03-11T00:00:00.000Z" },
    });
  });
  it("reads presets, tabs and custom ranges", () => {
    expect(read("range=7d&tab=revenue")).toMatchObject({ tab: "revenue", range: { preset: "7d", from: "2026-03-04", to: "2026-03-10" } });
    expect(read("from=2026-01-01&to=2026-01-01").range).toEqual({
      preset: "custom",
      from: "2026-01-01",
      to: "2026-01-01",
      startIso: "2026-01-01T00:00:00.000Z",
      endIso: "2026-01-02T00:00:00.000Z",
    });
  });
  it("refuses impossible, reversed, partial and too long ranges with a message", () => {
    for (const query of [
      "from=2026-02-29&to=2026-03-01",
      "from=2026-3-1&to=2026-03-02",
      "from=2026-03-02&to=2026-03-01",
      "to=2026-03-01",
      "from=2020-01-01&to=2026-01-01",
      "range=365d",
    ]) {
      const params = read(query);
      expect(params.rangeError, query).toBeTruthy();
      expect(params.range).toEqual(presetRange("30d", now));
    }
  });
  it("writes the range back into a query", () => {
    expect(rangeQuery(read("from=2026-01-01&to=2026-01-31").range, "audience")).toBe("?from=2026-01-01&to=2026-01-31&tab=audience");
    expect(rangeQuery(read("range=90d").range)).toBe("?range=90d");
  });
});

describe("buildReport", () => {
  const base: AnalyticsRows = {
    events: [],
    streams: [],
    registrations: [],
    sessions: [],
    chatByStream: [],
    heartsByStream: [],
    purchases: [],
    offers: [],
  };
  const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 15) + minutes * M).toISOString();

  it("counts revenue net of refunds, per currency, and a fully refunded buyer as no buyer", () => {
    const purchase = (email: string, amountCents: number, refundedCents: number, currency = "USD") => ({
      eventId: 1,
      streamId: null,
      offerId: 7,
      viewerId: null,
      emailNormalized: email,
      amountCents,
      refundedCents,
      currency,
    });
    const report = buildReport({
      ...base,
      events: [{ id: 1, title: "Launch" }],
      offers: [{ id: 7, eventId: 1, title: "Course", revealedAt: at(0) }],
      purchases: [purchase("a@x", 4_900, 0), purchase("b@x", 4_900, 4_900), purchase("c@x", 4_900, 2_000), purchase("d@x", 2_000, 0, "EUR")],
    });
    expect(report.kpis).toMatchObject({
      revenue: [
        { currency: "USD", cents: 7_800 },
        { currency: "EUR", cents: 2_000 },
      ],
      refunds: [{ currency: "USD", cents: 6_900 }],
      purchases: 3,
      buyers: 3,
    });
    expect(report.funnel).toEqual([
      expect.objectContaining({ title: "Launch", buyers: 3, attendees: 0, conversionRate: null, revenuePerAttendee: [] }),
    ]);
    expect(report.offers).toEqual([expect.objectContaining({ title: "Course", revealed: true, sold: 3, refundCount: 2 })]);
    expect(csvMoney(report.kpis.revenue)).toBe("USD 78.00; EUR 20.00");
    expect(csvMoney([{ currency: "JPY", cents: 5_000 }])).toBe("JPY 5000");
  });

  it("reports no data honestly", () => {
    const report = buildReport(base);
    expect(report.hasData).toBe(false);
    expect(report.kpis).toMatchObject({
      registrations: 0,
      attendanceRate: null,
      averageConcurrent: null,
      averageWatchSeconds: null,
      messagesPerViewer: null,
      conversionRate: null,
    });
  });

  it("links registrants to viewers by registration or e-mail on the same event, and ends open visits at the last heartbeat", () => {
    const report = buildReport({
      ...base,
      events: [
        { id: 1, title: "A" },
        { id: 2, title: "B" },
      ],
      streams: [{ id: 10, eventId: 1 }],
      registrations: [
        { id: 100, eventId: 1, emailNormalized: "a@x.io" },
        { id: 101, eventId: 1, emailNormalized: "b@x.io" },
        { id: 102, eventId: 2, emailNormalized: "c@x.io" },
      ],
      sessions: [
        { viewerId: 1, streamId: 10, registrationId: 100, emailNormalized: "other@x.io", joinedAt: at(0), leftAt: at(4), lastSeenAt: at(4) },
        { viewerId: 2, streamId: 10, registrationId: null, emailNormalized: "c@x.io", joinedAt: at(0), leftAt: null, lastSeenAt: at(2) },
      ],
    });
    // c@x.io registered for event 2, not for the stream's event 1: not a registrant who watched.
    expect(report.kpis).toMatchObject({
      registrations: 3,
      registrantsWhoWatched: 1,
      attendanceRate: 33.3,
      attendees: 2,
      peakConcurrent: 2,
      averageConcurrent: 1.5,
      averageWatchSeconds: 180,
    });
    expect(report.topEvents.map((e) => [e.title, e.registrations, e.attendees, e.attendanceRate])).toEqual([
      ["A", 2, 2, 50],
      ["B", 1, 0, 0],
    ]);
  });
});
