import { describe, expect, it } from "vitest";
import { listOutboxMessages } from "~/models/outbox.server";
import { queueViewerLinkMail, VIEWER_LINK_RESEND_MS } from "~/models/viewer.server";
import { runDelivery } from "~/services/delivery/delivery.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { smtpDeliveryForTests } from "../support/smtp-delivery";
import { openPrivateDatabase } from "../support/private-database";
import { viewerLinkFromMail, viewerLinkMails } from "../support/viewer-links";

// Issue 16, hole 1: whoever knows a viewer's e-mail must not become that viewer. A new registrant
// gets their personal link at once (issue 34); registering a known e-mail again (JSON call, watch
// page form, event registration, "Lost your link?") hands the link only to that e-mail, and answers
// alike for every known e-mail: all it tells is that the address had registered (README, privacy).

// This file's delivery pass takes every due message, so it gets a database of its own.
await openPrivateDatabase();

const app = startAppForTests();

const delivery = smtpDeliveryForTests(() => ({ sms: { send: () => Promise.reject(new Error("no SMS here")) }, origin: app.url }));

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

async function send(path: string, init: { json?: unknown; form?: Record<string, string>; cookie?: string; method?: string } = {}): Promise<Answer> {
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.form ? new URLSearchParams(init.form) : undefined;
  const response = await fetch(app.url + path, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    redirect: "manual",
    headers: {
      "X-Forwarded-For": uniqueIp(),
      ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** An answer as a client sees it, with the e-mail it echoes put aside, to compare answers for two addresses. */
const shapeOf = ({ status, text }: Answer, email: string) => ({ status, text: text.split(email).join("<email>") });

const alreadyRegistered = (email: string) => `${email} is already registered for this stream. We've sent its personal link there: open it to join.`;

/** Someone else's registration of the stream, and the answer its e-mail gets when registered again (upper-cased). */
async function anotherKnownEmail(streamId: string) {
  const email = uniqueEmail("other");
  expect((await send("/api/auth/register", { json: { streamId, email, firstName: "Olga" } })).status).toBe(200);
  return email.toUpperCase();
}

async function streamWithViewer() {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Takeover Webinar" });
  const stream = await createStreamForHost({ hostId: host.id, title: "Takeover stream", eventId: event.id });
  if (!stream) throw new Error("no stream");
  const email = uniqueEmail("victim");
  const first = await send("/api/auth/register", { json: { streamId: stream.streamId, email, firstName: "Vera" } });
  expect(first.status).toBe(200);
  const link = await viewerLinkFromMail(email);
  const viewer = await db()
    .selectFrom("viewers")
    .selectAll()
    .where("uniqueId", "=", link.split("/").pop() ?? "")
    .executeTakeFirstOrThrow();
  return { host, event, stream, streamId: stream.streamId, email, first, link, viewer };
}

const chat = (streamId: string, body: Record<string, unknown>, cookie?: string) => send(`/api/streams/${streamId}/chat`, { json: body, cookie });

describe("POST /api/auth/register with a known e-mail", () => {
  it("answers with no link, no cookie and nobody's details, alike for every known e-mail", async () => {
    const { streamId, email, first, link, viewer } = await streamWithViewer();
    expect(JSON.parse(first.text)).toMatchObject({ uniqueUrl: link });

    const again = await send("/api/auth/register", { json: { streamId, email, firstName: "Mallory" } });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toEqual({ message: alreadyRegistered(email), uniqueUrl: null, emailSent: true });
    expect(again.headers.getSetCookie()).toEqual([]);

    const shouted = email.toUpperCase();
    const byCase = await send("/api/auth/register", { json: { streamId, email: shouted, firstName: "Mallory" } });
    const otherEmail = await anotherKnownEmail(streamId);
    const other = await send("/api/auth/register", { json: { streamId, email: otherEmail, firstName: "Mallory" } });
    expect(shapeOf(byCase, shouted)).toEqual(shapeOf(other, otherEmail));
    expect(byCase.headers.getSetCookie()).toEqual([]);

    for (const answer of [again, byCase]) {
      expect(answer.text).not.toContain(viewer.uniqueId);
      expect(answer.text).not.toContain(link);
      expect(answer.text).not.toContain("Vera");
      expect(answer.text).not.toContain(`"id"`);
    }
    // Nobody's stored first name or phone was changed by the repeat.
    const stored = await db().selectFrom("viewers").select(["firstName", "phone"]).where("id", "=", viewer.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ firstName: "Vera", phone: null });
  });

  it("gives the attacker nothing to chat with as the viewer", async () => {
    const { streamId, email, viewer } = await streamWithViewer();
    const attacker = await send("/api/auth/register", { json: { streamId, email: email.toUpperCase(), firstName: "Mallory" } });
    const jar = cookiesFrom(attacker);
    expect(jar).toBe("");
    const posted = await chat(streamId, { viewerId: viewer.id, message: "I am Vera now" }, jar || undefined);
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(posted.status).toBeLessThan(500);
    const page = await send(`/watch/${streamId}`, { cookie: jar || undefined });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Join Live Stream");
    const messages = await db().selectFrom("chatMessages").select("id").where("viewerId", "=", viewer.id).execute();
    expect(messages).toEqual([]);
  });

  it("mails the personal link to that e-mail at most every 15 minutes; opening it signs that browser in", async () => {
    const { streamId, email, link, viewer } = await streamWithViewer();
    await send("/api/auth/register", { json: { streamId, email: email.toUpperCase(), firstName: "Mallory" } });
    await Promise.all([1, 2, 3].map(() => send("/api/auth/register", { json: { streamId, email, firstName: "Mallory" } })));
    expect(await viewerLinkMails(email)).toHaveLength(1);

    await runDelivery(delivery.deps, { now: new Date() });
    await delivery.smtp.waitForCount(1);
    const mail = delivery.smtp.received.find((m) => m.to.includes(email));
    if (!mail) throw new Error("the link did not arrive");
    expect(mail.parsed.subject).toBe("Your link to watch Takeover Webinar");
    const button = [...(mail.parsed.html ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "").find((href) => href.includes("/watch/")) ?? "";
    expect(new URL(button).pathname).toBe(link);
    expect(mail.parsed.text).toContain(`Join the stream: ${button}`);
    expect(link).toBe(`/watch/${streamId}/${viewer.uniqueId}`);

    const opened = await send(link);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Watching as <strong>Vera</strong>");
    const cookie = cookiesFrom(opened);
    expect(cookie).toMatch(/__viewer=/);
    const back = await send(`/watch/${streamId}`, { cookie });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(link);
    const posted = await chat(streamId, { viewerId: viewer.id, message: "It is really me" }, cookie);
    expect(posted.status).toBe(201);
  });

  it("answers a removed viewer's e-mail as any known e-mail and mails nothing", async () => {
    const { host, streamId, email, viewer } = await streamWithViewer();
    const hostCookie = await signInCookie(app.url, host);
    expect((await send(`/api/viewers/${viewer.id}/kick`, { method: "PATCH", json: { streamId }, cookie: hostCookie })).status).toBe(200);
    const before = (await viewerLinkMails(email)).length;
    const again = await send("/api/auth/register", { json: { streamId, email, firstName: "Vera" } });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toEqual({ message: alreadyRegistered(email), uniqueUrl: null, emailSent: true });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await viewerLinkMails(email)).toHaveLength(before);
  });
});

describe("the e-mail with a viewer's personal link", () => {
  it("goes out again only once 15 minutes have passed", async () => {
    const { host, event, email, viewer } = await streamWithViewer();
    const askAt = (msFromNow: number) =>
      queueViewerLinkMail({
        viewerId: viewer.id,
        hostId: host.id,
        eventId: event.id,
        watchTitle: "Takeover Webinar",
        origin: app.url,
        now: new Date(Date.now() + msFromNow),
      });
    expect(await askAt(VIEWER_LINK_RESEND_MS - 60_000)).toBe(false);
    expect(await viewerLinkMails(email)).toHaveLength(1);
    expect(await askAt(VIEWER_LINK_RESEND_MS + 60_000)).toBe(true);
    const mails = await viewerLinkMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.payload.link).toBe(mails[0]?.payload.link);
  });
});

describe("the watch page's registration form with a known e-mail", () => {
  const dataPath = (streamId: string) => `/watch/${streamId}?_data=${encodeURIComponent("routes/_viewer.watch.$streamId._index")}`;

  it("shows 'Check your inbox' for a known e-mail, alike for every known e-mail, with no link, no cookie and no redirect", async () => {
    const { streamId, email, link, viewer } = await streamWithViewer();
    const shouted = email.toUpperCase();
    const otherEmail = await anotherKnownEmail(streamId);
    for (const path of [`/watch/${streamId}`, dataPath(streamId)]) {
      const attacker = await send(path, { form: { email: shouted, firstName: "Mallory", phone: "+1 555 010 9999" } });
      const other = await send(path, { form: { email: otherEmail, firstName: "Mallory", phone: "+1 555 010 9999" } });
      expect(attacker.status).toBe(200);
      expect(attacker.headers.get("Location")).toBeNull();
      expect(attacker.headers.getSetCookie()).toEqual([]);
      expect(other.headers.getSetCookie()).toEqual([]);
      expect(attacker.text).not.toContain(viewer.uniqueId);
      expect(attacker.text).not.toContain(link);
      if (path === dataPath(streamId)) {
        expect(shapeOf(attacker, shouted)).toEqual(shapeOf(other, otherEmail));
      } else {
        expect(attacker.text).toContain("Check your inbox");
        expect(attacker.text).toContain(`${shouted} is already registered for this stream. We&#x27;ve sent its personal link there`);
        expect(attacker.text).toContain("Send it again");
        expect(attacker.text).not.toContain("Watching as");
      }
    }
    const stored = await db().selectFrom("viewers").select(["firstName", "phone"]).where("id", "=", viewer.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ firstName: "Vera", phone: null });
    expect(await viewerLinkMails(email)).toHaveLength(1);
  });
});

describe("event registration with a known e-mail", () => {
  const pageData = (eventId: number) => `/event-registration/${eventId}?_data=${encodeURIComponent("routes/event-registration.$id")}`;
  const fields = (email: string) => ({ firstName: "Mallory", lastName: "Mole", email, timezone: "Eastern" });

  it("answers a known e-mail 201 with no link, alike for every known e-mail, through the JSON call and the page form; the link goes by e-mail", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Known Webinar" });
    const email = uniqueEmail("registrant");
    const registered = await send(`/api/events/${event.id}/register`, { json: { ...fields(email), firstName: "Rita", lastName: "Real" } });
    expect(registered.status).toBe(201);
    const registration = await db().selectFrom("registrations").selectAll().where("eventId", "=", event.id).executeTakeFirstOrThrow();
    expect(JSON.parse(registered.text)).toMatchObject({ uniqueUrl: `/watch/${event.id}/${registration.accessToken}` });
    const otherEmail = uniqueEmail("other");
    expect((await send(`/api/events/${event.id}/register`, { json: fields(otherEmail) })).status).toBe(201);

    const shouted = email.toUpperCase();
    const known = await send(`/api/events/${event.id}/register`, { json: fields(shouted) });
    const other = await send(`/api/events/${event.id}/register`, { json: fields(otherEmail.toUpperCase()) });
    expect(known.status).toBe(201);
    expect(JSON.parse(known.text)).toMatchObject({ uniqueUrl: null });
    expect(shapeOf(known, shouted)).toEqual(shapeOf(other, otherEmail.toUpperCase()));
    expect(known.text).not.toContain("Rita");
    expect(known.text).not.toContain(registration.accessToken);

    const knownForm = await send(pageData(event.id), { form: fields(shouted) });
    const otherForm = await send(pageData(event.id), { form: fields(otherEmail) });
    expect(knownForm.status).toBe(201);
    expect(shapeOf(knownForm, shouted)).toEqual(shapeOf(otherForm, otherEmail));
    expect(knownForm.text).not.toContain(registration.accessToken);
    const knownPage = await send(`/event-registration/${event.id}`, { form: fields(shouted) });
    expect(knownPage.status).toBe(201);
    expect(knownPage.text).toContain(`${shouted} is already registered for this event: we&#x27;ve sent its personal link there.`);
    expect(knownPage.text).not.toContain("Open your event page");

    const mails = await listOutboxMessages({ hostId: host.id, eventId: event.id, kind: "registration_confirmation" });
    const toRegistrant = mails.filter((m) => m.registrationId === registration.id);
    expect(toRegistrant.map((m) => m.toAddress)).toEqual([email]);
    expect(String(toRegistrant[0]?.payload.link)).toContain(`/watch/${event.id}/${registration.accessToken}`);
  });

  it("'Lost your link?' answers the same status and body for a known and an unknown e-mail, and mails only the registrant", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Lost Webinar" });
    const email = uniqueEmail("lost");
    await send(`/api/events/${event.id}/register`, { json: { ...fields(email), firstName: "Rita" } });
    const strangerEmail = uniqueEmail("stranger");
    const known = await send(pageData(event.id), { form: { intent: "resend-link", email } });
    const unknown = await send(pageData(event.id), { form: { intent: "resend-link", email: strangerEmail } });
    expect(known.status).toBe(200);
    expect(shapeOf(known, email)).toEqual(shapeOf(unknown, strangerEmail));
    const links = await listOutboxMessages({ hostId: host.id, eventId: event.id, kind: "personal_link" });
    expect(links.map((m) => m.toAddress)).toEqual([email]);
  });
});
