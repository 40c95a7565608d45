import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { getDashboard } from "~/services/hosting/dashboard.server";
import { hostAnalytics, presetRange } from "~/services/hosting/analytics.server";
import { purchaseHistoryOf } from "~/services/room/chat/purchase-history.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { insertOffer, insertPurchase } from "../support/purchases";
import { expectContainsAll } from "../support/cases";
import { createTestStream } from "../support/streams";

const app = startAppForTests();

interface PurchasesAnswer {
  purchases: {
    id: number;
    offerId: number | null;
    offerTitle: string;
    productName: string;
    amountCents: number;
    refundedCents: number;
    currency: string;
    status: string;
    source: string;
    buyer: { viewerId: number | null; firstName: string | null; email: string };
    purchasedAt: string;
    refundedAt: string | null;
  }[];
  totals: { currency: string; cents: number }[];
  count: number;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

async function get(path: string, cookie?: string) {
  const response = await fetch(app.url + path, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), "X-Forwarded-For": uniqueIp() },
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, text, body: (text.startsWith("{") ? JSON.parse(text) : null) as PurchasesAnswer };
}

/** A host with an event (its stream, a viewer Maya) and two offers; purchases: Maya's, a refunded one, a part-refunded one, one in euros. */
async function seed() {
  const host = await createHost();
  const cookie = await signInCookie(app.url, host);
  const event = await createTestEvent(host.id, { title: "Spring Launch", timezone: "Europe/London" });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main", eventId: event.id });
  const mayaEmail = uniqueEmail("maya");
  const { viewer: maya } = await registerViewer({ streamRowId: rowId, email: mayaEmail, firstName: "Maya" });
  const course = await insertOffer({ hostId: host.id, eventId: event.id, title: "Growth Course", priceCents: 4_900, revealed: true });
  const eurOffer = await insertOffer({ hostId: host.id, eventId: event.id, title: "Workshop EU", priceCents: 2_000, currency: "EUR" });
  const base = { hostId: host.id, eventId: event.id, productName: "Growth Course" };
  const ids = {
    maya: await insertPurchase({
      ...base,
      offerId: course,
      viewerId: maya.id,
      email: mayaEmail,
      amountCents: 4_900,
      purchasedAt: "2026-03-10T15:05:00.000Z",
    }),
    refunded: await insertPurchase({ ...base, offerId: course, amountCents: 4_900, refundedCents: 4_900, purchasedAt: "2026-03-10T15:06:00.000Z" }),
    partly: await insertPurchase({ ...base, offerId: course, amountCents: 4_900, refundedCents: 2_000, purchasedAt: "2026-03-10T15:07:00.000Z" }),
    euro: await insertPurchase({
      ...base,
      offerId: eurOffer,
      productName: "Workshop EU",
      amountCents: 2_000,
      currency: "EUR",
      source: "outside",
      purchasedAt: "2026-03-10T15:08:00.000Z",
    }),
  };
  return { host, cookie, event, stream, maya, mayaEmail, course, eurOffer, ids };
}

describe("GET /api/events/{eventId}/purchases", () => {
  it("lists the event's purchases newest first with refunds, buyers and net totals per currency", async () => {
    const { cookie, event, maya, mayaEmail, course, ids } = await seed();
    const answer = await get(`/api/events/${event.id}/purchases`, cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(4);
    expect(answer.body.purchases.map((p) => p.id)).toEqual([ids.euro, ids.partly, ids.refunded, ids.maya]);
    expect(answer.body.purchases[3]).toEqual({
      id: ids.maya,
      offerId: course,
      offerTitle: "Growth Course",
      productName: "Growth Course",
      amountCents: 4_900,
      refundedCents: 0,
      currency: "USD",
      status: "completed",
      source: "stripe",
      buyer: { viewerId: maya.id, firstName: "Maya", email: mayaEmail },
      purchasedAt: "2026-03-10T15:05:00.000Z",
      refundedAt: null,
      refundReason: null,
      refundPending: false,
    });
    expect(answer.body.purchases[2]).toMatchObject({ status: "refunded", refundedCents: 4_900, refundedAt: expect.any(String), refundReason: null });
    // $49 + $0 (refunded) + $29 (part refunded) in dollars; €20 apart: never added to dollars.
    expect(answer.body.totals).toEqual([
      { currency: "USD", cents: 7_800 },
      { currency: "EUR", cents: 2_000 },
    ]);
  });

  it("filters by ?offerId=, answers 400 naming offerId for a bad one, 404 for another host's event, 401 signed out", async () => {
    const { cookie, event, eurOffer, ids } = await seed();
    const euro = await get(`/api/events/${event.id}/purchases?offerId=${eurOffer}`, cookie);
    expect(euro.body).toMatchObject({ count: 1, totals: [{ currency: "EUR", cents: 2_000 }] });
    expect(euro.body.purchases.map((p) => p.id)).toEqual([ids.euro]);

    for (const bad of ["abc", "-1", "0", "1.5", "99999999999"]) {
      const answer = await get(`/api/events/${event.id}/purchases?offerId=${bad}`, cookie);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/offerId/);
      expect(answer.body.fieldErrors?.offerId).toBeDefined();
    }

    const other = await createHost();
    const otherCookie = await signInCookie(app.url, other);
    const theirs = await get(`/api/events/${event.id}/purchases`, otherCookie);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe("Event not found");
    expect((await get(`/api/events/not-an-id/purchases`, cookie)).status).toBe(404);
    expect((await get(`/api/events/${event.id}/purchases`)).status).toBe(401);
  });

  it("shows the Purchases panel on the event dashboard, and its empty state with a link to the Offers tab", async () => {
    const { cookie, event } = await seed();
    const html = (await get(`/events/${event.id}`, cookie)).text;
    const panel = html.slice(html.indexOf('id="purchases"'), html.indexOf('id="purchases"') + 12_000);
    expectContainsAll(panel, [
      "Purchases",
      "Maya",
      "Growth Course",
      "Partly refunded $20.00",
      ">Refunded<",
      "€20.00",
      // 15:05 UTC in London (GMT in March).
      "Mar 10, 2026, 3:05 PM",
    ]);
    expect(panel).toMatch(/\$78\.00.*€20\.00/s);

    const host = await createHost();
    const hostCookie = await signInCookie(app.url, host);
    const empty = await createTestEvent(host.id, { title: "Quiet" });
    const stream = await createStreamForHost({ hostId: host.id, title: "Quiet stream", eventId: empty.id });
    const emptyHtml = (await get(`/events/${empty.id}`, hostCookie)).text;
    expect(emptyHtml).toContain("No purchases yet — reveal an offer during your event to start selling.");
    expect(emptyHtml).toContain(`href="/events/${empty.id}/settings/${stream?.streamId}?tab=offers"`);
  });
});

describe("revenue everywhere, net of refunds, per currency", () => {
  it("a refund lowers the dashboard earnings, analytics revenue and the customer's history; two currencies show both", async () => {
    const { host, event, maya, ids } = await seed();
    const now = new Date("2026-03-20T12:00:00.000Z");
    const range = presetRange("30d", now);

    const dashboard = await getDashboard({ user: host, videoConfigured: false, now });
    expect(dashboard.earnings).toMatchObject({ total: "$78.00 + €20.00", thisMonth: "$78.00 + €20.00", purchaseCount: 3 });
    const feed = dashboard.activity.filter((item) => item.kind === "purchase").map((item) => item.text);
    expect(feed).toEqual([
      "Workshop EU purchased for €20.00",
      "Growth Course purchased for $49.00 (Partly refunded $20.00)",
      "Growth Course purchased for $49.00 (Refunded)",
      "Growth Course purchased for $49.00",
    ]);

    const report = await hostAnalytics({ hostId: host.id, range });
    expect(report.kpis).toMatchObject({
      revenue: [
        { currency: "USD", cents: 7_800 },
        { currency: "EUR", cents: 2_000 },
      ],
      refunds: [{ currency: "USD", cents: 6_900 }],
      purchases: 3,
      buyers: 3,
    });
    expect(report.funnel[0]).toMatchObject({ title: "Spring Launch", buyers: 3, purchases: 3 });
    expect(report.offers.map((o) => [o.title, o.revealed, o.sold, o.revenue, o.refunds, o.refundCount])).toEqual([
      ["Growth Course", true, 2, [{ currency: "USD", cents: 7_800 }], [{ currency: "USD", cents: 6_900 }], 2],
      ["Workshop EU", false, 1, [{ currency: "EUR", cents: 2_000 }], [], 0],
    ]);

    // Maya's whole purchase refunded: she is no buyer any more, her history says so.
    await db()
      .updateTable("purchases")
      .set({ refundedCents: 4_900, status: "refunded", refundedAt: now.toISOString() })
      .where("id", "=", ids.maya)
      .execute();
    const after = await getDashboard({ user: host, videoConfigured: false, now });
    expect(after.earnings).toMatchObject({ total: "$29.00 + €20.00", purchaseCount: 2 });
    expect((await hostAnalytics({ hostId: host.id, range })).kpis).toMatchObject({
      revenue: [
        { currency: "USD", cents: 2_900 },
        { currency: "EUR", cents: 2_000 },
      ],
      buyers: 2,
    });
    const history = await purchaseHistoryOf({ hostId: host.id, viewerId: maya.id });
    expect(history).toMatchObject({ totalValue: 0, productNames: [], totals: [], lastPurchaseDate: null });
    expect(history.purchases).toEqual([expect.objectContaining({ id: ids.maya, refundedCents: 4_900, status: "refunded", eventTitle: event.title })]);
  });

  it("keeps a customer's totals apart per currency: totalValue in the most used one", async () => {
    const { host, maya, mayaEmail, event } = await seed();
    await insertPurchase({ hostId: host.id, eventId: event.id, viewerId: maya.id, email: mayaEmail, amountCents: 3_000, currency: "EUR" });
    await insertPurchase({ hostId: host.id, eventId: event.id, viewerId: maya.id, email: mayaEmail, amountCents: 1_000, currency: "EUR" });
    const history = await purchaseHistoryOf({ hostId: host.id, viewerId: maya.id });
    expect(history.totals).toEqual([
      { currency: "USD", cents: 4_900 },
      { currency: "EUR", cents: 4_000 },
    ]);
    expect(history).toMatchObject({ totalValue: 4_000, currency: "EUR", sources: { stripe: { totalValue: 4_000, purchaseCount: 2 } } });
    expect(history.purchases).toHaveLength(3);
  });
});
