import { describe, expect, it } from "vitest";
import { setIngestLiveState, updateStream } from "~/models/stream.server";
import { db } from "~/utils/db.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { createTestEvent, registerTestRegistrant } from "../support/events";
import { cookiesFrom, createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls, type Json } from "../support/app-calls";
import { viewerLinkFromMail, viewerLinkMails } from "../support/viewer-links";
import { hostWithStream } from "../support/streams";

const app = startAppForTests();
const { call } = appCalls(app);

const watchedStream = (eventFields?: Record<string, unknown>) => hostWithStream("Watch test stream", eventFields);

const register = (streamId: string, fields: Json = {}, ip?: string) =>
  call("POST", "/api/auth/register", { body: { email: uniqueEmail("viewer"), firstName: "Vera", streamId, ...fields }, ip });

/** Registers through the call and takes the personal link from the e-mail, as the viewer does. */
async function registerAndOpenMail(streamId: string, fields: Json = {}) {
  const email = typeof fields.email === "string" ? fields.email : uniqueEmail("viewer");
  const answer = await register(streamId, { ...fields, email });
  expect(answer.status).toBe(200);
  const url = await viewerLinkFromMail(email);
  return { answer, email, url, uniqueId: url.split("/").pop() ?? "" };
}

describe("POST /api/auth/register", () => {
  it("gives a new registrant their personal, unguessable URL and the viewer cookie at once, and mails it too; a known e-mail gets it by mail only", async () => {
    const { stream } = await watchedStream();
    const email = uniqueEmail("again");
    const first = await register(stream.streamId, { email, phone: "+1 (555) 010-2030" });
    expect(first.status).toBe(200);
    const { uniqueUrl } = first.body as unknown as { uniqueUrl: string };
    expect(uniqueUrl).toMatch(new RegExp(`^/watch/${stream.streamId}/[A-Za-z0-9_-]{32,}$`));
    expect(first.body).toEqual({ message: `You're registered. We've also sent your personal link to ${email}.`, uniqueUrl, emailSent: true });
    // The cookie alone lets this client in: the watch call names the viewer and leads to their link.
    const watched = await call("GET", `/api/streams/watch/${stream.streamId}`, { cookie: cookiesFrom(first, "__viewer") });
    expect(watched.body).toMatchObject({ viewer: { firstName: "Vera", email }, redirectToUniqueUrl: uniqueUrl, requiresRegistration: false });
    expect(await viewerLinkFromMail(email)).toBe(uniqueUrl);
    const stored = await db().selectFrom("viewers").select(["phone", "firstName"]).where("emailNormalized", "=", email.toLowerCase()).execute();
    expect(stored).toEqual([{ phone: "+15550102030", firstName: "Vera" }]);

    const again = await register(stream.streamId, { email: email.toUpperCase(), firstName: "Someone" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      message: `${email.toUpperCase()} is already registered for this stream. We've sent its personal link there: open it to join.`,
      uniqueUrl: null,
      emailSent: true,
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    // Within 15 minutes the link is not mailed again; it stays the one link of that e-mail.
    expect(await viewerLinkMails(email)).toHaveLength(1);
    expect(await viewerLinkFromMail(email)).toBe(uniqueUrl);

    const other = await registerAndOpenMail(stream.streamId);
    expect(other.url).not.toBe(uniqueUrl);
    expect(other.answer.body).toMatchObject({ uniqueUrl: other.url });
  });

  it("sends every registrant's link by e-mail only when the event confirms addresses first", async () => {
    const { stream } = await watchedStream({ requireAuthentication: true });
    const email = uniqueEmail("confirm");
    const answer = await register(stream.streamId, { email });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: `We've sent your personal link to ${email}. Open it to join.`, uniqueUrl: null, emailSent: true });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await viewerLinkFromMail(email)).toMatch(new RegExp(`^/watch/${stream.streamId}/`));
  });

  it("shows a test stream as live to the host and their team only, never to a registrant, after the event as before it", async () => {
    const host = await createHost();
    const ended = await createTestEvent(host.id, { durationMinutes: 30 }, new Date(Date.now() - 3 * 60 * 60_000).toISOString());
    const stream = await createStreamForHost({ hostId: host.id, title: "Rehearsal", eventId: ended.id });
    if (!stream) throw new Error("stream not created");
    const viewer = await register(stream.streamId);
    const viewerCookie = cookiesFrom(viewer, "__viewer");
    const { id: streamRowId } = await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow();
    const hostCookie = await signInCookie(app.url, host);
    const eventBefore = await call("GET", `/api/events/${ended.id}`, { cookie: hostCookie });

    expect(await setIngestLiveState({ streamRowId, live: true, test: true })).toMatchObject({ changed: true });
    const asViewer = await call("GET", `/api/streams/watch/${stream.streamId}`, { cookie: viewerCookie });
    expect(asViewer.body).toMatchObject({ isLive: false, playbackId: null, playbackUrl: null, viewer: { firstName: "Vera" } });
    const visitor = await call("GET", `/api/streams/watch/${stream.streamId}`);
    expect(visitor.body).toMatchObject({ isLive: false, playbackId: null });
    const asHost = await call("GET", `/api/streams/watch/${stream.streamId}`, { cookie: hostCookie });
    expect(asHost.body).toMatchObject({ isLive: true });
    expect((await call("GET", `/api/streams/${stream.streamId}`, { cookie: hostCookie })).body).toMatchObject({ isLive: true });
    // The event is left as it was (over), and nobody's page is told the stream went live.
    expect((await call("GET", `/api/events/${ended.id}`, { cookie: hostCookie })).body).toEqual(eventBefore.body);

    expect(await setIngestLiveState({ streamRowId, live: false, test: true })).toMatchObject({ changed: true });
    expect((await call("GET", `/api/streams/watch/${stream.streamId}`, { cookie: hostCookie })).body).toMatchObject({ isLive: false });
    expect((await call("GET", `/api/streams/${stream.streamId}`, { cookie: hostCookie })).body).toMatchObject({ isLive: false });
  });

  it("stops a test stream when the host stops the stream, whichever process runs the test (it reads the stored flag)", async () => {
    const { host, stream } = await watchedStream();
    const { id: streamRowId } = await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow();
    const hostCookie = await signInCookie(app.url, host);
    const testLive = async () =>
      (await db().selectFrom("streams").select("testLive").where("id", "=", streamRowId).executeTakeFirstOrThrow()).testLive;
    await setIngestLiveState({ streamRowId, live: true, test: true });
    expect(await testLive()).toBe(1);
    expect((await call("PATCH", `/api/streams/${stream.streamId}`, { body: { isLive: false }, cookie: hostCookie })).status).toBe(200);
    expect(await testLive()).toBe(0);
    expect((await call("GET", `/api/streams/${stream.streamId}`, { cookie: hostCookie })).body).toMatchObject({ isLive: false });
  });

  it("refuses missing fields with the spec's text, and unknown streams with 404", async () => {
    const { stream } = await watchedStream();
    const missing = await register(stream.streamId, { email: "", firstName: " " });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Email and first name are required");
    const badEmail = await register(stream.streamId, { email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe("Please enter a valid email address");
    const badPhone = await register(stream.streamId, { phone: "call me" });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fieldErrors).toHaveProperty("phone");
    const noStream = await register("sNoSuchStream000000000000");
    expect(noStream.status).toBe(404);
    expect(noStream.body.error).toBe("Stream not found");
  });

  it("limits registrations per client address with 429 and Retry-After", async () => {
    const { stream } = await watchedStream();
    const ip = uniqueIp();
    let last = { status: 0, headers: new Headers(), body: {} as Json };
    for (let i = 0; i < 31; i += 1) last = await register(stream.streamId, {}, ip);
    expect(last.status).toBe(429);
    expect(String(last.body.error)).toMatch(/Too many registrations/);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await register(stream.streamId)).status).toBe(200);
  });
});

describe("watch calls", () => {
  it("asks for registration, then knows the viewer by personal URL and by cookie", async () => {
    const { stream } = await watchedStream();
    const anonymous = await call("GET", `/api/streams/watch/${stream.streamId}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({
      isLive: false,
      streamId: stream.streamId,
      viewer: null,
      redirectToUniqueUrl: null,
      requiresRegistration: true,
      playbackId: null,
      status: "idle",
    });

    const { url, uniqueId } = await registerAndOpenMail(stream.streamId, { firstName: "Kim" });
    const personal = await call("GET", `/api/streams/watch/${stream.streamId}/${uniqueId}`);
    expect(personal.status).toBe(200);
    expect(personal.body).toMatchObject({ requiresRegistration: false, redirectToUniqueUrl: null, viewer: { firstName: "Kim" } });
    const cookie = cookiesFrom(personal, "__viewer");
    expect(cookie).toMatch(/^__viewer=/);

    const returning = await call("GET", `/api/streams/watch/${stream.streamId}`, { cookie });
    expect(returning.body).toMatchObject({ redirectToUniqueUrl: url, requiresRegistration: false, viewer: { firstName: "Kim" } });
  });

  it("gives the playback id only to a viewer allowed to watch, and only while live", async () => {
    const { host, stream } = await watchedStream();
    const { uniqueId } = await registerAndOpenMail(stream.streamId);
    expect((await call("GET", `/api/streams/watch/${stream.streamId}/${uniqueId}`)).body.playbackId).toBeNull();
    await updateStream({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });
    const live = await call("GET", `/api/streams/watch/${stream.streamId}/${uniqueId}`);
    expect(live.body).toMatchObject({ isLive: true, status: "active", playbackId: stream.playbackId });
    const anonymous = await call("GET", `/api/streams/watch/${stream.streamId}`);
    expect(anonymous.body).toMatchObject({ isLive: true, requiresRegistration: true, playbackId: null });
  });

  it("lets anyone watch an event that does not require registration", async () => {
    const { host, stream } = await watchedStream({ registrationRequired: false });
    await updateStream({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });
    const open = await call("GET", `/api/streams/watch/${stream.streamId}`);
    expect(open.body).toMatchObject({ requiresRegistration: false, viewer: null, playbackId: stream.playbackId });
  });

  it("answers 404 for an unknown personal link and 403 for a removed viewer", async () => {
    const { stream } = await watchedStream();
    const unknown = await call("GET", `/api/streams/watch/${stream.streamId}/not-a-real-link`);
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.error).toBe("string");

    const other = await watchedStream();
    const { uniqueId: foreignId } = await registerAndOpenMail(other.stream.streamId);
    expect((await call("GET", `/api/streams/watch/${stream.streamId}/${foreignId}`)).status).toBe(404);

    const { uniqueId } = await registerAndOpenMail(stream.streamId);
    const opened = await call("GET", `/api/streams/watch/${stream.streamId}/${uniqueId}`);
    await db().updateTable("viewers").set({ isKicked: 1 }).where("uniqueId", "=", uniqueId).execute();
    const kicked = await call("GET", `/api/streams/watch/${stream.streamId}/${uniqueId}`);
    expect(kicked.status).toBe(403);
    expect(kicked.body.error).toBe("You have been removed from this stream");
    expect((await call("GET", `/api/streams/watch/${stream.streamId}`, { cookie: cookiesFrom(opened, "__viewer") })).status).toBe(403);
  });

  it("turns a registrant's event link into their personal link of the event's stream", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id);
    const { accessToken } = await registerTestRegistrant(event.id, { firstName: "Eve" }, { origin: "http://localhost" });

    const early = await call("GET", `/api/events/${event.id}/watch/${accessToken}`);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ streamId: null, redirectToUniqueUrl: null, isLive: false });

    const stream = await createStreamForHost({ hostId: host.id, title: "Event stream", eventId: event.id });
    const ready = await call("GET", `/api/events/${event.id}/watch/${accessToken}`);
    expect(ready.body).toMatchObject({ streamId: stream?.streamId, viewer: { firstName: "Eve" }, requiresRegistration: false });
    expect(String(ready.body.redirectToUniqueUrl)).toMatch(new RegExp(`^/watch/${stream?.streamId}/`));
    const again = await call("GET", `/api/events/${event.id}/watch/${accessToken}`);
    expect(again.body.redirectToUniqueUrl).toBe(ready.body.redirectToUniqueUrl);

    expect((await call("GET", `/api/events/${event.id}/watch/wrong-token`)).status).toBe(404);
    expect((await call("GET", `/api/events/abc/watch/${accessToken}`)).status).toBe(404);
  });
});

describe("GET /api/viewers/stream/{streamId}", () => {
  it("is for the stream's host only", async () => {
    const { stream } = await watchedStream();
    expect((await call("GET", `/api/viewers/stream/${stream.streamId}`)).status).toBe(401);
    const stranger = await createHost();
    const cookie = await signInCookie(app.url, stranger);
    const foreign = await call("GET", `/api/viewers/stream/${stream.streamId}`, { cookie });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("Stream not found");
  });
});
