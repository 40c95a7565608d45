import { describe, expect, it } from "vitest";
import { listOutboxMessages } from "~/models/outbox.server";
import { PERSONAL_LINK_RATE_LIMIT, PERSONAL_LINK_RESEND_MS, resendPersonalLink } from "~/models/personal-link.server";
import { registerForEvent } from "~/models/registration.server";
import { action } from "~/routes/event-registration.$id/route";
import { INVALID_EMAIL } from "~/schemas/event";
import { formatInZone } from "~/utils/zone-format";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, formRequest, loadContext, settle, uniqueEmail, uniqueIp } from "../support/factories";
import { withEmailProof } from "~/utils/link-proofs.server";
import { startAppForTests } from "../support/http-server";

const app = startAppForTests();

const ORIGIN = "http://localhost";

interface ResendReply {
  intent: "resend-link";
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  sentTo: string | null;
}

const askForLink = (eventId: number | string, email: string, ip = uniqueIp()) =>
  settle(() =>
    action({
      request: formRequest(`/event-registration/${eventId}`, { intent: "resend-link", email }),
      params: { id: String(eventId) },
      context: loadContext({ clientIp: ip }),
    }),
  );

async function registered(fields: Record<string, unknown> = {}) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Growth Webinar", timezone: "America/New_York" });
  const result = await registerForEvent({
    eventId: event.id,
    input: registrationInput({ firstName: "Rita", timezone: "JST", ...fields }),
    ip: uniqueIp(),
    origin: ORIGIN,
  });
  if (result.status !== "created") throw new Error(`registration ${result.status}`);
  return { host, event, registration: result.registration };
}

const linkMails = (hostId: number, eventId: number) => listOutboxMessages({ hostId, eventId, kind: "personal_link" });

describe("'Lost your link?' on /event-registration/{id}", () => {
  it("queues the personal link to the address the registrant used, whatever the letter case typed", async () => {
    const { host, event, registration } = await registered({ email: `Rita.${uniqueEmail("Case")}` });
    const response = await askForLink(event.id, ` ${registration.email.toLowerCase()} `);
    expect(response.status).toBe(200);
    const reply = (await response.json()) as ResendReply;
    expect(reply.sentTo).toBe(registration.email.toLowerCase());

    const [mail, ...others] = await linkMails(host.id, event.id);
    expect(others).toEqual([]);
    const link = withEmailProof(`${ORIGIN}/watch/${event.id}/${registration.accessToken}`, registration.accessToken);
    const startTime = formatInZone(event.scheduledAt, "Asia/Tokyo");
    expect(mail).toMatchObject({
      kind: "personal_link",
      toAddress: registration.email,
      subject: "Your link for Growth Webinar",
      eventId: event.id,
      registrationId: registration.id,
      status: "pending",
      payload: { link, startTime, eventTitle: "Growth Webinar", firstName: "Rita" },
    });
    expect(mail?.bodyText).toContain(link);
    expect(mail?.bodyText).toContain(startTime);
  });

  it("answers the same for an address that is not registered, and queues nothing", async () => {
    const { host, event, registration } = await registered();
    const other = await createTestEvent(host.id, { title: "Other Webinar" });
    const stranger = uniqueEmail("stranger");
    const known = (await (await askForLink(event.id, registration.email)).json()) as ResendReply;
    const unknownResponse = await askForLink(event.id, stranger);
    expect(unknownResponse.status).toBe(200);
    const unknown = (await unknownResponse.json()) as ResendReply;
    expect(unknown).toEqual({ ...known, sentTo: stranger });
    // Registered for this event, asking on another event's page: nothing either.
    expect((await askForLink(other.id, registration.email)).status).toBe(200);

    expect(await linkMails(host.id, event.id)).toHaveLength(1);
    expect(await linkMails(host.id, other.id)).toEqual([]);
    expect((await listOutboxMessages({ hostId: host.id, kind: "personal_link" })).map((m) => m.toAddress)).toEqual([registration.email]);
  });

  it("re-sends one registration's link at most once every 15 minutes", async () => {
    const { host, event, registration } = await registered();
    const ask = (msFromNow: number) =>
      resendPersonalLink({ eventId: event.id, email: registration.email, ip: uniqueIp(), origin: ORIGIN, now: new Date(Date.now() + msFromNow) });
    expect(await ask(0)).toEqual({ status: "queued" });
    expect(await ask(60_000)).toEqual({ status: "recently_sent" });
    expect(await ask(PERSONAL_LINK_RESEND_MS - 60_000)).toEqual({ status: "recently_sent" });
    expect(await linkMails(host.id, event.id)).toHaveLength(1);
    expect(await ask(PERSONAL_LINK_RESEND_MS + 60_000)).toEqual({ status: "queued" });
    expect(await linkMails(host.id, event.id)).toHaveLength(2);
  });

  it("sends the page's same answer when the link went out a moment ago", async () => {
    const { host, event, registration } = await registered();
    const first = await askForLink(event.id, registration.email);
    const second = await askForLink(event.id, registration.email);
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await linkMails(host.id, event.id)).toHaveLength(1);
  });

  it("queues one message when the same request arrives twice at once", async () => {
    const { host, event, registration } = await registered();
    await Promise.all([askForLink(event.id, registration.email), askForLink(event.id, registration.email), askForLink(event.id, registration.email)]);
    expect(await linkMails(host.id, event.id)).toHaveLength(1);
  });

  it("limits requests per network address with 429, Retry-After and a clear message", async () => {
    const { host, event } = await registered();
    const ip = uniqueIp();
    for (let i = 0; i < PERSONAL_LINK_RATE_LIMIT.limit; i++) expect((await askForLink(event.id, uniqueEmail("probe"), ip)).status).toBe(200);
    const email = uniqueEmail("late");
    const response = await askForLink(event.id, email, ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const reply = (await response.json()) as ResendReply;
    expect(reply.sentTo).toBeNull();
    expect(reply.result.error?.[""]?.[0]).toMatch(/^Too many requests from your network\. Please try again in \d+ (seconds|minutes)\.$/);
    expect(reply.result.initialValue).toMatchObject({ email });
    // Another address is not affected.
    expect((await askForLink(event.id, email)).status).toBe(200);
    expect(await linkMails(host.id, event.id)).toEqual([]);
  });

  it.each([["not-an-email"], ["rita@example"], [""], ["x".repeat(250) + "@example.com"]])(
    "answers 400 for the e-mail %j, keeping what was typed",
    async (email) => {
      const { host, event } = await registered();
      const response = await askForLink(event.id, email);
      expect(response.status).toBe(400);
      const reply = (await response.json()) as ResendReply;
      expect(reply.sentTo).toBeNull();
      expect(reply.result.error?.email?.[0]).toMatch(email.length > 254 ? /at most 254/ : new RegExp(`^${INVALID_EMAIL}$`));
      if (email) expect(reply.result.initialValue).toMatchObject({ email });
      expect(await linkMails(host.id, event.id)).toEqual([]);
    },
  );

  it("answers 404 on a draft or unknown event", async () => {
    const host = await createHost();
    const draft = await createTestEvent(host.id, { status: "draft" });
    expect((await askForLink(draft.id, uniqueEmail())).status).toBe(404);
    expect((await askForLink(99_999_999, uniqueEmail())).status).toBe(404);
  });

  it("leaves the registration form working beside it", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id);
    const email = uniqueEmail("fresh");
    const response = await settle(() =>
      action({
        request: formRequest(`/event-registration/${event.id}`, { firstName: "Fay", lastName: "Fresh", email, timezone: "Etc/GMT" }),
        params: { id: String(event.id) },
        context: loadContext(),
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ intent: "register", outcome: "registered", registrant: { firstName: "Fay", email } });
  });
});

describe("'Lost your link?' over HTTP", () => {
  it("tells a browser without JavaScript when to try again once the limit is reached", async () => {
    const { event } = await registered();
    const ip = uniqueIp();
    const ask = () =>
      fetch(`${app.url}/event-registration/${event.id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
        body: new URLSearchParams({ intent: "resend-link", email: uniqueEmail("probe") }),
      });
    for (let i = 0; i < PERSONAL_LINK_RATE_LIMIT.limit; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many requests from your network\. Please try again in \d+ (seconds|minutes)\./);
  });
});
