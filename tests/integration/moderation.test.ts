import { afterEach, describe, expect, it, vi } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { action } from "~/routes/_host.events.$eventId.settings.$streamId/route";
import { readToast } from "~/services/account/toast.server";
import { db } from "~/utils/db.server";
import { slowModeNotice, slowModeRefusal } from "~/contracts/moderation";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, formRequest, getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls } from "../support/app-calls";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// Issue 21, parts 3 and 4: slow mode (429 with Retry-After, held in the database), timeouts and
// their undoing, undo shadowban, readmit a kicked viewer, and the moderation log with who acted.
// The app runs in this process, so moving the test's clock moves the app's.

const app = startAppForTests();
const { call, page } = appCalls(app);

afterEach(() => {
  vi.useRealTimers();
});

/** Freezes the clock at `at` (ms); `move` steps it forward. */
function freezeClock(at = Date.now()) {
  vi.useFakeTimers({ toFake: ["Date"] });
  let now = at;
  vi.setSystemTime(now);
  return {
    move(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
  };
}

async function setup() {
  const host = await createHost({ firstName: "Maya", lastName: "Moderator" });
  const event = await createTestEvent(host.id, { title: "Busy Room", enableQa: true });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const viewer = async (firstName: string) =>
    (await registerViewer({ streamRowId: rowId, email: uniqueEmail(firstName.toLowerCase()), firstName })).viewer;
  const vera = await viewer("Vera");
  const cookie = await signInCookie(app.url, host);
  return { host, event, streamId: stream.streamId, rowId, vera, viewer, cookie };
}

type Viewer = { id: number; uniqueId: string };
const chatPath = (streamId: string) => `/api/streams/${streamId}/chat`;
const settingsPath = (streamId: string) => `/api/streams/${streamId}/chat-settings`;
const say = (streamId: string, viewer: Viewer, message: string) =>
  call("POST", chatPath(streamId), { body: { viewerId: viewer.id, message, token: viewer.uniqueId } });
const ask = (streamId: string, viewer: Viewer, text: string) =>
  call("POST", `/api/streams/${streamId}/questions`, { body: { viewerId: viewer.id, text, token: viewer.uniqueId } });
const actOn = (viewerId: number, act: string, body: Record<string, unknown>, cookie?: string) =>
  call("PATCH", `/api/viewers/${viewerId}/${act}`, { body, cookie });

describe("slow mode", () => {
  it("at 10 s refuses a viewer's second message after 3 s with 429 and Retry-After 7, allows it after 10 s; pushed live; the host is never slowed", async () => {
    const { streamId, vera, viewer, cookie } = await setup();
    const wes = await viewer("Wes");
    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${vera.uniqueId}`);
    try {
      await events.next((e) => e.event === "stream_status");
      const set = await call("PATCH", settingsPath(streamId), { body: { slowModeSeconds: 10 }, cookie });
      expect(set).toEqual({ status: 200, body: { open: true, slowModeSeconds: 10 } });
      expect((await events.next((e) => e.event === "chat_settings")).data).toEqual({ open: true, slowModeSeconds: 10 });
    } finally {
      events.close();
    }

    const clock = freezeClock();
    expect((await say(streamId, vera, "First!")).status).toBe(201);
    clock.move(3_000);
    const early = await say(streamId, vera, "Second, too soon");
    expect(early).toEqual({ status: 429, body: { error: slowModeRefusal(7) } });
    expect(early.body.error).toBe("Slow mode is on: you can send another message in 7 seconds.");
    expect(early.headers.get("Retry-After")).toBe("7");
    // Another viewer has their own interval.
    expect((await say(streamId, wes, "Hi from Wes")).status).toBe(201);
    clock.move(7_000);
    expect((await say(streamId, vera, "Second, on time")).status).toBe(201);

    for (const text of ["Host one", "Host two", "Host three"]) {
      expect((await call("POST", chatPath(streamId), { body: { isStreamer: true, message: text }, cookie })).status).toBe(201);
    }

    expect(await call("PATCH", settingsPath(streamId), { body: { slowModeSeconds: 0 }, cookie })).toEqual({
      status: 200,
      body: { open: true, slowModeSeconds: 0 },
    });
    expect((await say(streamId, vera, "Free again")).status).toBe(201);
    expect((await say(streamId, vera, "And again")).status).toBe(201);
  });

  it("the settings call also opens and closes the chat (the room call still works) and refuses bad input, strangers and another host's stream", async () => {
    const { streamId, cookie } = await setup();
    expect(await call("PATCH", settingsPath(streamId), { body: { open: false, slowModeSeconds: 30 }, cookie })).toEqual({
      status: 200,
      body: { open: false, slowModeSeconds: 30 },
    });
    expect(await call("PATCH", `/api/streams/${streamId}/chat`, { body: { open: true }, cookie })).toEqual({ status: 200, body: { open: true } });
    expect(await call("PATCH", settingsPath(streamId), { body: { slowModeSeconds: 5 }, cookie })).toEqual({
      status: 200,
      body: { open: true, slowModeSeconds: 5 },
    });
    for (const body of [{}, { slowModeSeconds: 7 }, { slowModeSeconds: "10" }, { open: "yes" }, { open: null }, [], null]) {
      const answer = await call("PATCH", settingsPath(streamId), { body, cookie });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    expect((await call("PATCH", settingsPath(streamId), { body: {}, cookie })).body.error).toBe(
      "Send open (true or false) and/or slowModeSeconds (0, 5, 10, 30 or 60)",
    );
    expect((await call("PATCH", settingsPath(streamId), { body: { slowModeSeconds: 7 }, cookie })).body.error).toBe(
      "slowModeSeconds must be 0, 5, 10, 30 or 60",
    );
    expect((await call("PATCH", settingsPath(streamId), { body: { slowModeSeconds: 10 } })).status).toBe(401);
    const other = await signInCookie(app.url, await createHost());
    expect(await call("PATCH", settingsPath(streamId), { body: { slowModeSeconds: 10 }, cookie: other })).toEqual({
      status: 404,
      body: { error: "Stream not found" },
    });
    expect(await call("GET", `/api/streams/${streamId}/moderation-log`, { cookie: other })).toEqual({
      status: 404,
      body: { error: "Stream not found" },
    });
    const row = await db().selectFrom("streams").select(["slowModeSeconds", "chatOpen"]).where("streamId", "=", streamId).executeTakeFirstOrThrow();
    expect({ slowModeSeconds: Number(row.slowModeSeconds), chatOpen: Boolean(row.chatOpen) }).toEqual({ slowModeSeconds: 5, chatOpen: true });
  });

  it("works without JavaScript: the host's form sets it, the viewer's page shows it and a too-early post shows the seconds left", async () => {
    const { host, event, streamId, vera } = await setup();
    const sessionCookie = (await signInCookie(app.url, host)).split(";")[0] ?? "";
    const path = `/events/${event.id}/settings/${streamId}`;
    const params = { eventId: String(event.id), streamId };
    const slowMode = (slowModeSeconds: string) =>
      settle(() =>
        action({ request: formRequest(path, { intent: "slow-mode", slowModeSeconds }, { cookie: sessionCookie }), params, context: loadContext() }),
      );
    const set = await slowMode("10");
    expect(set.status).toBe(302);
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(set) }))).toast).toMatchObject({ title: "Slow mode on" });
    expect((await slowMode("7")).status).toBe(400);

    const watchPath = `/watch/${streamId}/${vera.uniqueId}`;
    expect((await page(watchPath)).html).toContain(slowModeNotice(10));
    const clock = freezeClock();
    expect((await page(watchPath, { form: { intent: "chat", message: "Hello" } })).status).toBe(302);
    clock.move(4_000);
    const early = await page(watchPath, { form: { intent: "chat", message: "Hello again" } });
    expect(early.status).toBe(429);
    expect(early.html).toContain(slowModeRefusal(6));
  });
});

describe("timeouts and undo", () => {
  it("a timed-out viewer cannot chat or ask until the time passes, sees until when; untimeout ends it at once", async () => {
    const { streamId, vera, cookie } = await setup();
    const clock = freezeClock(Date.parse("2026-11-27T15:00:00.000Z"));
    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${vera.uniqueId}`);
    try {
      await events.next((e) => e.event === "stream_status");
      const timedOut = await actOn(vera.id, "timeout", { streamId, minutes: 5 }, cookie);
      expect(timedOut.status).toBe(200);
      expect(timedOut.body).toMatchObject({ success: true, action: "timeout", viewer: { id: vera.id, timedOutUntil: "2026-11-27T15:05:00.000Z" } });
      expect((await events.next((e) => e.event === "viewer_state")).data).toEqual({
        viewerId: vera.id,
        isShadowbanned: false,
        isKicked: false,
        timedOutUntil: "2026-11-27T15:05:00.000Z",
      });
    } finally {
      events.close();
    }
    const refused = await say(streamId, vera, "Let me talk");
    // The event's zone (America/New_York by default): 10:05 AM.
    expect(refused).toEqual({
      status: 403,
      body: { error: "You're timed out until 10:05 AM.", details: { timedOutUntil: "2026-11-27T15:05:00.000Z" } },
    });
    expect((await ask(streamId, vera, "Can I ask, though?")).status).toBe(403);
    const watch = await page(`/watch/${streamId}/${vera.uniqueId}`);
    expect(watch.html).toContain("You&#x27;re timed out until 10:05 AM.");
    expect(watch.html).toMatch(/<input[^>]*id="chat-message"[^>]*disabled=""/);

    clock.move(4 * 60_000 + 59_000);
    expect((await say(streamId, vera, "Still?")).status).toBe(403);
    clock.move(1_000);
    expect((await say(streamId, vera, "Back!")).status).toBe(201);
    expect((await ask(streamId, vera, "A question at last")).status).toBe(201);

    expect((await actOn(vera.id, "timeout", { streamId, minutes: 10 }, cookie)).status).toBe(200);
    expect((await say(streamId, vera, "Hm")).status).toBe(403);
    const ended = await actOn(vera.id, "untimeout", { streamId }, cookie);
    expect(ended.body).toMatchObject({ action: "untimeout", viewer: { timedOutUntil: null } });
    expect((await say(streamId, vera, "Thanks!")).status).toBe(201);
  });

  it("undoing a shadowban shows the viewer's new messages to everyone again; readmitting a kicked viewer lets them watch and chat", async () => {
    const { streamId, vera, viewer, cookie } = await setup();
    const otto = await viewer("Otto");
    const seenByOtto = async () =>
      ((await call("GET", `${chatPath(streamId)}?token=${otto.uniqueId}`)).body as unknown as { message: string }[]).map((m) => m.message);

    expect((await actOn(vera.id, "shadowban", { streamId }, cookie)).status).toBe(200);
    await say(streamId, vera, "Hidden words");
    expect(await seenByOtto()).toEqual([]);
    const undone = await actOn(vera.id, "unshadowban", { streamId }, cookie);
    expect(undone.body).toMatchObject({ action: "unshadowban", viewer: { isShadowbanned: false } });
    await say(streamId, vera, "Visible words");
    expect(await seenByOtto()).toContain("Visible words");

    expect((await actOn(vera.id, "kick", { streamId }, cookie)).status).toBe(200);
    expect((await page(`/watch/${streamId}/${vera.uniqueId}`)).status).toBe(403);
    expect((await say(streamId, vera, "Let me in")).status).toBe(403);
    const readmitted = await actOn(vera.id, "readmit", { streamId }, cookie);
    expect(readmitted.body).toMatchObject({ action: "readmit", viewer: { isKicked: false } });
    expect((await page(`/watch/${streamId}/${vera.uniqueId}`)).status).toBe(200);
    expect((await say(streamId, vera, "I'm back")).status).toBe(201);
  });

  it("refuses bad input with 400 and another host's viewer with 404, changing nothing", async () => {
    const { streamId, vera, cookie } = await setup();
    for (const body of [{ streamId }, { streamId, minutes: 3 }, { streamId, minutes: "5" }, { streamId, minutes: 0 }, { minutes: 5 }]) {
      const answer = await actOn(vera.id, "timeout", body, cookie);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    expect((await actOn(vera.id, "timeout", { streamId }, cookie)).body.error).toBe("minutes must be 1, 5 or 10");
    expect((await actOn(vera.id, "unban", { streamId }, cookie)).status).toBe(400);
    expect((await actOn(vera.id, "untimeout", {}, cookie)).status).toBe(400);
    expect((await actOn(vera.id, "readmit", { streamId })).status).toBe(401);
    const other = await setup();
    for (const act of ["timeout", "untimeout", "unshadowban", "readmit"]) {
      expect(await actOn(vera.id, act, { streamId, minutes: 1 }, other.cookie)).toEqual({ status: 404, body: { error: "Viewer not found" } });
      expect((await actOn(other.vera.id, act, { streamId, minutes: 1 }, cookie)).status).toBe(404);
    }
    const row = await db().selectFrom("viewers").select("timedOutUntil").where("id", "=", vera.id).executeTakeFirstOrThrow();
    expect(row.timedOutUntil).toBeNull();
  });

  it("works without JavaScript: the host's forms time out and end the timeout", async () => {
    const { host, event, streamId, vera } = await setup();
    const sessionCookie = (await signInCookie(app.url, host)).split(";")[0] ?? "";
    const path = `/events/${event.id}/settings/${streamId}`;
    const params = { eventId: String(event.id), streamId };
    const post = (fields: Record<string, string>) =>
      settle(() => action({ request: formRequest(path, fields, { cookie: sessionCookie }), params, context: loadContext() }));
    const timedOut = await post({ intent: "timeout", viewerId: String(vera.id), minutes: "1" });
    expect(timedOut.status).toBe(302);
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(timedOut) }))).toast).toMatchObject({ title: "Vera was timed out" });
    expect((await page(`/watch/${streamId}/${vera.uniqueId}`)).html).toContain("You&#x27;re timed out until");
    expect((await post({ intent: "timeout", viewerId: String(vera.id), minutes: "2" })).status).toBe(400);
    const ended = await post({ intent: "untimeout", viewerId: String(vera.id) });
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(ended) }))).toast).toMatchObject({ title: "Vera's timeout ended" });
    expect((await page(`/watch/${streamId}/${vera.uniqueId}`)).html).not.toContain("You&#x27;re timed out until");
  });
});

describe("the moderation log", () => {
  it("lists each action with who took it, on whom, newest first (JSON call and the Event Settings tab)", async () => {
    const { host, event, streamId, vera, cookie } = await setup();
    const message = (await say(streamId, vera, "Pin me")).body as unknown as { id: number };
    const steps: [string, string, unknown][] = [
      ["PATCH", `/api/chat/${message.id}/moderate`, { action: "sticky" }],
      ["PATCH", `/api/chat/${message.id}/moderate`, { action: "unsticky" }],
      ["PATCH", `/api/viewers/${vera.id}/timeout`, { streamId, minutes: 10 }],
      ["PATCH", `/api/viewers/${vera.id}/untimeout`, { streamId }],
      ["PATCH", `/api/viewers/${vera.id}/shadowban`, { streamId }],
      ["PATCH", `/api/viewers/${vera.id}/unshadowban`, { streamId }],
      ["PATCH", `/api/viewers/${vera.id}/kick`, { streamId }],
      ["PATCH", `/api/viewers/${vera.id}/readmit`, { streamId }],
      ["PATCH", settingsPath(streamId), { slowModeSeconds: 30 }],
      ["PATCH", `/api/streams/${streamId}/chat`, { open: false }],
      ["PATCH", `/api/chat/${message.id}/moderate`, { action: "remove" }],
    ];
    for (const [method, path, body] of steps) expect((await call(method, path, { body, cookie })).status, path).toBeLessThan(300);

    const log = await call("GET", `/api/streams/${streamId}/moderation-log`, { cookie });
    expect(log.status).toBe(200);
    const entries = log.body as unknown as {
      action: string;
      actor: { id: number; name: string };
      viewer: { id: number; firstName: string } | null;
      message: { id: number; text: string } | null;
      details: Record<string, unknown>;
      createdAt: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual([
      "remove",
      "chat_close",
      "slow_mode",
      "readmit",
      "kick",
      "unshadowban",
      "shadowban",
      "untimeout",
      "timeout",
      "unsticky",
      "sticky",
    ]);
    for (const entry of entries) expect(entry.actor).toEqual({ id: host.id, name: "Maya Moderator" });
    expect(entries.find((e) => e.action === "timeout")).toMatchObject({ viewer: { id: vera.id, firstName: "Vera" }, details: { minutes: 10 } });
    expect(entries.find((e) => e.action === "slow_mode")).toMatchObject({ viewer: null, details: { seconds: 30 } });
    expect(entries.find((e) => e.action === "remove")).toMatchObject({ viewer: { firstName: "Vera" }, message: { id: message.id, text: "Pin me" } });
    expect(Number.isNaN(Date.parse(entries[0]?.createdAt ?? ""))).toBe(false);
    expect((await call("GET", `/api/streams/${streamId}/moderation-log`)).status).toBe(401);

    const tab = await page(`/events/${event.id}/settings/${streamId}?tab=moderation`, { cookie });
    expect(tab.status).toBe(200);
    expect(tab.html).toContain("Moderation log");
    expect(tab.html).toContain("timed out");
    expect(tab.html).toContain("set slow mode to 30 s");
  });
});
