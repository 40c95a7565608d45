import { describe, expect, it } from "vitest";
import { updateEvent } from "~/models/event.server";
import { getWatchStream } from "~/models/stream.server";
import { registerViewer } from "~/models/viewer.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { withClockAhead } from "../support/clock";
import { appCalls } from "../support/app-calls";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { writeHlsFixture } from "../support/hls-fixture";
import { signInCookie, startAppForTests } from "../support/http-server";
import { viewerLinkMails } from "../support/viewer-links";

// Issue 20, parts 4 and 5: the passcode and the confirmed e-mail are gates before everything of
// the room: the page, its live events, its chat and its video.

const app = startAppForTests();
const { call, page } = appCalls(app);

const PASSCODE = "Open-Sesame 7";
const ENTER_PASSCODE = "Enter the event's passcode to join.";

async function setup(eventFields: Record<string, unknown>) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Members Only", hostName: "Pat Host", ...eventFields });
  const stream = await createStreamForHost({ hostId: host.id, title: "Main stage", eventId: event.id });
  if (!stream?.playbackId) throw new Error("no stream");
  await writeHlsFixture(getConfig().DATA_DIR, stream.playbackId);
  const row = await getWatchStream({ streamId: stream.streamId });
  if (!row) throw new Error("no stream row");
  const cookie = await signInCookie(app.url, host);
  // Live, so the page would show the player and the playlist would be served to anyone let in.
  expect((await call("PATCH", `/api/streams/${stream.streamId}`, { body: { isLive: true }, cookie })).status).toBe(200);
  return { host, event, streamId: stream.streamId, rowId: row.rowId, playbackId: stream.playbackId };
}

async function sseStatus(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(app.url + url, { headers: { Accept: "text/event-stream", ...headers }, signal: controller.signal });
  const body = response.ok ? null : ((await response.json()) as { error: string });
  controller.abort();
  return { status: response.status, error: body?.error ?? null };
}

const playlist = (playbackId: string, cookie: string) =>
  fetch(`${app.url}/hls/${playbackId}/master.m3u8`, { headers: { Cookie: cookie } }).then((response) => response.status);

describe("the passcode gate", () => {
  it("keeps a registered viewer out of the page, live events, chat and video until the passcode, then lets them in everywhere", async () => {
    const { streamId, rowId, playbackId } = await setup({ passcode: PASSCODE });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("pia"), firstName: "Pia" });
    const path = `/watch/${streamId}/${viewer.uniqueId}`;

    const before = await page(path);
    expect(before.status).toBe(200);
    expect(before.html).toContain("Enter the passcode");
    expect(before.html).not.toContain('id="chat-message"');
    expect(before.html).not.toContain("master.m3u8");
    const viewerCookie = cookiesFrom(before, "__viewer");
    expect(await sseStatus(`/api/streams/${streamId}/events?token=${viewer.uniqueId}`)).toEqual({ status: 403, error: ENTER_PASSCODE });
    const chat = await call("POST", `/api/streams/${streamId}/chat`, { body: { viewerId: viewer.id, message: "Hi", token: viewer.uniqueId } });
    expect(chat).toEqual({ status: 403, body: { error: ENTER_PASSCODE } });
    expect(await playlist(playbackId, viewerCookie)).toBe(403);
    const watchCall = await call("GET", `/api/streams/watch/${streamId}/${viewer.uniqueId}`);
    expect(watchCall.body).toMatchObject({ requiresPasscode: true, requiresEmailConfirmation: false, playbackUrl: null });

    const wrong = await page(path, { form: { intent: "passcode", passcode: "open sesame" } });
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain("That passcode is not right.");
    const right = await page(path, { form: { intent: "passcode", passcode: `  ${PASSCODE} ` } });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe(path);

    const after = await page(path);
    expect(after.html).not.toContain("Enter the passcode");
    expect(after.html).toContain('id="chat-message"');
    // The viewer's link passes from now on, on any device: no cookie needed.
    expect((await sseStatus(`/api/streams/${streamId}/events?token=${viewer.uniqueId}`)).status).toBe(200);
    const posted = await call("POST", `/api/streams/${streamId}/chat`, { body: { viewerId: viewer.id, message: "In!", token: viewer.uniqueId } });
    expect(posted.status).toBe(201);
    expect(await playlist(playbackId, viewerCookie)).toBe(200);
  });

  it("asks again when the host changes the passcode", async () => {
    const { host, event, streamId, rowId } = await setup({ passcode: PASSCODE });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("rex"), firstName: "Rex" });
    const entered = await call("POST", `/api/streams/${streamId}/passcode`, { body: { passcode: PASSCODE, token: viewer.uniqueId } });
    expect(entered).toEqual({ status: 200, body: { passed: true } });
    expect((await sseStatus(`/api/streams/${streamId}/events?token=${viewer.uniqueId}`)).status).toBe(200);
    await updateEvent({ hostId: host.id, eventId: event.id, input: { passcode: "new-one" } });
    // Past the gate's stream cache (2 s).
    await withClockAhead(2_100, async () =>
      expect(await sseStatus(`/api/streams/${streamId}/events?token=${viewer.uniqueId}`)).toEqual({ status: 403, error: ENTER_PASSCODE }),
    );
  });

  it("lets a visitor of an open event in by a cookie of their own, and keeps everyone else out", async () => {
    const { streamId, playbackId } = await setup({ passcode: PASSCODE, registrationRequired: false });
    const visitor = await page(`/watch/${streamId}`);
    expect(visitor.html).toContain("Enter the passcode");
    expect(await sseStatus(`/api/streams/${streamId}/events`)).toEqual({ status: 403, error: ENTER_PASSCODE });
    expect(await playlist(playbackId, "")).toBe(401);

    const passed = await page(`/watch/${streamId}`, { form: { intent: "passcode", passcode: PASSCODE } });
    expect(passed.status).toBe(302);
    const cookie = cookiesFrom(passed, "__passcode");
    expect(cookie).not.toBe("");
    expect((await sseStatus(`/api/streams/${streamId}/events`, { Cookie: cookie })).status).toBe(200);
    expect(await playlist(playbackId, cookie)).toBe(200);
    expect((await page(`/watch/${streamId}`, { cookie })).html).not.toContain("Enter the passcode");
    // Another visitor, without the cookie, still stands at the gate.
    expect((await sseStatus(`/api/streams/${streamId}/events`)).status).toBe(403);
  });

  it("limits guesses per viewer (5 in 10 minutes), even a right one after them, and per address", async () => {
    const { streamId, rowId } = await setup({ passcode: PASSCODE });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("gus"), firstName: "Gus" });
    for (let i = 0; i < 5; i += 1) {
      const guess = await call("POST", `/api/streams/${streamId}/passcode`, { body: { passcode: `guess-${i}`, token: viewer.uniqueId } });
      expect(guess.status).toBe(403);
    }
    const limited = await call("POST", `/api/streams/${streamId}/passcode`, { body: { passcode: PASSCODE, token: viewer.uniqueId } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await sseStatus(`/api/streams/${streamId}/events?token=${viewer.uniqueId}`)).status).toBe(403);

    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await call("POST", `/api/streams/${streamId}/passcode`, { body: { passcode: `x${i}` }, ip })).status).toBe(403);
    }
    expect((await call("POST", `/api/streams/${streamId}/passcode`, { body: { passcode: PASSCODE }, ip })).status).toBe(429);
  });

  it("answers bad input with 400 and an unknown stream with 404, storing nothing", async () => {
    const { streamId, rowId } = await setup({ passcode: PASSCODE });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("bea"), firstName: "Bea" });
    const url = `/api/streams/${streamId}/passcode`;
    expect(await call("POST", url, { body: {} })).toEqual({ status: 400, body: { error: "Enter the passcode." } });
    expect(await call("POST", url, { body: { passcode: "   " } })).toEqual({ status: 400, body: { error: "Enter the passcode." } });
    expect((await call("POST", url, { body: { passcode: "x".repeat(65) } })).status).toBe(400);
    expect((await call("POST", url, { body: { passcode: 42 } })).status).toBe(400);
    expect((await call("POST", url, { raw: "{not json" })).status).toBe(400);
    expect((await call("POST", url, { body: [] })).status).toBe(400);
    expect((await call("POST", `/api/streams/sNoSuchStream/passcode`, { body: { passcode: PASSCODE } })).status).toBe(404);
    expect((await call("GET", url)).status).toBe(405);
    const stored = await db().selectFrom("viewers").select("passcodeProof").where("id", "=", viewer.id).executeTakeFirstOrThrow();
    expect(stored.passcodeProof).toBeNull();
  });
});

describe("require authentication (confirmed e-mail)", () => {
  it("holds a viewer whose link did not come by e-mail, confirms by the e-mailed link, and can send it again", async () => {
    const { streamId, rowId, playbackId } = await setup({ requireAuthentication: true });
    const email = uniqueEmail("cora");
    const registered = await page(`/watch/${streamId}`, { form: { email, firstName: "Cora" } });
    expect(registered.status).toBe(200);
    const [mail] = await viewerLinkMails(email);
    const mailed = new URL(String(mail?.payload.link));
    expect(mailed.searchParams.get("confirm")).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // The same link without its e-mail proof (as a text message would carry it) does not confirm.
    const bare = await page(mailed.pathname);
    expect(bare.html).toContain("Confirm your e-mail to join");
    expect(bare.html).toContain(email);
    expect(bare.html).not.toContain('id="chat-message"');
    const token = mailed.pathname.split("/").pop() ?? "";
    const viewerCookie = cookiesFrom(bare, "__viewer");
    const refusal = "Confirm your e-mail address to join: open the link in the e-mail we sent you.";
    expect(await sseStatus(`/api/streams/${streamId}/events?token=${token}`)).toEqual({ status: 403, error: refusal });
    expect((await call("POST", `/api/streams/${streamId}/chat`, { body: { message: "Hi", token } })).body).toEqual({ error: refusal });
    expect(await playlist(playbackId, viewerCookie)).toBe(403);
    // A forged proof confirms nothing either.
    expect((await page(`${mailed.pathname}?confirm=${"A".repeat(24)}`)).html).toContain("Confirm your e-mail to join");

    // Asked again within 15 minutes of the first: the page says the last one is on its way.
    const again = await page(mailed.pathname, { form: { intent: "resend-confirmation" } });
    expect(again.status).toBe(429);
    expect(again.html).toContain("We sent your link less than 15 minutes ago");
    expect(await viewerLinkMails(email)).toHaveLength(1);

    const confirmed = await page(mailed.pathname + mailed.search);
    expect(confirmed.html).not.toContain("Confirm your e-mail to join");
    expect(confirmed.html).toContain('id="chat-message"');
    expect((await page(mailed.pathname)).html).not.toContain("Confirm your e-mail to join");
    expect((await sseStatus(`/api/streams/${streamId}/events?token=${token}`)).status).toBe(200);
    expect(await playlist(playbackId, viewerCookie)).toBe(200);
    const row = await db()
      .selectFrom("viewers")
      .select("emailConfirmedAt")
      .where("streamId", "=", rowId)
      .where("uniqueId", "=", token)
      .executeTakeFirstOrThrow();
    expect(row.emailConfirmedAt).not.toBeNull();
  });

  it("confirms a registrant by the event link in their confirmation e-mail, not by the bare link", async () => {
    const { event, streamId } = await setup({ requireAuthentication: true, registrationRequired: true });
    const email = uniqueEmail("reg");
    const registered = await call("POST", `/api/events/${event.id}/register`, {
      body: { firstName: "Rae", lastName: "Gist", email, timezone: "UTC" },
    });
    expect(registered.status).toBe(201);
    const mail = await db()
      .selectFrom("outboxMessages")
      .select("payload")
      .where("kind", "=", "registration_confirmation")
      .where("toAddress", "=", email)
      .executeTakeFirstOrThrow();
    const link = new URL(String((JSON.parse(mail.payload) as { link: string }).link));
    expect(link.pathname).toMatch(new RegExp(`^/watch/${event.id}/`));

    const bare = await fetch(app.url + link.pathname, { redirect: "manual", headers: { "X-Forwarded-For": uniqueIp() } });
    expect(bare.status).toBe(302);
    const personal = bare.headers.get("Location") ?? "";
    expect(personal).toMatch(new RegExp(`^/watch/${streamId}/`));
    expect((await page(personal)).html).toContain("Confirm your e-mail to join");

    const proved = await fetch(app.url + link.pathname + link.search, { redirect: "manual", headers: { "X-Forwarded-For": uniqueIp() } });
    expect(proved.headers.get("Location")).toBe(personal);
    expect((await page(personal)).html).not.toContain("Confirm your e-mail to join");
    const registration = await db()
      .selectFrom("registrations")
      .select("emailConfirmedAt")
      .where("emailNormalized", "=", email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(registration.emailConfirmedAt).not.toBeNull();
  });

  it("does not hold anyone on an event without it", async () => {
    const { streamId, rowId } = await setup({});
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("ned"), firstName: "Ned" });
    const opened = await page(`/watch/${streamId}/${viewer.uniqueId}`);
    expect(opened.html).not.toContain("Confirm your e-mail to join");
    expect(opened.html).not.toContain("Enter the passcode");
    expect(opened.html).toContain('id="chat-message"');
  });
});
