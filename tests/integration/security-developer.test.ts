import { describe, expect, it } from "vitest";
import { developerAction, developerTabData } from "~/routes/_workspace.settings/developer-actions.server";
import { securityAction, securityTabData } from "~/routes/_workspace.settings/security-actions.server";
import { secretHash } from "~/utils/tokens.server";
import { registerForEvent } from "~/models/registration.server";
import { searchWorkspace } from "~/models/search.server";
import { createRememberedDevice, listRememberedDevices } from "~/models/two-factor.server";
import { READ_ONLY_KEY, startUserSession } from "~/services/account/auth.server";
import { CHAT_HOST_ONLY } from "~/services/room/stream-access.server";
import { db } from "~/utils/db.server";
import { verifyPassword } from "~/services/account/password.server";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, formRequest, getRequest, PASSWORD, uniqueIp } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { connectSocket } from "../support/ws-client";
import { hostWithStream } from "../support/streams";

async function sessionCookieFor(userId: number) {
  const setCookie = await startUserSession(getRequest("/", {}), userId);
  return setCookie.split(";")[0] ?? "";
}

async function sessionIdsOf(userId: number) {
  return (await db().selectFrom("sessions").select("id").where("userId", "=", userId).execute()).map((r) => r.id);
}

const settings = (tab: string) => `/settings?tab=${tab}`;

/** Posts the Security tab's change-password form in the session of `cookie`. */
const changePassword = (userId: number, cookie: string, fields: Record<string, string>) =>
  securityAction({ userId, request: formRequest(settings("security"), { intent: "change-password", ...fields }, { cookie }) });

describe("security: change password", () => {
  it("refuses a wrong current password with 400 and keeps the old one", async () => {
    const host = await createHost();
    const cookie = await sessionCookieFor(host.id);
    const response = await changePassword(host.id, cookie, {
      currentPassword: "not it",
      newPassword: "new password 1",
      confirmPassword: "new password 1",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      intent: "change-password",
      result: { status: "error", error: { currentPassword: ["Current password is incorrect"] } },
    });
    const row = await db().selectFrom("users").select("passwordHash").where("id", "=", host.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(PASSWORD, row.passwordHash ?? "")).toBe(true);
  });

  it("validates length and confirmation with the spec's messages", async () => {
    const host = await createHost();
    const cookie = await sessionCookieFor(host.id);
    const short = await changePassword(host.id, cookie, { currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).result.error.newPassword).toEqual(["Password must be at least 8 characters long"]);
    const mismatch = await changePassword(host.id, cookie, {
      currentPassword: PASSWORD,
      newPassword: "long enough 1",
      confirmPassword: "long enough 2",
    });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).result.error.confirmPassword).toEqual(["Passwords do not match"]);
  });

  it("updates the password, signs out every other session (keeping this one) and forgets the remembered devices", async () => {
    const host = await createHost();
    const other = await createHost();
    const remembered = { userAgent: null, expiresAt: new Date(Date.now() + 86_400_000) };
    await createRememberedDevice({ userId: host.id, tokenHash: secretHash(`host ${host.id}`), ...remembered });
    await createRememberedDevice({ userId: other.id, tokenHash: secretHash(`other ${other.id}`), ...remembered });
    const cookie = await sessionCookieFor(host.id);
    await sessionCookieFor(host.id);
    await sessionCookieFor(host.id);
    const othersSession = await sessionCookieFor(other.id);
    expect(othersSession).toBeTruthy();
    expect(await sessionIdsOf(host.id)).toHaveLength(3);

    const js = await changePassword(host.id, cookie, {
      js: "1",
      currentPassword: PASSWORD,
      newPassword: "brand new secret",
      confirmPassword: "brand new secret",
    });
    expect(js.status).toBe(200);
    expect(await js.json()).toMatchObject({ intent: "change-password", result: { status: "success" }, toast: { title: "Password Updated" } });
    const remaining = await sessionIdsOf(host.id);
    expect(remaining).toHaveLength(1);
    const data = await securityTabData({ userId: host.id, request: getRequest(settings("security"), { cookie }) });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]?.current).toBe(true);
    expect(await sessionIdsOf(other.id)).toHaveLength(1);
    expect(await listRememberedDevices({ userId: host.id })).toEqual([]);
    expect(await listRememberedDevices({ userId: other.id })).toHaveLength(1);
    const row = await db().selectFrom("users").select("passwordHash").where("id", "=", host.id).executeTakeFirstOrThrow();
    expect(await verifyPassword("brand new secret", row.passwordHash ?? "")).toBe(true);

    // Without JavaScript: Post/Redirect/Get with a notice.
    const noJs = await changePassword(host.id, cookie, {
      currentPassword: "brand new secret",
      newPassword: "another secret",
      confirmPassword: "another secret",
    });
    expect(noJs.status).toBe(302);
    expect(noJs.headers.get("Location")).toBe("/settings?tab=security&notice=password-updated");
    const after = await securityTabData({ userId: host.id, request: getRequest(noJs.headers.get("Location") ?? "", { cookie }) });
    expect(after.notice?.title).toBe("Password Updated");
  });
});

describe("security: sessions", () => {
  it("revokes only the user's own sessions", async () => {
    const host = await createHost();
    const intruder = await createHost();
    const cookie = await sessionCookieFor(host.id);
    await sessionCookieFor(host.id);
    const intruderCookie = await sessionCookieFor(intruder.id);
    const data = await securityTabData({ userId: host.id, request: getRequest(settings("security"), { cookie }) });
    const target = data.sessions.find((s) => !s.current);
    expect(target).toBeDefined();

    const refused = await securityAction({
      userId: intruder.id,
      request: formRequest(settings("security"), { intent: "revoke-session", js: "1", sessionId: target?.id ?? "" }, { cookie: intruderCookie }),
    });
    expect(refused.status).toBe(404);
    expect(await sessionIdsOf(host.id)).toHaveLength(2);

    const ok = await securityAction({
      userId: host.id,
      request: formRequest(settings("security"), { intent: "revoke-session", js: "1", sessionId: target?.id ?? "" }, { cookie }),
    });
    expect(ok.status).toBe(200);
    expect(await sessionIdsOf(host.id)).toHaveLength(1);
    expect(await sessionIdsOf(intruder.id)).toHaveLength(1);
  });

  it("signs out all other sessions", async () => {
    const host = await createHost();
    const cookie = await sessionCookieFor(host.id);
    await sessionCookieFor(host.id);
    await sessionCookieFor(host.id);
    const response = await securityAction({
      userId: host.id,
      request: formRequest(settings("security"), { intent: "revoke-other-sessions" }, { cookie }),
    });
    expect(response.status).toBe(302);
    expect(await sessionIdsOf(host.id)).toHaveLength(1);
  });
});

describe("search", () => {
  it("finds only the host's events and registrants, with % and _ taken literally", async () => {
    const host = await createHost();
    const other = await createHost();
    const launch = await createTestEvent(host.id, { title: "100% Growth Summit", description: "Scaling snake_case teams" });
    await createTestEvent(host.id, { title: "1000 Growth ideas" });
    await createTestEvent(other.id, { title: "100% Growth for others" });
    await registerForEvent({
      eventId: launch.id,
      ip: uniqueIp(),
      input: registrationInput({ firstName: "Zelda", lastName: "Quarry", email: "zelda.q_x@example.com" }),
    });
    const othersEvent = await createTestEvent(other.id, { title: "Elsewhere" });
    await registerForEvent({
      eventId: othersEvent.id,
      ip: uniqueIp(),
      input: registrationInput({ firstName: "Zelda", lastName: "Quarry", email: "zelda-other@example.com" }),
    });

    const percent = await searchWorkspace({ hostId: host.id, query: "  100%  " });
    expect(percent.events.map((e) => e.title)).toEqual(["100% Growth Summit"]);
    const underscore = await searchWorkspace({ hostId: host.id, query: "snake_case" });
    expect(underscore.events.map((e) => e.id)).toEqual([launch.id]);
    expect((await searchWorkspace({ hostId: host.id, query: "snake%case" })).events).toEqual([]);

    const people = await searchWorkspace({ hostId: host.id, query: "zelda quarry" });
    expect(people.attendees.map((a) => a.email)).toEqual(["zelda.q_x@example.com"]);
    expect(people.attendees[0]?.eventTitle).toBe("100% Growth Summit");
    expect((await searchWorkspace({ hostId: host.id, query: "q_x@" })).attendees).toHaveLength(1);
    expect((await searchWorkspace({ hostId: host.id, query: "qXx@" })).attendees).toHaveLength(0);
    expect((await searchWorkspace({ hostId: host.id, query: "x".repeat(300) })).query).toHaveLength(100);
    expect(await searchWorkspace({ hostId: host.id, query: "   " })).toEqual({ query: "", events: [], attendees: [] });
  });
});

// Last: shutting the app down closes the shared database handle.
describe("developer: API keys over HTTP", () => {
  const app = startAppForTests();

  async function createKey(userId: number, name = "CI", scope: "read" | "write" = "write") {
    const response = await developerAction({
      userId,
      request: formRequest(settings("developer"), { intent: "create-api-key", js: "1", name, scope }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { intent: string; created: { id: number; scope: string; secret: string } };
  }

  it("creates a key shown once, stored only as a hash", async () => {
    const host = await createHost();
    const body = await createKey(host.id);
    expect(body.intent).toBe("create-api-key");
    expect(body.created.secret).toMatch(/^su_[A-Za-z0-9_-]{43}$/);
    const row = await db().selectFrom("apiKeys").selectAll().where("id", "=", body.created.id).executeTakeFirstOrThrow();
    expect(row.keyHash).toBe(secretHash(body.created.secret));
    expect(JSON.stringify(row)).not.toContain(body.created.secret);
    const data = await developerTabData({ userId: host.id, request: getRequest(settings("developer")) });
    expect(JSON.stringify(data)).not.toContain(body.created.secret);
    expect(data.keys).toEqual([
      expect.objectContaining({ id: body.created.id, name: "CI", prefix: body.created.secret.slice(0, 9), scope: "write", lastUsedAt: null }),
    ]);

    const blank = await developerAction({
      userId: host.id,
      request: formRequest(settings("developer"), { intent: "create-api-key", name: "  ", scope: "read" }),
    });
    expect(blank.status).toBe(400);
    const noScope = await developerAction({
      userId: host.id,
      request: formRequest(settings("developer"), { intent: "create-api-key", js: "1", name: "CI" }),
    });
    expect(noScope.status).toBe(400);
    expect(await noScope.json()).toMatchObject({ result: { error: { scope: ["Choose what the key may do: read, or read and write."] } } });
  });

  it("a read-only key may GET but any change is a 403 that says why", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Read me" });
    const { created } = await createKey(host.id, "Reports", "read");
    expect(created.scope).toBe("read");
    const auth = { Authorization: `Bearer ${created.secret}` };

    const list = await fetch(`${app.url}/api/events`, { headers: auth });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { title: string }[]).map((e) => e.title)).toEqual(["Read me"]);
    expect((await fetch(`${app.url}/api/events/${event.id}`, { method: "HEAD", headers: auth })).status).toBe(200);

    const post = await fetch(`${app.url}/api/events`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Not allowed" }),
    });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({
      error: "This API key is read-only: it may only make GET requests. Create a key with read and write access to change data.",
    });
    const remove = await fetch(`${app.url}/api/events/${event.id}`, { method: "DELETE", headers: auth });
    expect(remove.status).toBe(403);
    expect((await db().selectFrom("events").select("title").where("id", "=", event.id).executeTakeFirst())?.title).toBe("Read me");

    const data = await developerTabData({ userId: host.id, request: getRequest(settings("developer")) });
    expect(data.keys).toEqual([expect.objectContaining({ id: created.id, scope: "read", lastUsedAt: expect.any(String) })]);
  });

  it("keys made before scopes existed keep writing", async () => {
    const host = await createHost();
    const row = await db()
      .insertInto("apiKeys")
      .values({
        userId: host.id,
        name: "Old",
        prefix: "su_old",
        keyHash: secretHash("su_old-key-secret"),
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
      })
      .returning(["scope"])
      .executeTakeFirstOrThrow();
    expect(row.scope).toBe("write");
    const post = await fetch(`${app.url}/api/events`, {
      method: "POST",
      headers: { Authorization: "Bearer su_old-key-secret", "Content-Type": "application/json" },
      body: JSON.stringify({}),
    });
    // Past the key check: the body itself is what is refused.
    expect(post.status).toBe(400);
  });

  it("authenticates GET /api/events with the bearer key, and stops once revoked", async () => {
    const host = await createHost();
    const other = await createHost();
    const mine = await createTestEvent(host.id, { title: "Bearer launch" });
    await createTestEvent(other.id, { title: "Not yours" });
    const { created } = await createKey(host.id);

    const ok = await fetch(`${app.url}/api/events`, { headers: { Authorization: `Bearer ${created.secret}` } });
    expect(ok.status).toBe(200);
    const events = (await ok.json()) as { id: number; title: string }[];
    expect(events.map((e) => e.title)).toEqual(["Bearer launch"]);
    expect(events[0]?.id).toBe(mine.id);
    const used = await db().selectFrom("apiKeys").select("lastUsedAt").where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(used.lastUsedAt).not.toBeNull();

    const unknown = await fetch(`${app.url}/api/events`, { headers: { Authorization: "Bearer su_not-a-real-key" } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: expect.any(String) });

    // Someone else's revoke does nothing.
    const foreign = await developerAction({
      userId: other.id,
      request: formRequest(settings("developer"), { intent: "revoke-api-key", js: "1", keyId: String(created.id) }),
    });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${app.url}/api/events`, { headers: { Authorization: `Bearer ${created.secret}` } })).status).toBe(200);

    const revoked = await developerAction({
      userId: host.id,
      request: formRequest(settings("developer"), { intent: "revoke-api-key", keyId: String(created.id) }),
    });
    expect(revoked.status).toBe(302);
    const after = await fetch(`${app.url}/api/events`, { headers: { Authorization: `Bearer ${created.secret}` }, redirect: "manual" });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: expect.any(String) });
  });

  it("a key posts on the chat fast path and listens on the event stream and the socket as its host; a read key only listens", async () => {
    const { host, stream, rowId } = await hostWithStream("Keyed room");
    const other = await createHost();
    const write = (await createKey(host.id, "Chat bot", "write")).created.secret;
    const read = (await createKey(host.id, "Wall display", "read")).created.secret;
    const foreign = (await createKey(other.id, "Elsewhere", "write")).created.secret;
    const chatUrl = `${app.url}/api/streams/${stream.streamId}/chat`;
    const eventsUrl = `${app.url}/api/streams/${stream.streamId}/events`;
    const post = (secret: string, message: string) =>
      fetch(chatUrl, {
        method: "POST",
        headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
        body: JSON.stringify({ viewerId: null, isStreamer: true, message }),
      });

    const listening = await openEventStream(eventsUrl, { Authorization: `Bearer ${read}` });
    try {
      expect(listening.response.status).toBe(200);
      await listening.next((event) => event.event === "stream_status");

      const sent = await post(write, "Posted by the CRM");
      expect(sent.status).toBe(201);
      expect(await sent.json()).toMatchObject({ message: "Posted by the CRM", isStreamer: true, viewer: null });
      const pushed = await listening.next((event) => event.event === "chat_message");
      expect(pushed.data).toMatchObject({ message: "Posted by the CRM", isStreamer: true });
    } finally {
      listening.close();
    }
    const socket = await connectSocket(`${app.url.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}`, {
      headers: { Authorization: `Bearer ${read}` },
    });
    try {
      socket.send({ type: "join", streamId: stream.streamId, role: "streamer" });
      expect(await socket.next((message) => message.type === "joined")).toMatchObject({ role: "streamer" });
      expect((await post(write, "Also on the socket")).status).toBe(201);
      expect(await socket.next((message) => message.type === "chat_message")).toMatchObject({ data: { message: "Also on the socket" } });
    } finally {
      socket.close();
    }
    const strangerSocket = await connectSocket(`${app.url.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}`, {
      headers: { Authorization: `Bearer ${foreign}` },
    });
    strangerSocket.send({ type: "join", streamId: stream.streamId, role: "streamer" });
    expect(await strangerSocket.closed).toMatchObject({ code: 4403 });

    const readOnly = await post(read, "Not with this key");
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toEqual({ error: READ_ONLY_KEY });
    const elsewhere = await post(foreign, "Not my room");
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({ error: CHAT_HOST_ONLY });
    const unknown = await post("su_not-a-real-key", "Nobody");
    expect(unknown.status).toBe(401);
    const refused = await fetch(eventsUrl, { headers: { Accept: "text/event-stream", Authorization: "Bearer su_not-a-real-key" } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    const stored = await db().selectFrom("chatMessages").select(["message", "isStreamer"]).where("streamId", "=", rowId).execute();
    expect(stored.map((row) => row.message)).toEqual(["Posted by the CRM", "Also on the socket"]);
  });

  it("does not sign anybody in to HTML pages", async () => {
    const host = await createHost();
    const { created } = await createKey(host.id);
    const page = await fetch(`${app.url}/dashboard`, { headers: { Authorization: `Bearer ${created.secret}` }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");
    const settingsPage = await fetch(`${app.url}/settings?tab=developer`, {
      headers: { Authorization: `Bearer ${created.secret}` },
      redirect: "manual",
    });
    expect(settingsPage.status).toBe(302);
  });
});
