import { describe, expect, it } from "vitest";
import { createApiKey } from "~/models/api-key.server";
import { suppressEmail } from "~/models/email-suppression.server";
import { endEvent } from "~/models/event.server";
import { listFollowUps, type FollowUp } from "~/models/follow-up.server";
import { listOutboxMessages } from "~/models/outbox.server";
import { registerForEvent } from "~/models/registration.server";
import { recordJoins, registerViewer } from "~/models/viewer.server";
import { runDelivery } from "~/services/delivery/delivery.server";
import { enqueueDueFollowUps } from "~/services/delivery/follow-ups.server";
import { twilioSender } from "~/services/delivery/sms.server";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { appCalls } from "../support/app-calls";
import { createTestEvent, DAY, MINUTE, registrationInput } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { smtpDeliveryForTests } from "../support/smtp-delivery";
import { openPrivateDatabase } from "../support/private-database";
import { insertPurchase } from "../support/purchases";
import { createTestStream } from "../support/streams";
import { insertReplayRow } from "../support/replay";

// Issue 22, part 3: follow-up e-mails after the event ends. Attendees (a viewer of one of the
// event's streams with attendance) get the "thanks" text, the others the "you missed it" one,
// each with their personal replay link, when the follow-up's delay after the end has passed and
// the replay is available; once, however many workers run.

// This file's worker takes every due message, so it gets a database of its own.
await openPrivateDatabase();

const ORIGIN = "https://showup.test";
const HOUR = 60 * MINUTE;

const app = startAppForTests();
const { call } = appCalls(app);

const delivery = smtpDeliveryForTests(() => ({
  sms: twilioSender({ accountSid: "AC123", authToken: "secret-token", from: "+15557654321", apiBase: "http://127.0.0.1:9" }),
  origin: ORIGIN,
}));

const followUpMails = (address: string) =>
  delivery.smtp.received.filter((m) => m.to.includes(address) && !m.parsed.subject?.startsWith("You're registered"));

/**
 * An event that ended `endedAgo` ms ago with one stream, an attendee (who watched the live), a
 * no-show, and a replay (a Mux asset) published unless told otherwise.
 */
async function endedEvent({ endedAgo = 3 * DAY, published = true, expiresAt = null as string | null } = {}) {
  const host = await createHost({ firstName: "Grace", lastName: "Hopper" });
  const event = await createTestEvent(host.id, { title: "Scaling Calm" }, new Date(Date.now() - endedAgo - HOUR).toISOString());
  const { rowId: streamRowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const register = async (firstName: string, fields: Record<string, unknown> = {}) => {
    const result = await registerForEvent({
      eventId: event.id,
      input: registrationInput({ firstName, email: uniqueEmail(firstName.toLowerCase()), timezone: "UTC", ...fields }),
      ip: uniqueIp(),
      origin: ORIGIN,
    });
    if (result.status !== "created") throw new Error(`registration ${result.status}`);
    return result.registration;
  };
  const attend = async (registration: { id: number; email: string; firstName: string }) => {
    const { viewer } = await registerViewer({
      streamRowId,
      email: registration.email,
      firstName: registration.firstName,
      registrationId: registration.id,
    });
    await recordJoins({ visits: [{ viewerId: viewer.id, streamRowId }] });
  };
  const attendee = await register("Ada");
  await attend(attendee);
  const noShow = await register("Noor");
  await endEvent({ hostId: host.id, eventId: event.id });
  const endedAt = new Date(Date.now() - endedAgo);
  await db().updateTable("events").set({ endedAt: endedAt.toISOString() }).where("id", "=", event.id).execute();
  const now = nowIso();
  await insertReplayRow(
    {
      eventId: event.id,
      hostId: host.id,
      muxAssetId: `asset-${event.id}`,
      muxPlaybackId: `playback-${event.id}`,
      sourceStartedAt: new Date(endedAt.getTime() - HOUR).toISOString(),
      durationMs: HOUR,
      published: published ? 1 : 0,
      publishedAt: published ? now : null,
      expiresAt,
    },
    now,
  );
  const followUps = (await listFollowUps({ hostId: host.id, eventId: event.id })) ?? [];
  const at = (ms: number) => new Date(endedAt.getTime() + ms);
  return { host, event, streamRowId, register, attend, attendee, noShow, endedAt, at, followUps };
}

const replayLinkOf = (eventId: number, accessToken: string, followUp: FollowUp) => `${ORIGIN}/replay/${eventId}/${accessToken}?fu=${followUp.id}`;
const byAudience = (followUps: FollowUp[], audience: string, delayMinutes: number) => {
  const found = followUps.find((f) => f.audience === audience && f.delayMinutes === delayMinutes);
  if (!found) throw new Error(`no ${audience} follow-up at +${delayMinutes} min`);
  return found;
};
/** The follow-up e-mails queued for the event (other tests' events fall due at the same moments). */
const queuedFor = async (hostId: number, eventId: number) => (await listOutboxMessages({ hostId, eventId, kind: "follow_up" })).length;
const setReplay = (eventId: number, changes: { published?: number; expiresAt?: string | null }) =>
  db().updateTable("replays").set(changes).where("eventId", "=", eventId).execute();

describe("follow-up e-mails", () => {
  it("every new event starts with the suggested three: attendees +1 h, missed +1 h, missed +24 h skipping buyers", async () => {
    const { followUps } = await endedEvent();
    expect(followUps.map((f) => [f.audience, f.delayMinutes, f.enabled, f.skipBuyers, f.dispatchedAt])).toEqual([
      ["attended", 60, true, false, null],
      ["missed", 60, true, false, null],
      ["missed", 1440, true, true, null],
    ]);
  });

  it("go out when their delay after the end has passed: attendee and no-show get different texts with their own replay links", async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const { host, event, attendee, noShow, at, followUps } = await endedEvent({ expiresAt });
    const thanks = byAudience(followUps, "attended", 60);
    const missed = byAudience(followUps, "missed", 60);

    await runDelivery(delivery.deps, { now: at(59 * MINUTE) });
    expect(await queuedFor(host.id, event.id)).toBe(0);
    expect(followUpMails(attendee.email)).toHaveLength(0);

    await runDelivery(delivery.deps, { now: at(60 * MINUTE) });
    expect(await queuedFor(host.id, event.id)).toBe(2);
    await delivery.smtp.waitForCount(delivery.smtp.received.length);
    const [toAttendee] = followUpMails(attendee.email);
    const [toNoShow] = followUpMails(noShow.email);
    if (!toAttendee || !toNoShow) throw new Error("a follow-up did not arrive");

    expect(toAttendee.parsed.subject).toBe("Thanks for joining Scaling Calm: here is the replay");
    expect(toNoShow.parsed.subject).toBe("You missed Scaling Calm: the replay is here");
    const attendeeLink = replayLinkOf(event.id, attendee.accessToken, thanks);
    const noShowLink = replayLinkOf(event.id, noShow.accessToken, missed);
    expect(toAttendee.parsed.text).toContain("Thank you for being there live.");
    expect(toAttendee.parsed.text).toContain(`Watch the replay: ${attendeeLink}`);
    expect(toAttendee.parsed.html).toContain(`href="${attendeeLink.replaceAll("&", "&amp;")}"`);
    expect(toAttendee.parsed.text).not.toContain(noShow.accessToken);
    expect(toNoShow.parsed.text).toContain("Scaling Calm is over, but you can still watch all of it");
    expect(toNoShow.parsed.text).toMatch(/the replay is ready for you until \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\./);
    expect(toNoShow.parsed.text).toContain(`Watch the replay: ${noShowLink}`);
    expect(toNoShow.parsed.text).toMatch(/Replay online until: \w+day/);
    expect(toNoShow.parsed.text).not.toContain(attendee.accessToken);
    expect(toAttendee.parsed.headers.find((h) => h.key === "list-unsubscribe")?.value).toMatch(/^<https:\/\/showup\.test\/unsubscribe\//);

    // The "last chance" one waits for its own day, then goes to the no-show only.
    await runDelivery(delivery.deps, { now: at(23 * HOUR) });
    expect(await queuedFor(host.id, event.id)).toBe(2);
    await runDelivery(delivery.deps, { now: at(24 * HOUR) });
    expect(await queuedFor(host.id, event.id)).toBe(3);
    await delivery.smtp.waitForCount(delivery.smtp.received.length);
    expect(followUpMails(noShow.email).map((m) => m.parsed.subject)).toEqual([
      "You missed Scaling Calm: the replay is here",
      "Last chance: the replay of Scaling Calm",
    ]);
    expect(followUpMails(attendee.email)).toHaveLength(1);
    const listed = await listFollowUps({ hostId: host.id, eventId: event.id });
    expect(listed?.every((f) => f.dispatchedAt !== null)).toBe(true);
  });

  it("go out once even when the tick runs twice, or several workers run at the same moment", async () => {
    const { event, host, register, attend, at } = await endedEvent();
    const more = await Promise.all(["Bea", "Cy", "Dee", "Eli"].map((name) => register(name)));
    await attend(more[0]!);
    const now = at(2 * HOUR);
    await Promise.all([
      enqueueDueFollowUps({ origin: ORIGIN, now }),
      enqueueDueFollowUps({ origin: ORIGIN, now }),
      enqueueDueFollowUps({ origin: ORIGIN, now }),
    ]);
    // Attendees: Ada and Bea; missed: Noor, Cy, Dee, Eli (the +24 h one is not due yet).
    expect(await queuedFor(host.id, event.id)).toBe(6);
    await runDelivery(delivery.deps, { now });
    await runDelivery(delivery.deps, { now });
    const messages = (await listOutboxMessages({ hostId: host.id, eventId: event.id, kind: "follow_up" })).filter((m) => m.eventId === event.id);
    expect(messages).toHaveLength(6);
    expect(new Set(messages.map((m) => m.toAddress)).size).toBe(6);
    expect(messages.every((m) => m.status === "sent" && m.attempts === 1)).toBe(true);
  });

  it("leave out buyers when skipBuyers is on, matched by registration or by e-mail", async () => {
    const { host, event, noShow, register, at } = await endedEvent();
    const byEmail = await register("Buyer");
    await insertPurchase({ hostId: host.id, eventId: event.id, email: noShow.email });
    const purchaseId = await insertPurchase({ hostId: host.id, eventId: event.id, email: uniqueEmail("other") });
    await db().updateTable("purchases").set({ registrationId: byEmail.id }).where("id", "=", purchaseId).execute();
    const outsider = await register("Plain");

    await runDelivery(delivery.deps, { now: at(25 * HOUR) });
    await delivery.smtp.waitForCount(delivery.smtp.received.length);
    const subjects = (email: string) => followUpMails(email).map((m) => m.parsed.subject);
    // +1 h goes to everyone who missed it; the "last chance" one (skipBuyers) only to Plain.
    expect(subjects(noShow.email)).toEqual(["You missed Scaling Calm: the replay is here"]);
    expect(subjects(byEmail.email)).toEqual(["You missed Scaling Calm: the replay is here"]);
    expect(subjects(outsider.email).sort()).toEqual(["Last chance: the replay of Scaling Calm", "You missed Scaling Calm: the replay is here"]);
  });

  it("wait while the replay is not published, and go out once it is", async () => {
    const { host, event, attendee, at, followUps } = await endedEvent({ published: false });
    await runDelivery(delivery.deps, { now: at(2 * HOUR) });
    expect(await queuedFor(host.id, event.id)).toBe(0);
    expect((await listFollowUps({ hostId: host.id, eventId: event.id }))?.every((f) => f.dispatchedAt === null)).toBe(true);

    await setReplay(event.id, { published: 1 });
    await runDelivery(delivery.deps, { now: at(3 * HOUR) });
    expect(await queuedFor(host.id, event.id)).toBe(2);
    await delivery.smtp.waitForCount(delivery.smtp.received.length);
    expect(followUpMails(attendee.email).map((m) => m.parsed.text)).toEqual([
      expect.stringContaining(replayLinkOf(event.id, attendee.accessToken, byAudience(followUps, "attended", 60))),
    ]);
  });

  it("are given up on when the replay expires before they could go out", async () => {
    const { host, event, attendee, noShow, at } = await endedEvent({ published: false, expiresAt: new Date(Date.now() - DAY).toISOString() });
    const report = await runDelivery(delivery.deps, { now: at(3 * DAY) });
    expect(report.skippedFollowUps).toBeGreaterThanOrEqual(3);
    expect((await listFollowUps({ hostId: host.id, eventId: event.id }))?.every((f) => f.dispatchedAt !== null)).toBe(true);
    // Published again later without an end: still nothing (they were given up on).
    await setReplay(event.id, { published: 1, expiresAt: null });
    await runDelivery(delivery.deps, { now: at(3 * DAY) });
    expect(await queuedFor(host.id, event.id)).toBe(0);
    expect(followUpMails(attendee.email)).toHaveLength(0);
    expect(followUpMails(noShow.email)).toHaveLength(0);
  });

  it("leave out unsubscribed registrants and suppressed addresses, and disabled follow-ups", async () => {
    const { host, event, noShow, register, at, followUps } = await endedEvent();
    await db().updateTable("registrations").set({ unsubscribedAt: nowIso() }).where("id", "=", noShow.id).execute();
    const suppressed = await register("Sam");
    await suppressEmail({ hostId: host.id, email: suppressed.email, reason: "unsubscribed" });
    await db()
      .updateTable("followUpConfigs")
      .set({ enabled: 0 })
      .where("id", "=", byAudience(followUps, "missed", 1440).id)
      .execute();

    await runDelivery(delivery.deps, { now: at(2 * DAY) });
    expect(followUpMails(noShow.email)).toHaveLength(0);
    expect(followUpMails(suppressed.email)).toHaveLength(0);
    const messages = await listOutboxMessages({ hostId: host.id, eventId: event.id, kind: "follow_up" });
    expect(messages.find((m) => m.toAddress === suppressed.email)).toMatchObject({ status: "skipped" });
    expect(messages.some((m) => m.toAddress === noShow.email)).toBe(false);
    expect(messages.filter((m) => m.toAddress === suppressed.email)).toHaveLength(1);
  });

  it("wait for the event to end: a live or scheduled event's follow-ups do not go out", async () => {
    const { host, event, attendee, at } = await endedEvent();
    await db().updateTable("events").set({ status: "live", endedAt: null }).where("id", "=", event.id).execute();
    await runDelivery(delivery.deps, { now: at(5 * DAY) });
    expect(await queuedFor(host.id, event.id)).toBe(0);
    expect(followUpMails(attendee.email)).toHaveLength(0);
  });
});

describe("GET/POST /api/events/{eventId}/follow-ups, PATCH/DELETE /api/follow-ups/{id}", () => {
  async function hostWithEvent() {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "API night" });
    return { host, event, cookie: await signInCookie(app.url, host) };
  }

  it("list, add, change and remove the host's follow-ups", async () => {
    const { event, cookie } = await hostWithEvent();
    const listed = await call("GET", `/api/events/${event.id}/follow-ups`, { cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.map((f) => f.subject)).toEqual([
      "Thanks for joining {title}: here is the replay",
      "You missed {title}: the replay is here",
      "Last chance: the replay of {title}",
    ]);

    const created = await call("POST", `/api/events/${event.id}/follow-ups`, {
      cookie,
      body: {
        audience: "missed",
        delay_minutes: 2880,
        subject: "48 hours left: {title}",
        message: "Watch {replay_link} before {replay_until}.",
        skipBuyers: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      eventId: event.id,
      audience: "missed",
      delayMinutes: 2880,
      subject: "48 hours left: {title}",
      enabled: true,
      skipBuyers: true,
      dispatchedAt: null,
    });
    const id = created.body.id as number;

    const defaulted = await call("POST", `/api/events/${event.id}/follow-ups`, { cookie, body: { audience: "attended" } });
    expect(defaulted.status).toBe(201);
    expect(defaulted.body).toMatchObject({
      delayMinutes: 60,
      subject: "Thanks for joining {title}: here is the replay",
      enabled: true,
      skipBuyers: false,
    });

    const patched = await call("PATCH", `/api/follow-ups/${id}`, { cookie, body: { enabled: false, delayMinutes: 0, subject: "Right away" } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id,
      enabled: false,
      delayMinutes: 0,
      subject: "Right away",
      message: "Watch {replay_link} before {replay_until}.",
    });
    expect((await call("GET", `/api/follow-ups/${id}`, { cookie })).body).toMatchObject({ enabled: false, delayMinutes: 0 });

    expect((await call("DELETE", `/api/follow-ups/${id}`, { cookie })).status).toBe(204);
    expect((await call("DELETE", `/api/follow-ups/${id}`, { cookie })).status).toBe(404);
    expect((await call("GET", `/api/events/${event.id}/follow-ups`, { cookie })).body).toHaveLength(4);
  });

  it("answer bad input with 400 and a message in words", async () => {
    const { event, cookie } = await hostWithEvent();
    const post = (body: unknown) => call("POST", `/api/events/${event.id}/follow-ups`, { cookie, body });
    const cases: [unknown, string][] = [
      [{}, "Audience must be attended or missed"],
      [{ audience: "everyone" }, "Audience must be attended or missed"],
      [{ audience: "missed", delayMinutes: -5 }, "Delay must be a whole number of minutes from 0 to 43200"],
      [{ audience: "missed", delayMinutes: 1.5 }, "Delay must be a whole number of minutes from 0 to 43200"],
      [{ audience: "missed", delayMinutes: 50_000 }, "Delay must be a whole number of minutes from 0 to 43200"],
      [{ audience: "missed", delayMinutes: "soon" }, "Delay must be a whole number of minutes from 0 to 43200"],
      [{ audience: "missed", subject: "  " }, "Subject is required"],
      [{ audience: "missed", subject: "Two\nlines" }, "Subject may not contain control characters or line breaks"],
      [{ audience: "missed", subject: "x".repeat(201) }, "Subject must be at most 200 characters"],
      [{ audience: "missed", message: "" }, "Message is required"],
      [{ audience: "missed", message: "x".repeat(2001) }, "Message must be at most 2000 characters"],
      [{ audience: "missed", enabled: "maybe" }, "Enabled must be true or false"],
      [{ audience: "missed", skipBuyers: 7 }, "Skip buyers must be true or false"],
    ];
    for (const [body, error] of cases) {
      const answer = await post(body);
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({ body, status: 400, error });
    }
    const notJson = await call("POST", `/api/events/${event.id}/follow-ups`, { cookie, raw: "{nope" });
    expect(notJson.status).toBe(400);
    const [first] = (await call("GET", `/api/events/${event.id}/follow-ups`, { cookie })).body;
    const empty = await call("PATCH", `/api/follow-ups/${first?.id as number}`, { cookie, body: {} });
    expect(empty).toMatchObject({
      status: 400,
      body: { error: "Send at least one of audience, delayMinutes, subject, message, enabled, skipBuyers" },
    });
    const badDelay = await call("PATCH", `/api/follow-ups/${first?.id as number}`, { cookie, body: { delayMinutes: -1 } });
    expect(badDelay.status).toBe(400);
  });

  it("are the host's own: another host's event or follow-up is a 404, signed out a 401", async () => {
    const owner = await hostWithEvent();
    const other = await hostWithEvent();
    const [theirs] = (await call("GET", `/api/events/${owner.event.id}/follow-ups`, { cookie: owner.cookie })).body;
    const id = theirs?.id as number;
    expect((await call("GET", `/api/events/${owner.event.id}/follow-ups`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("POST", `/api/events/${owner.event.id}/follow-ups`, { cookie: other.cookie, body: { audience: "missed" } })).status).toBe(404);
    expect((await call("GET", `/api/follow-ups/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/follow-ups/${id}`, { cookie: other.cookie, body: { enabled: false } })).status).toBe(404);
    expect((await call("PATCH", `/api/follow-ups/${id}`, { cookie: other.cookie, body: { delayMinutes: -1 } })).status).toBe(404);
    expect((await call("DELETE", `/api/follow-ups/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", `/api/follow-ups/abc`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", `/api/events/999999999/follow-ups`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", `/api/events/${owner.event.id}/follow-ups`)).status).toBe(401);
    const { secret } = await createApiKey({ userId: owner.host.id, name: "CI" });
    const withKey = await fetch(`${app.url}/api/events/${owner.event.id}/follow-ups`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(withKey.status).toBe(200);
    // Untouched by the other host.
    expect((await call("GET", `/api/follow-ups/${id}`, { cookie: owner.cookie })).body).toMatchObject({ enabled: true });
  });

  it("refuse to change a follow-up that already went out (409)", async () => {
    const { host, event, cookie } = await hostWithEvent();
    const [first] = (await listFollowUps({ hostId: host.id, eventId: event.id })) ?? [];
    await db().updateTable("followUpConfigs").set({ dispatchedAt: nowIso() }).where("id", "=", first!.id).execute();
    const answer = await call("PATCH", `/api/follow-ups/${first!.id}`, { cookie, body: { subject: "Too late" } });
    expect(answer).toMatchObject({ status: 409, body: { error: "This follow-up e-mail has already gone out: it can no longer be changed" } });
  });
});
