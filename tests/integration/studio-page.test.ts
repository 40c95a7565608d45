import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/_host.events.$eventId.stream/route";
import { BROWSER_NEEDS_SELF_HOSTED } from "~/components/studio/constants";
import { getEvent, setEventLive } from "~/models/event.server";
import { getEventStream } from "~/models/stream.server";
import { registerViewer } from "~/models/viewer.server";
import { startUserSession } from "~/services/account/auth.server";
import { readToast } from "~/services/account/toast.server";
import { listChatForHost, postViewerMessage } from "~/services/room/chat/messages.server";
import { createPollForHost } from "~/services/room/polls.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, formRequest, getRequest, loadContext, settle } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { insertOfferRow } from "../support/offers";
import { unreadableFormRequest } from "../support/route-calls";
import { createTestStream } from "../support/streams";

// The studio (/events/{eventId}/stream): who gets which part, and its action, which takes End event
// and the stream's intents itself and every form of the room through the Event Settings screen's.

const app = startAppForTests();

interface StudioPage {
  role: string;
  panels: string[];
  event: { id: number; title: string };
  live: { status: string; since: string | null; canEnd: boolean };
  room: { stream: { streamId: string; isLive: boolean }; messages: { id: number; message: string; status: string }[] } | null;
  broadcast: {
    setup: { stream: { streamKey: string } | null };
    can: { liveByItself: boolean; browserSource: boolean };
    browser: { ok: boolean; reason?: string };
    program: { playbackUrl: string | null; delaySeconds: number | null };
  } | null;
  qa: unknown;
  polls: unknown;
  offers: { offers: { id: number; isRevealed: boolean }[] } | null;
  overlays: unknown;
}

interface Answer {
  intent: string | null;
  result: { status?: string; error?: Record<string, string[]> };
}

async function signedIn(firstName: string) {
  const user = await createHost({ firstName });
  return { user, cookie: (await startUserSession(getRequest("/"), user.id)).split(";")[0] ?? "" };
}

async function member(hostId: number, role: "co-host" | "moderator") {
  const { user, cookie } = await signedIn(role === "co-host" ? "Cora" : "Mo");
  await db().insertInto("teamMembers").values({ hostId, userId: user.id, role, createdAt: new Date().toISOString() }).execute();
  return cookie;
}

async function setup({ withStream = true } = {}) {
  const { user: host, cookie } = await signedIn("Hana");
  const event = await createTestEvent(host.id, { title: "Studio Webinar", enablePolls: true });
  const created = withStream ? await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id }) : null;
  return { host, cookie, event, streamId: created?.stream.streamId ?? "", rowId: created?.rowId ?? 0, path: `/events/${event.id}/stream` };
}

const params = (eventId: number | string) => ({ eventId: String(eventId) });

const load = (cookie: string, eventId: number | string, query = "") =>
  settle(() => loader({ request: getRequest(`/events/${eventId}/stream${query}`, { cookie }), params: params(eventId), context: loadContext() }));

async function loadOk(cookie: string, eventId: number) {
  const response = await load(cookie, eventId);
  expect(response.status).toBe(200);
  return (await response.json()) as StudioPage;
}

const post = (cookie: string, eventId: number | string, fields: Record<string, string>, query = "") =>
  settle(() =>
    action({ request: formRequest(`/events/${eventId}/stream${query}`, fields, { cookie }), params: params(eventId), context: loadContext() }),
  );

const toastOf = async (response: Response) => (await readToast(getRequest("/", { cookie: cookiesFrom(response) }))).toast;

async function expectRedirect(response: Response, location: string, title: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  expect(await toastOf(response)).toMatchObject({ title });
}

describe("Studio: who gets what", () => {
  it("gives the host the program, the source, the controls and every panel", async () => {
    const { cookie, event, streamId } = await setup();
    const page = await loadOk(cookie, event.id);
    expect(page.role).toBe("host");
    expect(page.event).toMatchObject({ id: event.id, title: "Studio Webinar" });
    expect(page.panels).toEqual(["qa", "polls", "offers", "overlays"]);
    expect(page.room?.stream).toMatchObject({ streamId, isLive: false });
    expect(page.broadcast?.setup.stream?.streamKey).toBeTruthy();
    // The manual provider of the tests: Go Live by hand, no browser source, no picture before live.
    expect(page.broadcast?.can).toMatchObject({ liveByItself: false, browserSource: false });
    expect(page.broadcast?.browser).toEqual({ ok: false, reason: BROWSER_NEEDS_SELF_HOSTED });
    expect(page.broadcast?.program).toEqual({ playbackUrl: null, videoAvailable: false, delaySeconds: null });
    expect(page.qa).not.toBeNull();
    expect(page.polls).not.toBeNull();
    expect(page.offers).not.toBeNull();
    expect(page.overlays).not.toBeNull();
  });

  it("says when the event went live, and offers End event from then on", async () => {
    const { host, cookie, event } = await setup();
    await setEventLive({ hostId: host.id, eventId: event.id, live: true });
    const page = await loadOk(cookie, event.id);
    expect(page.live.status).toBe("live");
    expect(page.live.canEnd).toBe(true);
    expect(Math.abs(Date.parse(page.live.since ?? "") - Date.now())).toBeLessThan(30_000);
    expect(page.room?.stream.isLive).toBe(true);
  });

  it("shows an event without a stream as such, with the way to Stream Setup", async () => {
    const { cookie, event, path } = await setup({ withStream: false });
    const page = await loadOk(cookie, event.id);
    expect(page.room).toBeNull();
    expect(page.broadcast).toBeNull();
    const html = await (await fetch(`${app.url}${path}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("This event has no stream yet");
    expect(html).toContain(`href="/events/${event.id}#stream-setup"`);
    expect((await post(cookie, event.id, { intent: "end" })).status).toBe(404);
  });

  it("gives a moderator the chat and the questions only, and a co-host everything but selling", async () => {
    const { host, event, path } = await setup();
    const moderator = await member(host.id, "moderator");
    const asModerator = await loadOk(moderator, event.id);
    expect(asModerator.role).toBe("moderator");
    expect(asModerator.panels).toEqual(["qa"]);
    expect(asModerator).toMatchObject({ broadcast: null, polls: null, offers: null, overlays: null });
    expect(asModerator.qa).not.toBeNull();
    const html = await (await fetch(`${app.url}${path}`, { headers: { Cookie: moderator } })).text();
    expect(html).toContain('id="chat-title"');
    expect(html).toContain('id="qa-title"');
    for (const part of ['id="program-title"', 'id="source-title"', 'id="controls-title"', "Stream key", "Stop stream"])
      expect(html).not.toContain(part);

    const refused = await post(moderator, event.id, { intent: "end" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Answer).result.error).toEqual({ "": ["Only the host or a co-host can do this."] });
    expect((await post(moderator, event.id, { intent: "end-event" })).status).toBe(403);

    const coHost = await member(host.id, "co-host");
    const asCoHost = await loadOk(coHost, event.id);
    expect(asCoHost.panels).toEqual(["qa", "polls", "overlays"]);
    expect(asCoHost.broadcast).not.toBeNull();
    expect(asCoHost.offers).toBeNull();
  });

  it("is a 404 for another host and a malformed id, and sends a signed-out visitor to /", async () => {
    const { host, event } = await setup();
    const other = await signedIn("Olga");
    expect((await load(other.cookie, event.id)).status).toBe(404);
    expect((await post(other.cookie, event.id, { intent: "send", message: "Hi" })).status).toBe(404);
    expect((await post(other.cookie, event.id, { intent: "end-event" })).status).toBe(404);
    expect((await load(other.cookie, "abc")).status).toBe(404);
    const signedOut = await load("", event.id);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/");
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.status).toBe("scheduled");
  });
});

describe("Studio: the broadcast's controls", () => {
  it("goes live, stops the stream (the event stays on) and ends the event, each stored and back in the studio with its source", async () => {
    const { host, cookie, event, path } = await setup();
    await expectRedirect(await post(cookie, event.id, { intent: "go-live" }, "?source=camera"), `${path}?source=camera`, "You are live");
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.status).toBe("live");
    expect((await getEventStream({ hostId: host.id, eventId: event.id }))?.isLive).toBe(true);

    await expectRedirect(await post(cookie, event.id, { intent: "end" }, "?source=camera&tab=polls"), `${path}?source=camera`, "Stream stopped");
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.status).toBe("scheduled");
    expect((await getEventStream({ hostId: host.id, eventId: event.id }))?.isLive).toBe(false);

    await setEventLive({ hostId: host.id, eventId: event.id, live: true });
    await expectRedirect(await post(cookie, event.id, { intent: "end-event" }, "?confirm=end-event"), path, "Event ended");
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.status).toBe("completed");
    expect((await getEventStream({ hostId: host.id, eventId: event.id }))?.isLive).toBe(false);
  });

  it("lets a co-host stop the stream", async () => {
    const { host, event, path } = await setup();
    await setEventLive({ hostId: host.id, eventId: event.id, live: true });
    const coHost = await member(host.id, "co-host");
    await expectRedirect(await post(coHost, event.id, { intent: "end" }), path, "Stream stopped");
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.status).toBe("scheduled");
  });
});

describe("Studio: the room's forms", () => {
  it("reveals an offer and launches a poll through the studio's address, back on their panel", async () => {
    const { host, cookie, event, streamId, path } = await setup();
    const offerId = await insertOfferRow({ hostId: host.id, eventId: event.id, revealedAt: null });
    await expectRedirect(
      await post(cookie, event.id, { intent: "reveal-offer", offerId: String(offerId) }, "?source=screen"),
      `${path}?source=screen&tab=offers#offer-${offerId}`,
      "Offer revealed",
    );
    expect((await loadOk(cookie, event.id)).offers?.offers).toEqual([expect.objectContaining({ id: offerId, isRevealed: true })]);

    const poll = await createPollForHost({
      hostId: host.id,
      streamId,
      body: {
        question: "Next topic?",
        options: ["Pricing", "Growth"],
        multipleChoice: false,
        showResults: "live",
        allowVoteChange: false,
      },
    });
    await expectRedirect(
      await post(cookie, event.id, { intent: "launch-poll", pollId: String(poll.id) }),
      `${path}?tab=polls#poll-${poll.id}`,
      "Poll launched",
    );
    const stored = await db().selectFrom("polls").select("status").where("id", "=", poll.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("open");
  });

  it("sends and approves chat messages, back to the chat with the open panel and source", async () => {
    const { host, cookie, event, streamId, rowId, path } = await setup();
    await expectRedirect(
      await post(cookie, event.id, { intent: "chat-close" }, "?tab=qa&source=screen-and-camera"),
      `${path}?source=screen-and-camera&tab=qa#chat`,
      "Chat closed",
    );
    const sent = await post(cookie, event.id, { intent: "send", message: "Welcome to the studio" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${path}#chat`);

    const { viewer } = await registerViewer({ streamRowId: rowId, email: `vera-${Date.now()}@example.com`, firstName: "Vera" });
    await post(cookie, event.id, { intent: "chat-open" });
    const message = await postViewerMessage({ streamId, uniqueId: viewer.uniqueId, message: "Hello!" });
    await db().updateTable("chatMessages").set({ status: "held" }).where("id", "=", message.id).execute();
    const approved = await post(cookie, event.id, { intent: "approve", messageId: String(message.id), respond: "fetcher" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ intent: "approve", result: { status: "success" }, toast: { title: "Message approved" } });
    expect((await listChatForHost({ hostId: host.id, streamId })).map((m) => [m.message, m.status])).toEqual([
      ["Welcome to the studio", "active"],
      ["Hello!", "active"],
    ]);
  });

  it("answers bad input with a 4xx and its message, never a 500", async () => {
    const { host, cookie, event } = await setup();
    const offerId = await insertOfferRow({ hostId: host.id, eventId: event.id, revealedAt: null });
    const cases: { fields: Record<string, string>; status: number }[] = [
      { fields: { intent: "no-such-intent" }, status: 400 },
      { fields: {}, status: 400 },
      { fields: { intent: "reveal-offer", offerId: "not-a-number" }, status: 404 },
      { fields: { intent: "reveal-offer", offerId: "999999999" }, status: 404 },
      { fields: { intent: "launch-poll", pollId: "abc" }, status: 404 },
      { fields: { intent: "approve", messageId: "x" }, status: 404 },
      { fields: { intent: "slow-mode", slowModeSeconds: "7" }, status: 400 },
      { fields: { intent: "question-status", questionId: "1", status: "bogus" }, status: 400 },
      { fields: { intent: "reset-key", streamId: "not-this-events" }, status: 404 },
    ];
    for (const { fields, status } of cases) {
      const response = await post(cookie, event.id, fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
    }
    const unreadable = await settle(() =>
      action({ request: unreadableFormRequest(`/events/${event.id}/stream`, { cookie }), params: params(event.id), context: loadContext() }),
    );
    expect(unreadable.status).toBe(400);
    expect((await loadOk(cookie, event.id)).offers?.offers).toEqual([expect.objectContaining({ id: offerId, isRevealed: false })]);
  });
});
