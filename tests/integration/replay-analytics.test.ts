import { describe, expect, it } from "vitest";
import { registerForEvent } from "~/models/registration.server";
import type { ReplayAnalytics } from "~/services/recordings/replay-analytics.server";
import { db } from "~/utils/db.server";
import { appCalls } from "../support/app-calls";
import { loadDashboardOk } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, uniqueIp } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { insertPurchase } from "../support/purchases";

// Issue 22, part 6: the event's Analytics tab counts its replay views (replay and on-demand apart),
// watch time and drop-off per minute, its sales by where they were made, and the clicks on its
// personal replay links, from the rows the replay page, the checkout and the follow-ups write.

const app = startAppForTests();
const { page } = appCalls(app);

async function register(eventId: number) {
  const result = await registerForEvent({ eventId, input: registrationInput(), ip: uniqueIp() });
  if (result.status !== "created") throw new Error(result.status);
  return result.registration.id;
}

async function view(eventId: number, registrationId: number | null, mode: "replay" | "on-demand", minutes: number[], watchedSeconds: number) {
  const at = new Date().toISOString();
  await db()
    .insertInto("replayViews")
    .values({ eventId, registrationId, mode, startedAt: at, lastSeenAt: at, watchedSeconds, minutes: JSON.stringify(minutes) })
    .execute();
}

async function click(eventId: number, registrationId: number | null, followUpId: number | null) {
  await db().insertInto("replayLinkClicks").values({ eventId, registrationId, followUpId, clickedAt: new Date().toISOString() }).execute();
}

async function purchase(fields: Parameters<typeof insertPurchase>[0], attribution: "live" | "replay" | "on-demand") {
  const id = await insertPurchase(fields);
  await db().updateTable("purchases").set({ attribution }).where("id", "=", id).execute();
}

async function followUp(eventId: number) {
  const at = new Date().toISOString();
  const row = await db()
    .insertInto("followUpConfigs")
    .values({ eventId, audience: "missed", delayMinutes: 60, subject: "You missed it", message: "Watch the replay", createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function eventWithReplayActivity() {
  const { host, cookie } = await signedInHost();
  const event = await createTestEvent(host.id, { title: "Replayed webinar" });
  const [ann, ben, cy] = [await register(event.id), await register(event.id), await register(event.id)];

  await view(event.id, ann, "replay", [0, 1, 2, 3], 240);
  await view(event.id, ann, "replay", [1, 0], 100);
  await view(event.id, ben, "replay", [0], 50);
  await view(event.id, null, "replay", [0, 1, 2, 3, 3], 230);
  await view(event.id, cy, "on-demand", [0, 1, 2], 180);

  await purchase({ hostId: host.id, eventId: event.id, amountCents: 4_900 }, "live");
  await purchase({ hostId: host.id, eventId: event.id, amountCents: 4_900, refundedCents: 4_900 }, "live");
  await purchase({ hostId: host.id, eventId: event.id, amountCents: 9_900, refundedCents: 900 }, "replay");
  await purchase({ hostId: host.id, eventId: event.id, amountCents: 2_000, currency: "EUR" }, "replay");
  await purchase({ hostId: host.id, eventId: event.id, amountCents: 1_500 }, "on-demand");

  const mail = await followUp(event.id);
  await click(event.id, ann, mail);
  await click(event.id, ann, mail);
  await click(event.id, ben, mail);
  await click(event.id, cy, null);

  // Another host's event, with the same kinds of rows: none of it counts for this one.
  const other = await createHost();
  const otherEvent = await createTestEvent(other.id, { title: "Someone else's webinar" });
  const stranger = await register(otherEvent.id);
  await view(otherEvent.id, stranger, "replay", [0, 1, 2, 3, 4, 5], 360);
  await purchase({ hostId: other.id, eventId: otherEvent.id, amountCents: 50_000 }, "replay");
  await click(otherEvent.id, stranger, null);

  return { host, cookie, event };
}

describe("an event's replay analytics", () => {
  it("count views, watch time, drop-off per minute, sales by where they were made and replay link clicks", async () => {
    const { cookie, event } = await eventWithReplayActivity();
    const data = await loadDashboardOk<{ replayAnalytics: ReplayAnalytics }>(cookie, event.id, "?tab=analytics");
    expect(data.replayAnalytics).toEqual({
      replay: {
        views: 4,
        registrants: 2,
        watchedSeconds: 620,
        averageSeconds: 155,
        dropOff: [
          { minute: 0, views: 4, share: 100 },
          { minute: 1, views: 3, share: 75 },
          { minute: 2, views: 2, share: 50 },
          { minute: 3, views: 2, share: 50 },
        ],
      },
      onDemand: {
        views: 1,
        registrants: 1,
        watchedSeconds: 180,
        averageSeconds: 180,
        dropOff: [
          { minute: 0, views: 1, share: 100 },
          { minute: 1, views: 1, share: 100 },
          { minute: 2, views: 1, share: 100 },
        ],
      },
      sales: [
        { attribution: "live", purchases: 1, revenue: [{ currency: "USD", cents: 4_900 }] },
        {
          attribution: "replay",
          purchases: 2,
          revenue: [
            { currency: "USD", cents: 9_000 },
            { currency: "EUR", cents: 2_000 },
          ],
        },
        { attribution: "on-demand", purchases: 1, revenue: [{ currency: "USD", cents: 1_500 }] },
      ],
      clicks: { total: 4, registrants: 3, fromFollowUps: { clicks: 3, registrants: 2 }, other: { clicks: 1, registrants: 1 } },
    });
  });

  it("show on the Analytics tab with the drop-off as bars and as a table, readable without JavaScript", async () => {
    const { cookie, event } = await eventWithReplayActivity();
    const tab = await page(`/events/${event.id}?tab=analytics`, { cookie });
    expect(tab.status).toBe(200);
    const html = tab.html.replace(/<!-- -->/g, "");
    const card = html.slice(html.indexOf('id="replay-analytics"'));
    expect(card).toMatch(/Replay views<\/dt><dd[^>]*>4</);
    expect(card).toContain("2 registrants · 10m 20s watched");
    expect(card).toContain("2m 35s per view on average");
    expect(card).toMatch(/On-demand views<\/dt><dd[^>]*>1</);
    expect(card).toMatch(/Replay link clicks<\/dt><dd[^>]*>4</);
    expect(card).toContain("3 from follow-up e-mails (2 registrants)</dd>");
    expect(card).toContain("1 from elsewhere</dd>");
    expect(card).toContain("How long replay viewers stayed");
    expect(card).toContain("50% of the views reached minute 4, the last one played; at least half stayed to the end.");
    expect(card).toMatch(/<td[^>]*>2<\/td><td[^>]*>75%<\/td><td[^>]*>3<\/td>/);
    expect(card).toMatch(/Live<\/th><td[^>]*>1<\/td><td[^>]*>\$49\.00<\/td>/);
    expect(card).toMatch(/Replay<\/th><td[^>]*>2<\/td><td[^>]*>\$90\.00 \+ €20\.00<\/td>/);
    expect(card).toMatch(/On-demand sessions<\/th><td[^>]*>1<\/td><td[^>]*>\$15\.00<\/td>/);
  });

  it("read as nothing yet for an event without replay activity", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Quiet webinar" });
    const data = await loadDashboardOk<{ replayAnalytics: ReplayAnalytics }>(cookie, event.id, "?tab=analytics");
    const none = { views: 0, registrants: 0, watchedSeconds: 0, averageSeconds: 0, dropOff: [] };
    expect(data.replayAnalytics).toEqual({
      replay: none,
      onDemand: none,
      sales: [
        { attribution: "live", purchases: 0, revenue: [] },
        { attribution: "replay", purchases: 0, revenue: [] },
        { attribution: "on-demand", purchases: 0, revenue: [] },
      ],
      clicks: { total: 0, registrants: 0, fromFollowUps: { clicks: 0, registrants: 0 }, other: { clicks: 0, registrants: 0 } },
    });
    const html = (await page(`/events/${event.id}?tab=analytics`, { cookie })).html.replace(/<!-- -->/g, "");
    expect(html).toContain("How long viewers stay shows here once the replay has been watched.");
  });
});
