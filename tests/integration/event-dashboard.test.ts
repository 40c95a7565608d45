import { describe, expect, it } from "vitest";
import { getEvent } from "~/models/event.server";
import { enqueueOutboxMessage } from "~/models/outbox.server";
import { registerForEvent } from "~/models/registration.server";
import { createDefaultReminderConfigs } from "~/models/reminder.server";
import { registrationTimeline } from "~/routes/_host.events.$eventId._index/dashboard-data.server";
import { db } from "~/utils/db.server";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, uniqueIp } from "../support/factories";
import { loadDashboard, loadDashboardOk, postDashboard, toastOf } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";

interface Dashboard {
  tab: string;
  event: { id: number; title: string; status: string; streamId: string | null; when: string; duration: string; canEnd: boolean };
  publicUrl: string;
  overview: {
    registrationCount: number;
    seatsLeft: number | null;
    settings: { label: string; value: string }[];
    reminders: { timing: string; channel: string; enabled: boolean; due: string }[];
  } | null;
  audience: {
    total: number;
    registrants: { name: string; email: string; company: string | null; jobTitle: string | null; timezone: string }[];
    timeZones: { label: string; count: number }[];
    companies: { label: string; count: number }[];
    jobTitles: { label: string; count: number }[];
    timeline: { day: string; count: number }[];
    cumulative: { day: string; count: number }[];
  } | null;
}

const loadOk = (cookie: string, eventId: number, query = "") => loadDashboardOk<Dashboard>(cookie, eventId, query);

async function pendingReminder(hostId: number, eventId: number) {
  const id = await enqueueOutboxMessage({
    hostId,
    eventId,
    kind: "reminder",
    channel: "email",
    toAddress: "rita@example.com",
    bodyText: "Starting soon",
  });
  if (id === null) throw new Error("the reminder was not queued");
  return id;
}

const outboxStatus = async (id: number) => (await db().selectFrom("outboxMessages").select("status").where("id", "=", id).executeTakeFirst())?.status;

async function register(eventId: number, fields: Record<string, unknown>) {
  const result = await registerForEvent({ eventId, input: registrationInput(fields), ip: uniqueIp() });
  if (result.status !== "created" && result.status !== "existing") throw new Error(result.status);
}

describe("event dashboard (/events/{eventId})", () => {
  it("is only the owner's: others get the event's public page (a 404 for a draft, an unknown or a malformed id), and may not change it", async () => {
    const owner = await createHost();
    const event = await createTestEvent(owner.id, { title: "Owner Only" });
    const draft = await createTestEvent(owner.id, { title: "Owner Draft", status: "draft" });
    const { cookie } = await signedInHost();
    for (const visitor of [cookie, ""]) {
      const page = await loadDashboard(visitor, event.id);
      expect(page.status).toBe(200);
      const data = (await page.json()) as Record<string, unknown>;
      expect(data).toMatchObject({ view: "public", event: { id: event.id, title: "Owner Only" } });
      expect(data).not.toHaveProperty("overview");
      expect(data).not.toHaveProperty("audience");
      expect((await loadDashboard(visitor, draft.id)).status).toBe(404);
    }
    expect((await loadDashboard(cookie, 2_000_000_000)).status).toBe(404);
    expect((await loadDashboard(cookie, "abc")).status).toBe(404);
    expect((await postDashboard(cookie, event.id, { intent: "go-live" })).status).toBe(404);
    expect((await getEvent({ hostId: owner.id, eventId: event.id }))?.status).toBe("scheduled");
    const anonymousPost = await postDashboard("", event.id, { intent: "go-live" });
    expect(anonymousPost.status).toBe(302);
    expect(anonymousPost.headers.get("Location")).toBe("/");
  });

  it("gives a visitor the start in their own zone once a visit told it (the tz cookie), else in the event's, named", async () => {
    const owner = await createHost();
    const event = await createTestEvent(owner.id, { title: "Zoned", timezone: "America/New_York" }, "2031-03-04T15:00:00.000Z");
    const startOf = async (cookie: string) =>
      ((await (await loadDashboard(cookie, event.id)).json()) as { event: { startsAt: string; zone: string } }).event;
    expect(await startOf("")).toEqual(expect.objectContaining({ startsAt: "Tuesday, March 4, 2031 at 10:00 AM EST", zone: "America/New_York" }));
    expect(await startOf("tz=Europe%2FParis")).toEqual(
      expect.objectContaining({ startsAt: "Tuesday, March 4, 2031 at 4:00 PM CET", zone: "Europe/Paris" }),
    );
    expect(await startOf("tz=Not%2FA_Zone")).toEqual(expect.objectContaining({ zone: "America/New_York" }));
  });

  it("shows the overview: counts, seats left, settings and reminders in the event's zone", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, {
      title: "Overview Webinar",
      maxAttendees: 10,
      enablePolls: true,
      timezone: "America/Los_Angeles",
      hostName: "Hana Host",
    });
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id });
    await register(event.id, { firstName: "Ann" });
    const page = await loadOk(cookie, event.id);
    expect(page.tab).toBe("overview");
    expect(page.audience).toBeNull();
    expect(page.event).toMatchObject({ title: "Overview Webinar", status: "scheduled", duration: "1 hr" });
    expect(page.event.when).toMatch(/P[SD]T$/);
    expect(page.publicUrl).toBe(`http://localhost/event-registration/${event.id}`);
    expect(page.overview).toMatchObject({ registrationCount: 1, seatsLeft: 9 });
    expect(page.overview?.settings).toContainEqual({ label: "Polls", value: "On" });
    expect(page.overview?.reminders.length).toBeGreaterThan(0);
    expect(page.overview?.reminders[0]).toMatchObject({ channel: "E-mail", enabled: true });
    expect(page.overview?.reminders[0]?.due).toMatch(/P[SD]T$/);

    const unlimited = await createTestEvent(host.id, { title: "Open" });
    expect((await loadOk(cookie, unlimited.id)).overview?.seatsLeft).toBeNull();
  });

  it("goes live and stops the stream: a rehearsal before the start leaves the event scheduled, its reminders pending", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Live Show" });
    const reminder = await pendingReminder(host.id, event.id);

    const live = await postDashboard(cookie, event.id, { intent: "go-live", tab: "audience" });
    expect(live.status).toBe(302);
    expect(live.headers.get("Location")).toBe(`/events/${event.id}?tab=audience`);
    expect(await toastOf(live)).toMatchObject({ title: "You are live" });
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.status).toBe("live");
    expect((await loadOk(cookie, event.id)).event).toMatchObject({ status: "live", canEnd: true });

    const stopped = await postDashboard(cookie, event.id, { intent: "end" });
    expect(stopped.headers.get("Location")).toBe(`/events/${event.id}`);
    expect(await toastOf(stopped)).toMatchObject({ title: "Stream stopped" });
    const stored = await getEvent({ hostId: host.id, eventId: event.id });
    expect(stored).toMatchObject({ status: "scheduled", endedAt: null });
    expect((await loadOk(cookie, event.id)).event).toMatchObject({ status: "scheduled", canEnd: true });
    expect(await outboxStatus(reminder)).toBe("pending");

    expect((await postDashboard(cookie, event.id, { intent: "explode" })).status).toBe(400);
  });

  it("ends the event on End event: completed, streams stopped, pending reminders cancelled", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Final Show" });
    expect((await loadOk(cookie, event.id)).event.canEnd).toBe(false);
    const reminder = await pendingReminder(host.id, event.id);
    await postDashboard(cookie, event.id, { intent: "go-live" });

    const ended = await postDashboard(cookie, event.id, { intent: "end-event", tab: "analytics" });
    expect(ended.headers.get("Location")).toBe(`/events/${event.id}?tab=analytics`);
    expect(await toastOf(ended)).toMatchObject({ title: "Event ended" });
    const stored = await getEvent({ hostId: host.id, eventId: event.id });
    expect(stored?.status).toBe("completed");
    expect(stored?.endedAt).not.toBeNull();
    expect((await loadOk(cookie, event.id)).event).toMatchObject({ status: "completed", canEnd: false });
    expect(await outboxStatus(reminder)).toBe("cancelled");

    const { cookie: intruder } = await signedInHost();
    expect((await postDashboard(intruder, event.id, { intent: "end-event" })).status).toBe(404);
  });

  it("builds the audience tab from this event's registrations only", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Audience Webinar" });
    const other = await createTestEvent(host.id, { title: "Other Webinar" });

    const empty = await loadOk(cookie, event.id, "?tab=audience");
    expect(empty.audience).toMatchObject({ total: 0, registrants: [], timeline: [] });

    await register(event.id, { firstName: "Ann", lastName: "One", company: "Acme", jobTitle: "CTO", timezone: "Eastern" });
    await register(event.id, { firstName: "Bob", lastName: "Two", company: "Acme", jobTitle: "Engineer", timezone: "Eastern" });
    await register(event.id, { firstName: "Cy", lastName: "Three", company: "Globex", timezone: "JST" });
    await register(other.id, { firstName: "Dee", company: "Initech", timezone: "Pacific" });

    const page = await loadOk(cookie, event.id, "?tab=audience");
    expect(page.tab).toBe("audience");
    expect(page.overview).toBeNull();
    const audience = page.audience;
    expect(audience?.total).toBe(3);
    expect(audience?.registrants.map((r) => r.name).sort()).toEqual(["Ann One", "Bob Two", "Cy Three"]);
    expect(audience?.companies).toEqual([
      { label: "Acme", count: 2 },
      { label: "Globex", count: 1 },
    ]);
    expect(audience?.jobTitles).toEqual([
      { label: "CTO", count: 1 },
      { label: "Engineer", count: 1 },
    ]);
    expect(audience?.timeZones[0]).toEqual({ label: "America/New_York", count: 2 });
    expect(audience?.timeline.reduce((sum, p) => sum + p.count, 0)).toBe(3);
    expect(audience?.cumulative.at(-1)?.count).toBe(3);

    const analytics = await loadOk(cookie, event.id, "?tab=analytics");
    expect(analytics.tab).toBe("analytics");
    expect(analytics.audience?.cumulative.at(-1)?.count).toBe(3);
    expect((await loadOk(cookie, event.id, "?tab=bogus")).tab).toBe("overview");
  });

  it("fills the timeline's quiet days with zeros, per day in the event's zone", () => {
    const points = registrationTimeline(["2030-01-01T15:00:00Z", "2030-01-04T03:00:00Z", "2030-01-04T06:00:00Z"], "America/New_York");
    expect(points.map((p) => [p.day, p.count])).toEqual([
      ["2030-01-01", 1],
      ["2030-01-02", 0],
      ["2030-01-03", 1],
      ["2030-01-04", 1],
    ]);
    expect(points[0]?.label).toBe("Jan 1");
  });
});
