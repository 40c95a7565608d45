import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { action, loader } from "~/routes/_host.events.$eventId.settings.$streamId/route";
import { readToast } from "~/services/account/toast.server";
import { db } from "~/utils/db.server";
import { CHAT_CLOSED_TEXT } from "~/contracts/live-events";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, formRequest, getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls } from "../support/app-calls";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// The host opens and closes the chat for viewers (issue 20, part 7): by the JSON call, by the
// Event Settings form without JavaScript, pushed live; a closed chat refuses viewers' posts
// (403 with the reason, nothing stored) and still takes the host's.

const app = startAppForTests();
const { call, page } = appCalls(app);

/** A page as a browser without JavaScript gets it. */

async function setup() {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Open and Closed Chat" });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("vera"), firstName: "Vera" });
  const cookie = await signInCookie(app.url, host);
  return { host, event, streamId: stream.streamId, rowId, viewer, cookie };
}

const chatPath = (streamId: string) => `/api/streams/${streamId}/chat`;
const storedCount = async (rowId: number) => (await db().selectFrom("chatMessages").select("id").where("streamId", "=", rowId).execute()).length;

describe("opening and closing the chat", () => {
  it("closes by PATCH: pushed to viewers, their posts refused with the reason and not stored, the host's still taken; reopened, viewers post again", async () => {
    const { streamId, rowId, viewer, cookie } = await setup();
    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${viewer.uniqueId}`);
    try {
      await events.next((e) => e.event === "stream_status");
      const closed = await call("PATCH", chatPath(streamId), { body: { open: false }, cookie });
      expect(closed).toEqual({ status: 200, body: { open: false } });
      expect((await events.next((e) => e.event === "chat_state")).data).toEqual({ open: false });

      const refused = await call("POST", chatPath(streamId), { body: { viewerId: viewer.id, message: "Hello?", token: viewer.uniqueId } });
      expect(refused).toEqual({ status: 403, body: { error: CHAT_CLOSED_TEXT } });
      expect(await storedCount(rowId)).toBe(0);
      const fromHost = await call("POST", chatPath(streamId), { body: { isStreamer: true, message: "Back in five minutes" }, cookie });
      expect(fromHost.status).toBe(201);
      const listed = await call("GET", `${chatPath(streamId)}?token=${viewer.uniqueId}`);
      expect(listed.status).toBe(200);
      expect((listed.body as unknown as { message: string }[]).map((m) => m.message)).toEqual(["Back in five minutes"]);

      expect(await call("PATCH", chatPath(streamId), { body: { open: true }, cookie })).toEqual({ status: 200, body: { open: true } });
      expect((await events.next((e) => e.event === "chat_state" && (e.data as { open: boolean }).open)).data).toEqual({ open: true });
      const sent = await call("POST", chatPath(streamId), { body: { viewerId: viewer.id, message: "Hello again", token: viewer.uniqueId } });
      expect(sent.status).toBe(201);
      expect(await storedCount(rowId)).toBe(2);
    } finally {
      events.close();
    }
  });

  it("answers bad input with 400, a stranger with 401, another host and an unknown stream with 404, and changes nothing", async () => {
    const { streamId, cookie } = await setup();
    const other = await signInCookie(app.url, await createHost());
    for (const body of [{}, { open: "no" }, { open: 0 }, { open: null }, []]) {
      const answer = await call("PATCH", chatPath(streamId), { body, cookie });
      expect(answer, JSON.stringify(body)).toEqual({ status: 400, body: { error: "open must be true or false" } });
    }
    expect((await call("PATCH", chatPath(streamId), { raw: "{not json", cookie })).status).toBe(400);
    expect((await call("PATCH", chatPath(streamId), { body: { open: false } })).status).toBe(401);
    expect(await call("PATCH", chatPath(streamId), { body: { open: false }, cookie: other })).toEqual({
      status: 404,
      body: { error: "Stream not found" },
    });
    expect((await call("PATCH", chatPath("s-no-such-stream"), { body: { open: false }, cookie })).status).toBe(404);
    const row = await db().selectFrom("streams").select("chatOpen").where("streamId", "=", streamId).executeTakeFirstOrThrow();
    expect(Boolean(row.chatOpen)).toBe(true);
  });

  it("works without JavaScript: the host's form closes it (toast), the viewer's page says so and refuses the chat form with the reason", async () => {
    const { host, event, streamId, rowId, viewer } = await setup();
    const sessionCookie = (await signInCookie(app.url, host)).split(";")[0] ?? "";
    const path = `/events/${event.id}/settings/${streamId}`;
    const params = { eventId: String(event.id), streamId };
    const closed = await settle(() =>
      action({ request: formRequest(path, { intent: "chat-close" }, { cookie: sessionCookie }), params, context: loadContext() }),
    );
    expect(closed.status).toBe(302);
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(closed) }))).toast).toMatchObject({ title: "Chat closed" });
    const settings = await settle(() => loader({ request: getRequest(path, { cookie: sessionCookie }), params, context: loadContext() }));
    expect(((await settings.json()) as { stream: { chatOpen: boolean } }).stream.chatOpen).toBe(false);

    const watch = await page(`/watch/${streamId}/${viewer.uniqueId}`);
    expect(watch.status).toBe(200);
    expect(watch.html).toContain(CHAT_CLOSED_TEXT.replace("'", "&#x27;"));
    expect(watch.html).toMatch(/<input[^>]*id="chat-message"[^>]*disabled=""/);
    const posted = await page(`/watch/${streamId}/${viewer.uniqueId}`, { form: { intent: "chat", message: "Anyone there?" } });
    expect(posted.status).toBe(403);
    expect(posted.html).toContain(CHAT_CLOSED_TEXT.replace("'", "&#x27;"));
    expect(await storedCount(rowId)).toBe(0);

    const opened = await settle(() =>
      action({ request: formRequest(path, { intent: "chat-open" }, { cookie: sessionCookie }), params, context: loadContext() }),
    );
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(opened) }))).toast).toMatchObject({ title: "Chat opened" });
    const reopened = await page(`/watch/${streamId}/${viewer.uniqueId}`);
    expect(reopened.html).not.toContain(CHAT_CLOSED_TEXT.replace("'", "&#x27;"));
  });
});
