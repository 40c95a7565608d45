import { describe, expect, it } from "vitest";
import { setEventLive } from "~/models/event.server";
import { createChatMessage } from "~/models/chat.server";
import { registerViewer } from "~/models/viewer.server";
import { loader } from "~/routes/_host.dashboard";
import { startUserSession } from "~/services/account/auth.server";
import { dayInZone, getDashboard, relativeTime, type DashboardView } from "~/services/hosting/dashboard.server";
import { db } from "~/utils/db.server";
import { createTestEvent, registerTestRegistrant } from "../support/events";
import { createHost, getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { createTestStream } from "../support/streams";

// A fixed "now": 22:00 on Jan 15 in New York, already 03:00 on Jan 16 in UTC.
const NOW = new Date("2030-01-16T03:00:00.000Z");
const dashboardOf = (user: Awaited<ReturnType<typeof createHost>>, now = NOW) => getDashboard({ user, videoConfigured: false, now });
const ticks = (view: DashboardView) => Object.fromEntries(view.checklist.map((step) => [step.id, step.done]));

async function streamFor(hostId: number, eventId: number | null, title = "Main stream") {
  const { stream, rowId } = await createTestStream({ hostId, title, eventId });
  return { ...stream, rowId };
}

async function purchase(hostId: number, eventId: number | null, amountCents: number, purchasedAt: string, productName = "Course") {
  await db()
    .insertInto("purchases")
    .values({
      hostId,
      eventId,
      streamId: null,
      viewerId: null,
      registrationId: null,
      emailNormalized: uniqueEmail("buyer"),
      productName,
      amountCents,
      source: "manual",
      externalId: null,
      purchasedAt,
    })
    .execute();
}

async function register(eventId: number, at: string, fields: Record<string, unknown> = {}) {
  await registerTestRegistrant(eventId, fields, { now: new Date(at) });
}

/** A host with one past event that went live (UTC) and one upcoming (New York, created last). */
async function seededHost() {
  const host = await createHost({ firstName: "Dana", lastName: "Doyle" });
  const kickoff = await createTestEvent(host.id, { title: "Kickoff", timezone: "UTC" }, "2030-01-16T02:00:00.000Z");
  const launch = await createTestEvent(host.id, { title: "Spring Launch", timezone: "America/New_York" }, "2030-02-01T15:00:00.000Z");
  const stream = await streamFor(host.id, kickoff.id);
  await register(launch.id, "2030-01-15T23:30:00.000Z", { firstName: "Rita", lastName: "Reg" });
  const { viewer } = await registerViewer({ streamRowId: stream.rowId, email: uniqueEmail("vic"), firstName: "Vic" });
  await db().updateTable("viewers").set({ createdAt: "2030-01-15T02:00:00.000Z" }).where("id", "=", viewer.id).execute();
  await createChatMessage({
    streamRowId: stream.rowId,
    viewerId: viewer.id,
    isStreamer: false,
    message: "Hello from Vic",
    createdAt: "2030-01-16T02:30:00.000Z",
  });
  await createChatMessage({
    streamRowId: stream.rowId,
    viewerId: null,
    isStreamer: true,
    message: "Host says hi",
    createdAt: "2030-01-16T02:40:00.000Z",
  });
  await setEventLive({ hostId: host.id, eventId: kickoff.id, live: true });
  await setEventLive({ hostId: host.id, eventId: kickoff.id, live: false });
  await db().updateTable("events").set({ wentLiveAt: "2030-01-16T02:00:00.000Z" }).where("id", "=", kickoff.id).execute();
  await purchase(host.id, kickoff.id, 19_700, "2030-01-10T12:00:00.000Z", "Masterclass");
  await purchase(host.id, null, 4_950, "2029-12-31T23:00:00.000Z", "Workbook");
  // 23:30 on Dec 31 in New York: last month there, although already January in UTC.
  await purchase(host.id, null, 300, "2030-01-01T04:30:00.000Z", "Tip");
  return { host, kickoff, launch, stream };
}

describe("relative times (spec section 9)", () => {
  it("says 'just now' under an hour, then whole hours, then whole days", () => {
    const now = new Date("2030-01-16T12:00:00Z");
    const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
    const minute = 60_000;
    const hour = 60 * minute;
    expect(ago(0)).toBe("just now");
    expect(ago(59 * minute)).toBe("just now");
    expect(ago(hour)).toBe("1 hour ago");
    expect(ago(119 * minute)).toBe("1 hour ago");
    expect(ago(2 * hour)).toBe("2 hours ago");
    expect(ago(23 * hour + 59 * minute)).toBe("23 hours ago");
    expect(ago(24 * hour)).toBe("1 day ago");
    expect(ago(47 * hour)).toBe("1 day ago");
    expect(ago(48 * hour)).toBe("2 days ago");
    expect(ago(-5 * minute)).toBe("just now");
  });

  it("finds the day in a zone as its two midnights", () => {
    expect(dayInZone(NOW, "America/New_York")).toEqual({
      day: "2030-01-15",
      from: new Date("2030-01-15T05:00:00Z"),
      to: new Date("2030-01-16T05:00:00Z"),
    });
    expect(dayInZone(NOW, "UTC")).toEqual({ day: "2030-01-16", from: new Date("2030-01-16T00:00:00Z"), to: new Date("2030-01-17T00:00:00Z") });
  });
});

describe("host dashboard (/dashboard)", () => {
  it("shows a new host honest empty figures and what to do next", async () => {
    const host = await createHost({ firstName: "Nora", lastName: "" });
    const view = await dashboardOf(host);
    expect(view.firstName).toBe("Nora");
    expect(ticks(view)).toEqual({ profile: false, event: false, stream: false, registration: false, live: false });
    expect(view.checklist.find((step) => step.id === "event")?.href).toBe("/events?openModal=true");
    expect(view.events).toEqual({ items: [], total: 0 });
    expect(view.earnings).toMatchObject({ total: "$0.00", thisMonth: "$0.00", purchaseCount: 0 });
    expect(view.activity).toEqual([]);
    expect(view.today).toEqual({ count: 0, timeZone: "UTC", fromEvent: false, day: "2030-01-16" });
    const blank = await createHost({ firstName: "  " });
    expect((await dashboardOf(blank)).firstName).toBe("User");
  });

  it("ticks each checklist step from the host's own progress", async () => {
    const host = await createHost();
    expect(ticks(await dashboardOf(host))).toEqual({ profile: true, event: false, stream: false, registration: false, live: false });
    const event = await createTestEvent(host.id, { title: "First" }, "2030-03-01T15:00:00.000Z");
    expect(ticks(await dashboardOf(host))).toMatchObject({ event: true, stream: false });
    const stream = await streamFor(host.id, event.id);
    expect(ticks(await dashboardOf(host))).toMatchObject({ stream: true, registration: false });
    await registerViewer({ streamRowId: stream.rowId, email: uniqueEmail("viewer"), firstName: "Val" });
    expect(ticks(await dashboardOf(host))).toMatchObject({ registration: true, live: false });
    await setEventLive({ hostId: host.id, eventId: event.id, live: true });
    expect(ticks(await dashboardOf(host))).toEqual({ profile: true, event: true, stream: true, registration: true, live: true });
  });

  it("shows the seeded host's events, earnings, today's registrations and activity exactly", async () => {
    const { host, kickoff, launch } = await seededHost();
    const view = await dashboardOf(host);
    expect(ticks(view)).toEqual({ profile: true, event: true, stream: true, registration: true, live: true });
    expect(view.events.total).toBe(2);
    expect(view.events.items).toEqual([
      { id: launch.id, title: "Spring Launch", status: "scheduled", when: "Feb 1, 2030, 10:00 AM EST", registrationCount: 1 },
      { id: kickoff.id, title: "Kickoff", status: "completed", when: "Jan 16, 2030, 2:00 AM UTC", registrationCount: 0 },
    ]);
    expect(view.earnings).toEqual({ total: "$249.50", thisMonth: "$197.00", purchaseCount: 3, monthCount: 1, monthLabel: "January 2030" });
    expect(view.today).toEqual({ count: 1, timeZone: "America/New_York", fromEvent: true, day: "2030-01-15" });
    expect(view.activity.map((item) => [item.kind, item.text, item.ago])).toEqual([
      ["chat", "Vic commented in Main stream", "just now"],
      ["live", "Kickoff went live", "1 hour ago"],
      ["registration", "Rita Reg registered for Spring Launch", "3 hours ago"],
      ["registration", "Vic registered for Main stream", "1 day ago"],
      ["purchase", "Masterclass purchased for $197.00", "5 days ago"],
      ["purchase", "Tip purchased for $3.00", "14 days ago"],
      ["purchase", "Workbook purchased for $49.50", "15 days ago"],
    ]);
    expect(view.activity[0]).toMatchObject({ detail: "Hello from Vic", href: `/events/${kickoff.id}` });
    expect(view.activity[4]).toMatchObject({ detail: "During Kickoff", href: `/events/${kickoff.id}` });
  });

  it("counts today's registrations in the zone of the host's latest event", async () => {
    // 23:30 UTC on Jan 15 is 18:30 that day in New York, and already Jan 16 08:30 in Tokyo.
    const at = "2030-01-15T23:30:00.000Z";
    const newYork = await createHost();
    await createTestEvent(newYork.id, { title: "Old one", timezone: "Asia/Tokyo" }, "2030-02-01T15:00:00.000Z");
    const nyEvent = await createTestEvent(newYork.id, { title: "NY", timezone: "America/New_York" }, "2030-02-01T15:00:00.000Z");
    await register(nyEvent.id, at);
    expect((await dashboardOf(newYork, new Date("2030-01-16T03:00:00Z"))).today).toMatchObject({ count: 1, timeZone: "America/New_York" });
    expect((await dashboardOf(newYork, new Date("2030-01-16T06:00:00Z"))).today).toMatchObject({ count: 0, day: "2030-01-16" });

    const utc = await createHost();
    const utcEvent = await createTestEvent(utc.id, { title: "UTC", timezone: "UTC" }, "2030-02-01T15:00:00.000Z");
    await register(utcEvent.id, at);
    expect((await dashboardOf(utc, new Date("2030-01-16T03:00:00Z"))).today).toMatchObject({ count: 0, timeZone: "UTC", fromEvent: true });
    expect((await dashboardOf(utc, new Date("2030-01-15T23:45:00Z"))).today).toMatchObject({ count: 1 });

    const tokyo = await createHost();
    const tokyoEvent = await createTestEvent(tokyo.id, { title: "Tokyo", timezone: "Asia/Tokyo" }, "2030-02-01T15:00:00.000Z");
    await register(tokyoEvent.id, at);
    expect((await dashboardOf(tokyo, new Date("2030-01-16T03:00:00Z"))).today).toMatchObject({ count: 1, timeZone: "Asia/Tokyo", day: "2030-01-16" });
    expect((await dashboardOf(tokyo, new Date("2030-01-15T12:00:00Z"))).today).toMatchObject({ count: 0, day: "2030-01-15" });
  });

  it("shows another host none of it", async () => {
    await seededHost();
    const other = await createHost({ firstName: "Otto", lastName: "Other" });
    const view = await dashboardOf(other);
    expect(ticks(view)).toEqual({ profile: true, event: false, stream: false, registration: false, live: false });
    expect(view.events).toEqual({ items: [], total: 0 });
    expect(view.earnings).toMatchObject({ total: "$0.00", purchaseCount: 0 });
    expect(view.activity).toEqual([]);
    expect(view.today).toMatchObject({ count: 0, timeZone: "UTC" });
  });

  it("serves the signed-in host's dashboard and sends others to /", async () => {
    const { host } = await seededHost();
    const cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
    const response = await settle(() => loader({ request: getRequest("/dashboard", { cookie }), params: {}, context: loadContext() }));
    expect(response.status).toBe(200);
    const data = (await response.json()) as DashboardView;
    expect(data.firstName).toBe("Dana");
    // By the real clock both events are still ahead: the sooner one comes first.
    expect(data.events.items.map((event) => event.title)).toEqual(["Kickoff", "Spring Launch"]);
    expect(data.earnings.total).toBe("$249.50");
    const signedOut = await settle(() => loader({ request: getRequest("/dashboard"), params: {}, context: loadContext() }));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/");
  });
});
