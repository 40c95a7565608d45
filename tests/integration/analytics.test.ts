import { describe, expect, it } from "vitest";
import { createChatMessage } from "~/models/chat.server";
import { insertStream } from "~/models/stream.server";
import { recordJoins, recordLeaves, registerViewer } from "~/models/viewer.server";
import { loader as exportLoader } from "~/routes/analytics.export[.csv]";
import { loader } from "~/routes/_workspace.analytics";
import { db } from "~/utils/db.server";
import { createTestEvent, registerTestRegistrant } from "../support/events";
import { getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { loaderJson } from "../support/route-calls";

const T0 = Date.parse("2026-03-10T15:00:00.000Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();
const MARCH = "?from=2026-03-01&to=2026-03-31";

interface Page {
  tab: string;
  range: { preset: string; from: string; to: string };
  rangeError: string | null;
  report: {
    kpis: Record<string, unknown>;
    retention: { minute: number; watching: number; viewers: number; share: number }[];
    topEvents: {
      title: string;
      registrations: number;
      attendees: number;
      attendanceRate: number | null;
      peakConcurrent: number;
      chatMessages: number;
      hearts: number;
      revenue: { currency: string; cents: number }[];
    }[];
    hasData: boolean;
    eventCount: number;
  };
}

async function register(eventId: number, email: string, minutes: number) {
  return registerTestRegistrant(eventId, { email }, { now: at(minutes) });
}

/** A stream of the event; its integer row id. */
async function stream(hostId: number, eventId: number) {
  const created = await insertStream({
    hostId,
    title: "Main stream",
    eventId,
    provider: "manual",
    provided: { providerStreamId: null, streamKey: "key", ingestUrl: null, playbackId: null },
  });
  const row = await db().selectFrom("streams").select("id").where("streamId", "=", created.streamId).executeTakeFirstOrThrow();
  return { id: row.id };
}

async function visit(viewerId: number, streamRowId: number, from: number, to: number) {
  const ids = await recordJoins({ visits: [{ viewerId, streamRowId }], now: at(from) });
  await recordLeaves({ attendanceIds: ids, now: at(to) });
}

const hearts = (streamRowId: number, viewerId: number | null, minutes: number, count: number) =>
  db()
    .insertInto("streamHearts")
    .values(Array.from({ length: count }, () => ({ streamId: streamRowId, viewerId, createdAt: iso(minutes) })))
    .execute();

async function purchase(values: {
  hostId: number;
  eventId: number;
  viewerId: number | null;
  email: string;
  cents: number;
  minutes: number;
  product?: string;
}) {
  await db()
    .insertInto("purchases")
    .values({
      hostId: values.hostId,
      eventId: values.eventId,
      streamId: null,
      viewerId: values.viewerId,
      registrationId: null,
      emailNormalized: values.email.toLowerCase(),
      productName: values.product ?? "Course",
      amountCents: values.cents,
      source: "manual",
      externalId: null,
      purchasedAt: iso(values.minutes),
    })
    .execute();
}

/**
 * Launch (stream with three viewers) and Deep Dive (one registration, no stream), all in March
 * 2026, plus activity in May that a March range must leave out.
 *   ada   registered, watches 0-10
 *   grace registered (linked by e-mail only), watches 2-5 and 4-6 (two tabs: merged to 2-6)
 *   zed   not registered, watches 5-8
 *   linus registered, never watches
 */
async function seed() {
  const { host, cookie } = await signedInHost();
  const launch = await createTestEvent(host.id, { title: 'Launch, "Live"' });
  const deep = await createTestEvent(host.id, { title: "Deep Dive" });
  const s = await stream(host.id, launch.id);
  const emails = {
    ada: uniqueEmail("ada"),
    grace: uniqueEmail("grace"),
    linus: uniqueEmail("linus"),
    zed: uniqueEmail("zed"),
    mia: uniqueEmail("mia"),
  };
  const adaReg = await register(launch.id, emails.ada, -24 * 60);
  await register(launch.id, emails.grace.toUpperCase(), -24 * 60);
  await register(launch.id, emails.linus, -24 * 60);
  await register(deep.id, emails.mia, -24 * 60);
  const ada = (await registerViewer({ streamRowId: s.id, email: emails.ada, firstName: "Ada", registrationId: adaReg.id })).viewer;
  const grace = (await registerViewer({ streamRowId: s.id, email: emails.grace, firstName: "Grace" })).viewer;
  const zed = (await registerViewer({ streamRowId: s.id, email: emails.zed, firstName: "Zed" })).viewer;
  await visit(ada.id, s.id, 0, 10);
  await visit(grace.id, s.id, 2, 5);
  await visit(grace.id, s.id, 4, 6);
  await visit(zed.id, s.id, 5, 8);
  for (const [viewerId, minute] of [
    [ada.id, 1],
    [ada.id, 3],
    [zed.id, 6],
  ] as const) {
    await createChatMessage({ streamRowId: s.id, viewerId, isStreamer: false, message: "Hello", createdAt: iso(minute) });
  }
  await createChatMessage({ streamRowId: s.id, viewerId: null, isStreamer: true, message: "Welcome", createdAt: iso(1) });
  await hearts(s.id, ada.id, 4, 4);
  await hearts(s.id, null, 4, 1);
  await purchase({ hostId: host.id, eventId: launch.id, viewerId: ada.id, email: emails.ada, cents: 9700, minutes: 9 });
  await purchase({ hostId: host.id, eventId: launch.id, viewerId: null, email: uniqueEmail("bob"), cents: 5000, minutes: 9 });
  // May: out of a March range.
  const MAY = 60 * 24 * 61;
  await register(launch.id, uniqueEmail("late"), MAY);
  await visit(ada.id, s.id, MAY, MAY + 30);
  await createChatMessage({ streamRowId: s.id, viewerId: ada.id, isStreamer: false, message: "Again", createdAt: iso(MAY + 1) });
  await hearts(s.id, ada.id, MAY + 1, 3);
  await purchase({ hostId: host.id, eventId: launch.id, viewerId: ada.id, email: emails.ada, cents: 100_00, minutes: MAY + 2 });
  return { host, cookie };
}

const loadPage = (cookie: string, query: string) => loaderJson<Page>(loader, `/analytics${query}`, cookie);

const exportCsv = (cookie: string, query: string) =>
  settle(() => exportLoader({ request: getRequest(`/analytics/export.csv${query}`, { cookie }), params: {}, context: loadContext() }));

// Viewers still watching (not yet gone for good) at each minute: ada leaves at 10, grace at 6, zed at 8.
const SHARES = [3, 3, 3, 3, 3, 3, 2, 2, 1, 1, 0];

describe("/analytics", () => {
  it("sends signed-out visitors home, page and export alike", async () => {
    for (const run of [
      () => loader({ request: getRequest("/analytics"), params: {}, context: loadContext() }),
      () => exportLoader({ request: getRequest("/analytics/export.csv"), params: {}, context: loadContext() }),
    ]) {
      const response = await settle(run);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
  });

  it("computes exact figures, retention and top events from the host's records in the range", async () => {
    const { cookie } = await seed();
    const page = await loadPage(cookie, `${MARCH}&tab=engagement`);
    expect(page.tab).toBe("engagement");
    expect(page.rangeError).toBeNull();
    expect(page.range).toMatchObject({ preset: "custom", from: "2026-03-01", to: "2026-03-31" });
    expect(page.report.kpis).toEqual({
      registrations: 4,
      registrantsWhoWatched: 2,
      attendanceRate: 50,
      attendees: 3,
      peakConcurrent: 3,
      averageConcurrent: 1.7,
      averageWatchSeconds: 340,
      liveMinutes: 10,
      chatMessages: 3,
      hearts: 5,
      messagesPerViewer: 1,
      heartsPerViewer: 1.67,
      revenue: [{ currency: "USD", cents: 14700 }],
      refunds: [],
      revenuePerAttendee: [{ currency: "USD", cents: 4900 }],
      purchases: 2,
      buyers: 2,
      attendeesWhoBought: 1,
      conversionRate: 33.3,
    });
    expect(page.report.retention).toEqual(
      SHARES.map((watching, minute) => ({ minute, watching, viewers: 3, share: Math.round((watching / 3) * 10_000) / 10_000 })),
    );
    expect(page.report.topEvents).toEqual([
      {
        eventId: expect.any(Number),
        title: 'Launch, "Live"',
        registrations: 3,
        attendees: 3,
        attendanceRate: 66.7,
        peakConcurrent: 3,
        chatMessages: 3,
        hearts: 5,
        revenue: [{ currency: "USD", cents: 14700 }],
        purchases: 2,
        buyers: 2,
        conversionRate: 66.7,
        revenuePerAttendee: [{ currency: "USD", cents: 4900 }],
      },
      {
        eventId: expect.any(Number),
        title: "Deep Dive",
        registrations: 1,
        attendees: 0,
        attendanceRate: 0,
        peakConcurrent: 0,
        chatMessages: 0,
        hearts: 0,
        revenue: [],
        purchases: 0,
        buyers: 0,
        conversionRate: null,
        revenuePerAttendee: [],
      },
    ]);
  });

  it("draws a retention curve that only falls, across a rejoin and a shorter second stream", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Two sessions" });
    const first = await stream(host.id, event.id);
    const second = await stream(host.id, event.id);
    const viewer = async (streamRowId: number, name: string) =>
      (await registerViewer({ streamRowId, email: uniqueEmail(name), firstName: name })).viewer.id;
    const [kim, lee, max] = [await viewer(first.id, "kim"), await viewer(first.id, "lee"), await viewer(second.id, "max")];
    await visit(kim, first.id, 0, 1);
    await visit(kim, first.id, 4, 6);
    await visit(lee, first.id, 0, 2);
    await visit(max, second.id, 60, 61);
    const page = await loadPage(cookie, MARCH);
    expect(page.report.retention.map((p) => `${p.watching}/${p.viewers}`)).toEqual(["3/3", "2/3", "1/3", "1/3", "1/3", "1/3", "0/3"]);
  });

  it("exports the figures shown as an escaped CSV download", async () => {
    const { cookie } = await seed();
    const response = await exportCsv(cookie, MARCH);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="analytics-2026-03-01-to-2026-03-31.csv"');
    const retention = SHARES.map((w, minute) => `${minute},${w},3,${Math.round((w / 3) * 10_000) / 100}\r\n`).join("");
    expect(await response.text()).toBe(
      [
        "Metric,Value\r\n",
        "From,2026-03-01\r\nTo,2026-03-31\r\n",
        "Registrations,4\r\nRegistrants who watched,2\r\nAttendance rate (%),50\r\nAttendees,3\r\n",
        "Peak concurrent viewers,3\r\nAverage concurrent viewers,1.7\r\nAverage watch time (seconds),340\r\nLive minutes,10\r\n",
        "Chat messages,3\r\nHearts,5\r\nChat messages per viewer,1\r\nHearts per viewer,1.67\r\n",
        "Revenue (USD),147.00\r\nRefunds (USD),0.00\r\nRevenue per attendee (USD),49.00\r\n",
        "Purchases,2\r\nBuyers,2\r\nConversion rate (%),33.3\r\n",
        "\r\n",
        "Event,Registrations,Attendees,Attendance rate (%),Peak concurrent viewers,Chat messages,Hearts,Revenue\r\n",
        '"Launch, ""Live""",3,3,66.7,3,3,5,USD 147.00\r\n',
        "Deep Dive,1,0,0,0,0,0,\r\n",
        "\r\n",
        "Event,Registrants,Attendees,Buyers,Conversion (%),Revenue,Revenue per attendee\r\n",
        '"Launch, ""Live""",3,3,2,66.7,USD 147.00,USD 49.00\r\n',
        "Deep Dive,1,0,0,,,\r\n",
        "\r\n",
        "Offer,Event,Revealed,Sold,Revenue,Refunds,Conversion (%)\r\n",
        "\r\n",
        "Minute,Watching,Viewers,Share (%)\r\n",
        retention,
      ].join(""),
    );
  });

  it("leaves out what happened outside the range, and shows nothing to another host", async () => {
    const { cookie } = await seed();
    const may = await loadPage(cookie, "?from=2026-05-01&to=2026-05-31");
    expect(may.report.kpis).toMatchObject({
      registrations: 1,
      registrantsWhoWatched: 0,
      attendees: 1,
      peakConcurrent: 1,
      chatMessages: 1,
      hearts: 3,
      revenue: [{ currency: "USD", cents: 10000 }],
      averageWatchSeconds: 1800,
    });
    expect(may.report.retention).toHaveLength(31);
    const empty = await loadPage(cookie, "?range=7d");
    expect(empty.range.preset).toBe("7d");
    expect(empty.report).toMatchObject({ hasData: false, topEvents: [], retention: [], eventCount: 2 });

    const other = await signedInHost();
    const theirs = await loadPage(other.cookie, MARCH);
    expect(theirs.report).toMatchObject({ hasData: false, topEvents: [], retention: [], eventCount: 0 });
    expect(theirs.report.kpis).toMatchObject({ registrations: 0, attendees: 0, revenue: [], attendanceRate: null });
    const csv = await (await exportCsv(other.cookie, MARCH)).text();
    expect(csv).toContain("Registrations,0\r\n");
    expect(csv).not.toContain("Launch");
  });

  it("refuses bad dates with a message and the default range, never an error", async () => {
    const { cookie } = await signedInHost();
    for (const query of [
      "?from=2026-02-30&to=2026-03-01",
      "?from=nonsense&to=2026-03-01",
      "?from=2026-03-05&to=2026-03-01",
      "?from=2020-01-01&to=2026-01-01",
      "?range=1y",
      "?from=2026-03-01",
    ]) {
      const page = await loadPage(cookie, `${query}&tab=bogus`);
      expect(page.rangeError, query).toMatch(/Showing the last 30 days instead\.$/);
      expect(page.range.preset).toBe("30d");
      expect(page.tab).toBe("overview");
    }
  });
});
