import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { createTestEvent } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls } from "../support/app-calls";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// Issue 20, part 6: an event with a waiting room holds its viewers on a waiting screen (no player,
// no chat) until the host lets them in or goes live; the change is pushed to open pages.

const app = startAppForTests();
const { call } = appCalls(app);

async function watchHtml(path: string) {
  const response = await fetch(app.url + path, { headers: { "X-Forwarded-For": uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}

async function setup(enableWaitingRoom: boolean) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Doors at Ten", enableWaitingRoom, hostName: "Hana Host" });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("wes"), firstName: "Wes" });
  return { host, streamId: stream.streamId, viewer, cookie: await signInCookie(app.url, host), path: `/watch/${stream.streamId}/${viewer.uniqueId}` };
}

const WAITING = "You&#x27;re in the waiting room";

describe("the waiting room", () => {
  it("holds viewers on the waiting screen without the chat until the host lets them in (pushed), and can send them back", async () => {
    const { streamId, viewer, cookie, path } = await setup(true);
    const waiting = await watchHtml(path);
    expect(waiting).toContain(WAITING);
    expect(waiting).toContain("Hana Host will let you in shortly.");
    expect(waiting).not.toContain('id="chat-message"');
    const early = await call("POST", `/api/streams/${streamId}/chat`, { body: { viewerId: viewer.id, message: "Hello?", token: viewer.uniqueId } });
    expect(early).toEqual({ status: 403, body: { error: "You're in the waiting room: the chat opens when the host lets you in." } });

    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${viewer.uniqueId}`);
    try {
      await events.next((e) => e.event === "stream_status");
      expect(await call("PATCH", `/api/streams/${streamId}/room`, { body: { open: true }, cookie })).toEqual({ status: 200, body: { open: true } });
      expect((await events.next((e) => e.event === "room_state")).data).toEqual({ open: true });
    } finally {
      events.close();
    }
    const inside = await watchHtml(path);
    expect(inside).not.toContain(WAITING);
    expect(inside).toContain('id="chat-message"');
    const inChat = await call("POST", `/api/streams/${streamId}/chat`, { body: { viewerId: viewer.id, message: "Hello!", token: viewer.uniqueId } });
    expect(inChat.status).toBe(201);

    expect(await call("PATCH", `/api/streams/${streamId}/room`, { body: { open: false }, cookie })).toEqual({ status: 200, body: { open: false } });
    expect(await watchHtml(path)).toContain(WAITING);
  });

  it("lets everyone in when the host goes live, and an event without a waiting room never holds anyone", async () => {
    const held = await setup(true);
    expect((await call("PATCH", `/api/streams/${held.streamId}`, { body: { isLive: true }, cookie: held.cookie })).status).toBe(200);
    expect(await watchHtml(held.path)).not.toContain(WAITING);

    const open = await setup(false);
    const html = await watchHtml(open.path);
    expect(html).not.toContain(WAITING);
    expect(html).toContain("Stream Offline");
  });

  it("answers bad input with 400, a stranger with 401, another host and an unknown stream with 404, and changes nothing", async () => {
    const { streamId, cookie, path } = await setup(true);
    const other = await signInCookie(app.url, await createHost());
    for (const body of [{}, { open: "yes" }, { open: 1 }, []]) {
      expect(await call("PATCH", `/api/streams/${streamId}/room`, { body, cookie }), JSON.stringify(body)).toEqual({
        status: 400,
        body: { error: "open must be true or false" },
      });
    }
    expect((await call("PATCH", `/api/streams/${streamId}/room`, { body: { open: true } })).status).toBe(401);
    expect(await call("PATCH", `/api/streams/${streamId}/room`, { body: { open: true }, cookie: other })).toEqual({
      status: 404,
      body: { error: "Stream not found" },
    });
    expect((await call("PATCH", "/api/streams/s-unknown/room", { body: { open: true }, cookie })).status).toBe(404);
    expect(await watchHtml(path)).toContain(WAITING);
  });
});
