import { describe, expect, it } from "vitest";
import { saveOnDemandSettings, takeOnDemandSeat } from "~/models/on-demand.server";
import { registerForEvent } from "~/models/registration.server";
import { createDefaultReminderConfigs } from "~/models/reminder.server";
import { registerViewer } from "~/models/viewer.server";
import { listChatForViewer } from "~/services/room/chat/messages.server";
import {
  onDemandChoiceFor,
  onDemandSessionFor,
  pickOnDemandSession,
  postHostOnDemandChat,
  postOnDemandChat,
} from "~/services/recordings/on-demand.server";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { appCalls } from "../support/app-calls";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

const app = startAppForTests();
const { page } = appCalls(app);
/** A request from a browser with no cookies: the registrant opening their link. */
const browser = () => new Request(app.url);
/** Picks a session at `now` as the registrant's browser posts the choice form's `fields`. */
const pickSession = (eventId: number, accessToken: string, fields: Parameters<typeof pickOnDemandSession>[0]["fields"], now: Date) =>
  pickOnDemandSession({ request: browser(), eventId, accessToken, fields, origin: app.url, now });

const RECORDING_SECONDS = 600;

/** A host's event with a stream, a finished ten-minute recording, and on demand every 30 minutes of the viewer's clock. */
async function setup({ trimStartMs = 0 }: { trimStartMs?: number } = {}) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Evergreen launch" });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Evergreen stream", eventId: event.id });
  const startedAt = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
  await db()
    .insertInto("recordings")
    .values({
      recordingId: `rec-${rowId}-${Math.random().toString(36).slice(2)}`,
      streamId: rowId,
      hostId: host.id,
      status: "complete",
      startedAt,
      endedAt: new Date(Date.parse(startedAt) + RECORDING_SECONDS * 1000).toISOString(),
      durationMs: RECORDING_SECONDS * 1000,
      bytes: 1000,
      segmentCount: 100,
      updatedAt: nowIso(),
    })
    .execute();
  if (trimStartMs) {
    await db().insertInto("replays").values({ eventId: event.id, hostId: host.id, trimStartMs, createdAt: nowIso(), updatedAt: nowIso() }).execute();
  }
  await saveOnDemandSettings({ hostId: host.id, eventId: event.id, settings: { enabled: true, everyMinutes: 30, dailyTimes: [], upcomingCount: 3 } });
  const registrant = async (firstName: string, timezone = "Europe/Paris") => {
    const result = await registerForEvent({ eventId: event.id, input: registrationInput({ firstName, timezone }), ip: uniqueIp() });
    if (result.status !== "created") throw new Error(`registration ${result.status}`);
    return result.registration;
  };
  return { host, event, streamId: stream.streamId, rowId, registrant };
}

/** Seats a registrant in the session starting at `startsAt` (as the pick would, without its check of the offer). */
async function seatAt(ctx: Awaited<ReturnType<typeof setup>>, registration: { id: number; email: string; firstName: string }, startsAt: string) {
  const { viewer } = await registerViewer({
    streamRowId: ctx.rowId,
    email: registration.email,
    firstName: registration.firstName,
    registrationId: registration.id,
  });
  const { seat } = await takeOnDemandSeat({
    eventId: ctx.event.id,
    kind: "scheduled",
    startsAt,
    registrationId: registration.id,
    viewerId: viewer.id,
  });
  return { seat, viewer };
}

describe("choosing an on-demand session", () => {
  it("offers 'watch now' and the next half hours on the registrant's clock; a pick takes a seat, shared by whoever picks the same start", async () => {
    const ctx = await setup();
    const rita = await ctx.registrant("Rita");
    const otto = await ctx.registrant("Otto");
    const now = new Date("2030-06-10T14:07:00.000Z");

    const choice = await onDemandChoiceFor({ request: browser(), eventId: ctx.event.id, accessToken: rita.accessToken, now });
    expect(choice.available).toBe(true);
    expect(choice.durationSeconds).toBe(RECORDING_SECONDS);
    expect(choice.upcoming.map((u) => u.startsAt)).toEqual(["2030-06-10T14:30:00.000Z", "2030-06-10T15:00:00.000Z", "2030-06-10T15:30:00.000Z"]);
    // Labels in her zone: 16:30 in Paris.
    expect(choice.upcoming[0]?.label).toContain("4:30 PM");

    const fields = { intent: "scheduled", startsAt: "2030-06-10T15:00:00.000Z" };
    const picked = await pickSession(ctx.event.id, rita.accessToken, fields, now);
    const again = await pickSession(ctx.event.id, rita.accessToken, fields, now);
    const shared = await pickSession(ctx.event.id, otto.accessToken, fields, now);
    expect(again.seat.seatId).toBe(picked.seat.seatId);
    expect(shared.seat.sessionId).toBe(picked.seat.sessionId);
    expect(shared.seat.seatId).not.toBe(picked.seat.seatId);
    expect(picked.path).toBe(`/on-demand/${ctx.event.id}/${rita.accessToken}/${picked.seat.sessionId}`);

    // A start that was not offered (too far, or off the schedule) is refused.
    for (const startsAt of ["2030-06-10T16:00:00.000Z", "2030-06-10T14:45:00.000Z"]) {
      await expect(pickSession(ctx.event.id, rita.accessToken, { intent: "scheduled", startsAt }, now)).rejects.toMatchObject({ status: 409 });
    }

    // "Watch now" starts a session at this second.
    const nowPick = await pickSession(ctx.event.id, rita.accessToken, { intent: "watch-now" }, now);
    expect(nowPick.seat.startsAt).toBe("2030-06-10T14:07:00.000Z");
    expect(nowPick.seat.kind).toBe("now");

    const mine = await onDemandChoiceFor({ request: browser(), eventId: ctx.event.id, accessToken: rita.accessToken, now });
    expect(mine.mine.map((s) => s.sessionId)).toEqual([nowPick.seat.sessionId, picked.seat.sessionId]);
  });

  it("refuses a registrant the host removed: no seat, however they ask", async () => {
    const ctx = await setup();
    const rita = await ctx.registrant("Rita");
    const now = new Date("2030-06-10T14:07:00.000Z");
    const pick = () => pickSession(ctx.event.id, rita.accessToken, { intent: "watch-now" }, now);
    await pick();
    const seats = () => db().selectFrom("onDemandSeats").select("id").execute();
    const before = await seats();
    await db().updateTable("viewers").set({ isKicked: 1 }).where("registrationId", "=", rita.id).execute();
    await expect(pick()).rejects.toMatchObject({ status: 403, message: "You have been removed from this stream" });
    expect(await seats()).toEqual(before);
  });

  it("queues the event's e-mail reminders before a picked session's start, once", async () => {
    const ctx = await setup();
    await createDefaultReminderConfigs({ hostId: ctx.host.id, eventId: ctx.event.id });
    const rita = await ctx.registrant("Rita");
    const now = new Date(Date.now() + 60 * 60_000);
    now.setUTCMinutes(7, 0, 0);
    const choice = await onDemandChoiceFor({ request: browser(), eventId: ctx.event.id, accessToken: rita.accessToken, now });
    const startsAt = choice.upcoming[2]?.startsAt as string;
    const fields = { intent: "scheduled", startsAt };
    await pickSession(ctx.event.id, rita.accessToken, fields, now);
    await pickSession(ctx.event.id, rita.accessToken, fields, now);
    const queued = await db().selectFrom("outboxMessages").selectAll().where("registrationId", "=", rita.id).where("kind", "=", "reminder").execute();
    // The session starts 83 minutes after the pick: a week and a day before are past; 1 h, 15 min and 3 min before are ahead.
    expect(queued.map((m) => JSON.parse(m.payload).timing as string).sort()).toEqual(["15m", "1h", "3m"]);
    for (const message of queued) {
      expect(Date.parse(message.sendAfter)).toBeLessThan(Date.parse(startsAt));
      expect(Date.parse(message.sendAfter)).toBeGreaterThan(now.getTime());
      expect(message.bodyText).toContain(`/on-demand/${ctx.event.id}/${rita.accessToken}/`);
    }
    expect(new Set(queued.map((m) => m.dedupeKey)).size).toBe(queued.length);
  });

  it("the page works without JavaScript: the choice lists the sessions and a plain post leads to the session", async () => {
    const ctx = await setup();
    const rita = await ctx.registrant("Rita");
    const choicePage = await page(`/on-demand/${ctx.event.id}/${rita.accessToken}`);
    expect(choicePage.status).toBe(200);
    expect(choicePage.html).toContain("Watch now");
    expect(choicePage.html).toContain("Or pick a session");
    const posted = await page(`/on-demand/${ctx.event.id}/${rita.accessToken}`, { form: { intent: "watch-now" } });
    expect(posted.status).toBe(303);
    const location = posted.headers.get("Location") ?? "";
    expect(location).toMatch(new RegExp(`^/on-demand/${ctx.event.id}/${rita.accessToken}/\\d+$`));
    const sessionPage = await page(location);
    expect(sessionPage.status).toBe(200);
    expect(sessionPage.html).toContain("Session chat");

    expect((await page(`/on-demand/${ctx.event.id}/not-a-token`)).status).toBe(404);
    expect((await page(`/on-demand/${ctx.event.id}/${rita.accessToken}/999999`)).status).toBe(404);
  });
});

describe("on demand for an event behind a passcode", () => {
  const PASSCODE = "river-7";

  it("asks for it before the choice, refuses a pick, the session and its chat until it is entered, then lets the registrant in", async () => {
    const ctx = await setup();
    await db().updateTable("events").set({ passcode: PASSCODE }).where("id", "=", ctx.event.id).execute();
    const rita = await ctx.registrant("Rita");
    const choicePath = `/on-demand/${ctx.event.id}/${rita.accessToken}`;

    const asked = await page(choicePath);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain("Enter the passcode");
    expect(asked.html).not.toContain("Watch now");
    const refusedPick = await page(choicePath, { form: { intent: "watch-now" } });
    expect(refusedPick.status).toBe(403);
    expect(refusedPick.html).toContain("Enter the passcode");
    expect(await db().selectFrom("onDemandSeats").select("id").where("registrationId", "=", rita.id).execute()).toEqual([]);

    const wrong = await page(choicePath, { form: { intent: "passcode", passcode: "open sesame" } });
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain("That passcode is not right.");
    const right = await page(choicePath, { form: { intent: "passcode", passcode: PASSCODE } });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe(choicePath);
    expect((await page(choicePath)).html).toContain("Watch now");
    const picked = await page(choicePath, { form: { intent: "watch-now" } });
    expect(picked.status).toBe(303);
    const sessionPath = picked.headers.get("Location") ?? "";
    expect((await page(sessionPath)).html).toContain("Session chat");

    // The host changes the passcode: the session waits behind the new one, and so does its chat.
    await db().updateTable("events").set({ passcode: "new-one" }).where("id", "=", ctx.event.id).execute();
    const behind = await page(sessionPath);
    expect(behind.html).toContain("Enter the passcode");
    expect(behind.html).not.toContain("Session chat");
    const sessionId = Number(sessionPath.split("/").pop());
    await expect(
      postOnDemandChat({ request: browser(), eventId: ctx.event.id, accessToken: rita.accessToken, sessionId, message: "Still here?" }),
    ).rejects.toMatchObject({ status: 403 });
    const again = await page(sessionPath, { form: { intent: "passcode", passcode: "new-one" } });
    expect(again.status).toBe(302);
    expect((await page(sessionPath)).html).toContain("Session chat");
  });
});

describe("an on-demand session's clock", () => {
  it("starts a late joiner at the live point, limits seeking to it, counts down before and ends after", async () => {
    const ctx = await setup({ trimStartMs: 10_000 });
    const rita = await ctx.registrant("Rita");
    const startsAt = "2030-06-10T15:00:00.000Z";
    const { seat } = await seatAt(ctx, rita, startsAt);
    const at = (iso: string) =>
      onDemandSessionFor({ request: browser(), eventId: ctx.event.id, accessToken: rita.accessToken, sessionId: seat.sessionId, now: new Date(iso) });

    const before = await at("2030-06-10T14:58:30.000Z");
    expect(before.clock).toMatchObject({ phase: "upcoming", startsInSeconds: 90 });
    expect(before.timeline).toBeNull();

    // 2 min 5 s in: the recording plays from 10 s (the trim) + 125 s, and no further.
    const late = await at("2030-06-10T15:02:05.000Z");
    expect(late.clock).toMatchObject({ phase: "playing", liveSeconds: 135, fromSeconds: 10, toSeconds: RECORDING_SECONDS });
    expect(late.timeline).not.toBeNull();
    const joined = await db().selectFrom("onDemandSeats").select("joinedAt").where("id", "=", seat.seatId).executeTakeFirstOrThrow();
    expect(joined.joinedAt).toBe("2030-06-10T15:02:05.000Z");

    const after = await at("2030-06-10T15:09:51.000Z");
    expect(after.clock.phase).toBe("ended");
  });

  it("gives the page the live point: joining a session that started 2 minutes ago starts 2 minutes in", async () => {
    const ctx = await setup();
    const rita = await ctx.registrant("Rita");
    const startsAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 120_000).toISOString();
    const { seat } = await seatAt(ctx, rita, startsAt);
    const sessionPage = await page(`/on-demand/${ctx.event.id}/${rita.accessToken}/${seat.sessionId}`);
    expect(sessionPage.status).toBe(200);
    const live = /"liveSeconds":(\d+(?:\.\d+)?)/.exec(sessionPage.html);
    expect(live, "the page carries the live point").not.toBeNull();
    expect(Number(live?.[1])).toBeGreaterThanOrEqual(120);
    expect(Number(live?.[1])).toBeLessThan(130);
    // The player opens there and may not seek past it (seconds of playback: no trim here).
    const limit = /"livePlaybackSeconds":(\d+(?:\.\d+)?)/.exec(sessionPage.html);
    expect(Number(limit?.[1])).toBeGreaterThanOrEqual(120);
    expect(Number(limit?.[1])).toBeLessThan(130);
    expect(sessionPage.html).toContain(">On demand<");
  });
});

describe("an on-demand session's chat", () => {
  it("reaches the session's viewers and the host, never another session's viewers nor the live chat", async () => {
    const ctx = await setup();
    const now = new Date(Math.floor(Date.now() / 1000) * 1000 - 30_000).toISOString();
    const later = new Date(Date.parse(now) - 60_000).toISOString();
    const [ada, abe, bea] = [await ctx.registrant("Ada"), await ctx.registrant("Abe"), await ctx.registrant("Bea")];
    const a1 = await seatAt(ctx, ada, now);
    const a2 = await seatAt(ctx, abe, now);
    const b1 = await seatAt(ctx, bea, later);
    expect(a1.seat.sessionId).toBe(a2.seat.sessionId);
    expect(b1.seat.sessionId).not.toBe(a1.seat.sessionId);

    const eventsUrl = (token?: string) => `${app.url}/api/streams/${ctx.streamId}/events${token ? `?token=${token}` : ""}`;
    const hostCookie = await signInCookie(app.url, ctx.host);
    const abeStream = await openEventStream(eventsUrl(a2.viewer.uniqueId));
    const beaStream = await openEventStream(eventsUrl(b1.viewer.uniqueId));
    const hostStream = await openEventStream(eventsUrl(), { Cookie: hostCookie });
    try {
      const inA = await postOnDemandChat({
        request: browser(),
        eventId: ctx.event.id,
        accessToken: ada.accessToken,
        sessionId: a1.seat.sessionId,
        message: "Hello session A",
      });
      const inB = await postOnDemandChat({
        request: browser(),
        eventId: ctx.event.id,
        accessToken: bea.accessToken,
        sessionId: b1.seat.sessionId,
        message: "Hello session B",
      });
      const chatOf = (id: number) => (e: { event: string; data: unknown }) => e.event === "chat_message" && (e.data as { id: number }).id === id;

      expect((await abeStream.next(chatOf(inA.id))).data).toMatchObject({ message: "Hello session A", viewer: { firstName: "Ada" } });
      // Bea gets her session's message, and A's never came before it (events arrive in order).
      await beaStream.next(chatOf(inB.id));
      expect(beaStream.events.some((e) => chatOf(inA.id)(e))).toBe(false);
      expect(abeStream.events.some((e) => chatOf(inB.id)(e))).toBe(false);
      // The host sees both sessions.
      await hostStream.next(chatOf(inA.id));
      await hostStream.next(chatOf(inB.id));

      // The host answers in session A: Abe gets it, Bea does not.
      const reply = await postHostOnDemandChat({ hostId: ctx.host.id, sessionId: a1.seat.sessionId, message: "Welcome, A!" });
      expect((await abeStream.next(chatOf(reply.id))).data).toMatchObject({ isStreamer: true, message: "Welcome, A!" });
      const marker = await postOnDemandChat({
        request: browser(),
        eventId: ctx.event.id,
        accessToken: bea.accessToken,
        sessionId: b1.seat.sessionId,
        message: "Still B",
      });
      await beaStream.next(chatOf(marker.id));
      expect(beaStream.events.some((e) => chatOf(reply.id)(e))).toBe(false);
    } finally {
      abeStream.close();
      beaStream.close();
      hostStream.close();
    }

    // Each session's page lists its own chat; the live chat has none of it.
    const pageOf = (registration: { accessToken: string }, sessionId: number) =>
      onDemandSessionFor({ request: browser(), eventId: ctx.event.id, accessToken: registration.accessToken, sessionId });
    expect((await pageOf(abe, a1.seat.sessionId)).chat.map((m) => m.message)).toEqual(["Hello session A", "Welcome, A!"]);
    expect((await pageOf(bea, b1.seat.sessionId)).chat.map((m) => m.message)).toEqual(["Hello session B", "Still B"]);
    expect(await listChatForViewer({ streamId: ctx.streamId, uniqueId: a2.viewer.uniqueId })).toEqual([]);

    // Nobody writes in a session they have no seat in.
    await expect(
      postOnDemandChat({
        request: browser(),
        eventId: ctx.event.id,
        accessToken: bea.accessToken,
        sessionId: a1.seat.sessionId,
        message: "Sneaking in",
      }),
    ).rejects.toMatchObject({ status: 404 });
    // Another host cannot answer in it.
    const stranger = await createHost();
    await expect(postHostOnDemandChat({ hostId: stranger.id, sessionId: a1.seat.sessionId, message: "Hi" })).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a message before the session starts", async () => {
    const ctx = await setup();
    const rita = await ctx.registrant("Rita");
    const { seat } = await seatAt(ctx, rita, new Date(Date.now() + 10 * 60_000).toISOString());
    await expect(
      postOnDemandChat({ request: browser(), eventId: ctx.event.id, accessToken: rita.accessToken, sessionId: seat.sessionId, message: "Too early" }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe("an on-demand event after its live", () => {
  it("keeps taking registrations, and a registrant's event link leads to the sessions (to the replay when on demand is off)", async () => {
    const ctx = await setup();
    await db().updateTable("events").set({ status: "completed", endedAt: nowIso() }).where("id", "=", ctx.event.id).execute();
    const form = {
      intent: "register",
      firstName: "Late",
      lastName: "Comer",
      email: `late-${Date.now()}@example.com`,
      timezone: "Europe/Paris",
    };
    const signup = await page(`/event-registration/${ctx.event.id}`, { form });
    expect(signup.status).toBe(201);
    expect(signup.html).toContain("watch right away or pick one of the next sessions");
    expect(await db().selectFrom("registrations").select("id").where("email", "=", form.email).executeTakeFirst()).toBeTruthy();

    const rita = await ctx.registrant("Rita");
    const link = await page(`/watch/${ctx.event.id}/${rita.accessToken}`);
    expect(link.status).toBe(302);
    expect(link.headers.get("Location")).toBe(`/on-demand/${ctx.event.id}/${rita.accessToken}`);

    await saveOnDemandSettings({
      hostId: ctx.host.id,
      eventId: ctx.event.id,
      settings: { enabled: false, everyMinutes: 30, dailyTimes: [], upcomingCount: 3 },
    });
    await db().updateTable("replays").set({ published: 1 }).where("eventId", "=", ctx.event.id).execute();
    const replay = await page(`/watch/${ctx.event.id}/${rita.accessToken}`);
    expect(replay.headers.get("Location")).toBe(`/replay/${ctx.event.id}/${rita.accessToken}`);
    const closed = await page(`/event-registration/${ctx.event.id}`, { form: { ...form, email: `later-${Date.now()}@example.com` } });
    expect(closed.status).toBe(409);
  });
});
