import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { listOutboxMessages } from "~/models/outbox.server";
import { registerViewer } from "~/models/viewer.server";
import { WEBHOOK_EVENT_TYPES } from "~/schemas/webhook";
import { startUserSession } from "~/services/account/auth.server";
import { recordPurchase, type PurchaseInput } from "~/models/purchase.server";
import { applyPaymentEvent } from "~/services/selling/payments/apply-payment.server";
import { stripeProvider } from "~/services/selling/payments/stripe/provider.server";
import { viewerJoined } from "~/services/room/presence.server";
import { runWebhookDeliveries, type WebhookDeps } from "~/services/integrations/webhooks/delivery.server";
import { createEndpointForHost } from "~/services/integrations/webhooks/endpoints.server";
import { completedPurchaseWebhook, emitWebhookEvent } from "~/services/integrations/webhooks/emit.server";
import { db } from "~/utils/db.server";
import { appCalls, type Json } from "../support/app-calls";
import { postDashboard } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";
import { createTestEvent } from "../support/events";
import { createHost, getRequest, uniqueEmail } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { openPrivateDatabase } from "../support/private-database";
import { offerPurchases, outsideSaleFields, postOutsideSale, sellingSetup } from "../support/selling";
import { until } from "../support/wait";
import { startWebhookReceiver, verifyWebhookSignature, type ReceivedWebhook } from "../support/webhook-receiver";
import { createTestStream } from "../support/streams";

// Issue 23, part 1: signed outgoing webhooks. A receiver on 127.0.0.1 checks every delivery's
// signature as a host's CRM would. The runner is driven with a settable "now", so this file's
// deliveries must not be taken by another file's runner: it has a database of its own.
await openPrivateDatabase();

const app = startAppForTests();
const { call } = appCalls(app);

const HOUR = 60 * 60_000;
const receivers: Awaited<ReturnType<typeof startWebhookReceiver>>[] = [];
const development: WebhookDeps = { policy: { production: false, allowedHosts: [] }, timeoutMs: 2_000, userAgent: "ShowUp-Webhooks/1 (test)" };
const production = (allowedHosts: string[] = []): WebhookDeps => ({ ...development, policy: { production: true, allowedHosts } });

async function receiver(answer?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(answer);
  receivers.push(started);
  return started;
}

afterEach(async () => {
  // Every test starts with no endpoint waiting for a delivery (the runner takes every due one).
  await db().deleteFrom("webhookEndpoints").execute();
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

/** A receiver that takes the connection and never answers. */
async function silentReceiver() {
  const server = http.createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function endpointFor(cookie: string, url: string, events: string[] = ["registration.created", "test.ping"]) {
  const created = await call("POST", "/api/webhook-endpoints", { cookie, body: { url, events } });
  expect(created.status).toBe(201);
  return created.body as unknown as Json & { id: number; secret: string };
}

const parsed = (hit: ReceivedWebhook) => JSON.parse(hit.body) as { id: string; type: string; createdAt: string; data: Json };
const signature = (hit: ReceivedWebhook) => String(hit.headers["webhook-signature"]);
const deliveriesOf = async (cookie: string, endpointId: number, query = "") =>
  (await call("GET", `/api/webhook-endpoints/${endpointId}/deliveries${query}`, { cookie })).body as unknown as Json & {
    deliveries: Json[];
    nextCursor: string | null;
  };

describe("webhook endpoints over the API", () => {
  it("creates an endpoint with its secret shown once, and lists it without the secret", async () => {
    const { cookie } = await signedInHost();
    const created = await endpointFor(cookie, "https://crm.example.com/hooks", ["registration.created", "registration.created", "event.live"]);
    expect(created).toMatchObject({
      url: "https://crm.example.com/hooks",
      events: ["registration.created", "event.live"],
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    expect(created.secret).toMatch(/^whsec_[\w-]{32}$/);
    const list = await call("GET", "/api/webhook-endpoints", { cookie });
    expect(list.status).toBe(200);
    expect(list.body.endpoints).toEqual([{ ...created, secret: undefined }].map(({ secret: _secret, ...rest }) => rest));
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const one = await call("GET", `/api/webhook-endpoints/${created.id}`, { cookie });
    expect(one.body).not.toHaveProperty("secret");
  });

  it("refuses a bad URL, no events or an unknown event with 400 naming the field", async () => {
    const { cookie } = await signedInHost();
    const cases: [unknown, string, string][] = [
      [{ url: "ftp://example.com/x", events: ["test.ping"] }, "url", "Enter a full URL starting with https:// (or http:// where allowed)."],
      [{ url: "not a url", events: ["test.ping"] }, "url", "Enter a full URL starting with https:// (or http:// where allowed)."],
      [{ url: `https://example.com/${"a".repeat(2048)}`, events: ["test.ping"] }, "url", "The URL may be at most 2048 characters."],
      [{ events: ["test.ping"] }, "url", "Enter the URL that receives the webhooks."],
      [{ url: "https://example.com/x", events: [] }, "events", "Choose at least one event."],
      [{ url: "https://example.com/x" }, "events", "Choose at least one event."],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call("POST", "/api/webhook-endpoints", { cookie, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe(message);
      expect(answer.body.fieldErrors).toHaveProperty(field);
    }
    const unknown = await call("POST", "/api/webhook-endpoints", { cookie, body: { url: "https://example.com/x", events: ["order.shipped"] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: `Choose events from: ${WEBHOOK_EVENT_TYPES.join(", ")}.` });
    const patch = await call("PATCH", `/api/webhook-endpoints/${(await endpointFor(cookie, "https://example.com/x")).id}`, { cookie, body: {} });
    expect(patch).toMatchObject({ status: 400, body: { error: "Send at least one of url, events or enabled." } });
  });

  it("keeps at most 20 endpoints per host", async () => {
    const { cookie } = await signedInHost();
    for (let i = 0; i < 20; i += 1) await endpointFor(cookie, `https://example.com/${i}`);
    const more = await call("POST", "/api/webhook-endpoints", { cookie, body: { url: "https://example.com/21", events: ["test.ping"] } });
    expect(more).toMatchObject({ status: 400, body: { error: "A host may have at most 20 webhook endpoints." } });
  });

  it("answers another host 404 and a member of the host's team 403 on every call of an endpoint", async () => {
    const { host, cookie } = await signedInHost();
    const endpoint = await endpointFor(cookie, "https://example.com/hooks");
    const ping = await call("POST", `/api/webhook-endpoints/${endpoint.id}/test`, { cookie });
    const stranger = (await signedInHost()).cookie;
    const member = await createHost({ firstName: "Cora" });
    await db()
      .insertInto("teamMembers")
      .values({ hostId: host.id, userId: member.id, role: "co-host", createdAt: new Date().toISOString() })
      .execute();
    const memberCookie = (await startUserSession(getRequest("/"), member.id)).split(";")[0] ?? "";
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/webhook-endpoints/${endpoint.id}`],
      ["PATCH", `/api/webhook-endpoints/${endpoint.id}`, { enabled: false }],
      ["DELETE", `/api/webhook-endpoints/${endpoint.id}`],
      ["POST", `/api/webhook-endpoints/${endpoint.id}/test`],
      ["POST", `/api/webhook-endpoints/${endpoint.id}/rotate-secret`],
      ["GET", `/api/webhook-endpoints/${endpoint.id}/deliveries`],
      ["POST", `/api/deliveries/${ping.body.id}/resend`],
    ];
    for (const [method, path, body] of calls) {
      expect(await call(method, path, { cookie: stranger, body }), `${method} ${path}`).toMatchObject({ status: 404 });
      expect(await call(method, path, { cookie: memberCookie, body }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { error: "Only the host can do this." },
      });
    }
    expect((await call("GET", "/api/webhook-endpoints", { cookie: memberCookie })).body.endpoints).toEqual([]);
    expect(await call("GET", "/api/webhook-endpoints/999999999", { cookie })).toMatchObject({
      status: 404,
      body: { error: "Webhook endpoint not found" },
    });
    expect(await call("GET", "/api/webhook-endpoints", {})).toMatchObject({ status: 401 });
  });
});

describe("webhook delivery", () => {
  it("sends a signed registration.created when someone registers, which the receiver verifies", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    const endpoint = await endpointFor(cookie, crm.url());
    const event = await createTestEvent(host.id, { title: "Growth webinar" });
    const email = uniqueEmail("lead");
    const registered = await call("POST", `/api/events/${event.id}/register`, {
      body: { firstName: "Lena", lastName: "Lead", email, timezone: "Eastern" },
    });
    expect(registered.status).toBe(201);
    expect(crm.received).toEqual([]);

    const now = new Date();
    expect(await runWebhookDeliveries(development, { now })).toMatchObject({ succeeded: 1 });
    expect(crm.received).toHaveLength(1);
    const hit = crm.received[0] as ReceivedWebhook;
    expect(verifyWebhookSignature({ header: signature(hit), body: hit.body, secret: endpoint.secret, now })).toBe(true);
    expect(verifyWebhookSignature({ header: signature(hit), body: hit.body, secret: "whsec_someone-else", now })).toBe(false);
    const body = parsed(hit);
    expect(body).toMatchObject({
      type: "registration.created",
      data: { email, firstName: "Lena", lastName: "Lead", event: { id: event.id, title: "Growth webinar" } },
    });
    expect(body.id).toMatch(/^evt_/);
    expect(hit.headers["webhook-id"]).toBe(body.id);
    expect(hit.headers["user-agent"]).toMatch(/^ShowUp-Webhooks\//);
    expect(hit.body).not.toMatch(/accessToken/);
    const log = await deliveriesOf(cookie, endpoint.id);
    expect(log.deliveries).toMatchObject([{ eventId: body.id, type: "registration.created", status: "succeeded", attempts: 1, responseCode: 200 }]);
    expect(log.deliveries[0]?.durationMs).toEqual(expect.any(Number));
  });

  it("only reaches endpoints that asked for the event type, and a test ping reaches any endpoint", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    const endpoint = await endpointFor(cookie, crm.url(), ["event.live"]);
    await emitWebhookEvent({ hostId: host.id, type: "registration.created", data: {} });
    const ping = await call("POST", `/api/webhook-endpoints/${endpoint.id}/test`, { cookie });
    expect(ping).toMatchObject({ status: 201, body: { type: "test.ping", status: "pending", attempts: 0 } });
    await runWebhookDeliveries(development);
    expect(crm.received.map((hit) => parsed(hit).type)).toEqual(["test.ping"]);
  });

  it("retries a failing receiver with backoff, the same event id each time, until it answers 2xx", async () => {
    const { host, cookie } = await signedInHost();
    let calls = 0;
    const crm = await receiver(() => ({ status: ++calls <= 2 ? 500 : 204 }));
    const endpoint = await endpointFor(cookie, crm.url());
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 1 } });
    const start = new Date();
    expect(await runWebhookDeliveries(development, { now: start })).toMatchObject({ retrying: 1 });
    let [delivery] = (await deliveriesOf(cookie, endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, responseCode: 500, error: "The endpoint answered 500." });
    expect(Date.parse(String(delivery?.nextAttemptAt)) - start.getTime()).toBe(30_000);
    // Not before its time.
    expect(await runWebhookDeliveries(development, { now: new Date(start.getTime() + 29_000) })).toMatchObject({ retrying: 0, succeeded: 0 });
    expect(await runWebhookDeliveries(development, { now: new Date(start.getTime() + 30_000) })).toMatchObject({ retrying: 1 });
    [delivery] = (await deliveriesOf(cookie, endpoint.id)).deliveries;
    expect(Date.parse(String(delivery?.nextAttemptAt)) - (start.getTime() + 30_000)).toBe(2 * 60_000);
    expect(await runWebhookDeliveries(development, { now: new Date(start.getTime() + 150_000) })).toMatchObject({ succeeded: 1 });
    expect(crm.received).toHaveLength(3);
    expect(new Set(crm.received.map((hit) => parsed(hit).id)).size).toBe(1);
    expect((await deliveriesOf(cookie, endpoint.id)).deliveries).toMatchObject([
      { status: "succeeded", attempts: 3, responseCode: 204, error: null },
    ]);
  });

  it("delivers in order per endpoint: a newer event waits behind an older one that is failing", async () => {
    const { host, cookie } = await signedInHost();
    let healthy = false;
    const crm = await receiver(() => ({ status: healthy ? 200 : 503 }));
    await endpointFor(cookie, crm.url());
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 1 } });
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 2 } });
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 3 } });
    const start = new Date();
    await runWebhookDeliveries(development, { now: start });
    await runWebhookDeliveries(development, { now: new Date(start.getTime() + 31_000) });
    expect(crm.received.map((hit) => parsed(hit).data.n)).toEqual([1, 1]);
    healthy = true;
    await runWebhookDeliveries(development, { now: new Date(start.getTime() + 10 * 60_000) });
    expect(crm.received.map((hit) => parsed(hit).data.n)).toEqual([1, 1, 1, 2, 3]);
  });

  it("disables an endpoint whose deliveries failed for 24 hours, and e-mails its host", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver(() => ({ status: 500 }));
    const endpoint = await endpointFor(cookie, crm.url());
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 1 } });
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 2 } });
    const start = new Date();
    let now = start;
    for (let i = 0; i < 40; i += 1) {
      await runWebhookDeliveries(development, { now });
      const [oldest] = (await deliveriesOf(cookie, endpoint.id)).deliveries.slice(-1);
      if (oldest?.status !== "pending") break;
      now = new Date(String(oldest.nextAttemptAt));
    }
    // The last attempt falls at the end of the first delivery's day.
    expect(now.getTime() - start.getTime()).toBeGreaterThan(24 * HOUR - 1000);
    expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(24 * HOUR);
    const after = await call("GET", `/api/webhook-endpoints/${endpoint.id}`, { cookie });
    expect(after.body).toMatchObject({ enabled: false, disabledReason: "Its deliveries failed for 24 hours." });
    expect((await deliveriesOf(cookie, endpoint.id)).deliveries.map((d) => d.status)).toEqual(["cancelled", "failed"]);
    const notices = await listOutboxMessages({ hostId: host.id, kind: "host_webhook_disabled" });
    expect(notices).toMatchObject([{ toAddress: host.email, subject: "A webhook endpoint was disabled" }]);
    expect(notices[0]?.bodyText).toContain(crm.url());
    // Nothing more goes to a disabled endpoint; turning it on again clears the state.
    const sent = crm.received.length;
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 3 } });
    await runWebhookDeliveries(development, { now: new Date(now.getTime() + HOUR) });
    expect(crm.received).toHaveLength(sent);
    const enabled = await call("PATCH", `/api/webhook-endpoints/${endpoint.id}`, { cookie, body: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it("resends a delivery as a new attempt of the same event id", async () => {
    const { cookie } = await signedInHost();
    const crm = await receiver();
    const endpoint = await endpointFor(cookie, crm.url());
    const ping = await call("POST", `/api/webhook-endpoints/${endpoint.id}/test`, { cookie });
    await runWebhookDeliveries(development);
    const resent = await call("POST", `/api/deliveries/${ping.body.id}/resend`, { cookie });
    expect(resent).toMatchObject({ status: 201, body: { eventId: ping.body.eventId, type: "test.ping", status: "pending" } });
    expect(resent.body.id).not.toBe(ping.body.id);
    await runWebhookDeliveries(development);
    expect(crm.received.map((hit) => parsed(hit).id)).toEqual([ping.body.eventId, ping.body.eventId]);
    expect(crm.received[0]?.body).toBe(crm.received[1]?.body);
  });

  it("signs with both secrets during a rotation's overlap, and with the new one alone after it", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    const endpoint = await endpointFor(cookie, crm.url());
    const rotated = await call("POST", `/api/webhook-endpoints/${endpoint.id}/rotate-secret`, { cookie });
    expect(rotated.status).toBe(200);
    const secret = String(rotated.body.secret);
    expect(secret).not.toBe(endpoint.secret);
    expect(Date.parse(String(rotated.body.previousSecretValidUntil)) - Date.now()).toBeGreaterThan(23 * HOUR);
    expect((await call("GET", "/api/webhook-endpoints", { cookie })).body.endpoints).toEqual([expect.not.objectContaining({ secret })]);

    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: {} });
    const during = new Date();
    await runWebhookDeliveries(development, { now: during });
    const first = crm.received[0] as ReceivedWebhook;
    expect(signature(first).match(/v1=/g)).toHaveLength(2);
    expect(verifyWebhookSignature({ header: signature(first), body: first.body, secret, now: during })).toBe(true);
    expect(verifyWebhookSignature({ header: signature(first), body: first.body, secret: endpoint.secret, now: during })).toBe(true);

    const later = new Date(during.getTime() + 25 * HOUR);
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: {}, now: later });
    await runWebhookDeliveries(development, { now: later });
    const second = crm.received[1] as ReceivedWebhook;
    expect(signature(second).match(/v1=/g)).toHaveLength(1);
    expect(verifyWebhookSignature({ header: signature(second), body: second.body, secret, now: later })).toBe(true);
    expect(verifyWebhookSignature({ header: signature(second), body: second.body, secret: endpoint.secret, now: later })).toBe(false);
  });

  it("pages through the delivery log newest first with a cursor", async () => {
    const { host, cookie } = await signedInHost();
    const endpoint = await endpointFor(cookie, "https://example.com/hooks");
    for (let n = 1; n <= 5; n += 1) await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n } });
    const first = await deliveriesOf(cookie, endpoint.id, "?limit=2");
    expect(first.deliveries).toHaveLength(2);
    const second = await deliveriesOf(cookie, endpoint.id, `?limit=2&cursor=${first.nextCursor}`);
    const third = await deliveriesOf(cookie, endpoint.id, `?limit=2&cursor=${second.nextCursor}`);
    expect(third).toMatchObject({ nextCursor: null });
    const ids = [...first.deliveries, ...second.deliveries, ...third.deliveries].map((d) => Number(d.id));
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    for (const query of ["?limit=0", "?limit=101", "?cursor=abc"]) {
      expect((await call("GET", `/api/webhook-endpoints/${endpoint.id}/deliveries${query}`, { cookie })).status, query).toBe(400);
    }
  });
});

describe("webhook events where things happen", () => {
  it("sends event.live when the host goes live and event.ended when the host ends the event, once each", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    await endpointFor(cookie, crm.url(), ["event.live", "event.ended"]);
    const event = await createTestEvent(host.id, { title: "Live launch" });
    expect((await postDashboard(cookie, event.id, { intent: "go-live" })).status).toBe(302);
    expect((await postDashboard(cookie, event.id, { intent: "go-live" })).status).toBe(302);
    expect((await postDashboard(cookie, event.id, { intent: "end-event" })).status).toBe(302);
    await runWebhookDeliveries(development);
    expect(crm.received.map((hit) => [parsed(hit).type, parsed(hit).data])).toEqual([
      ["event.live", { event: { id: event.id, title: "Live launch", scheduledAt: event.scheduledAt } }],
      ["event.ended", { event: { id: event.id, title: "Live launch", scheduledAt: event.scheduledAt } }],
    ]);
  });

  /** A host whose endpoint hears attendance, an event with a stream, and a viewer of it. */
  async function watchedStream(title: string, firstName: string) {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    await endpointFor(cookie, crm.url(), ["attendee.joined", "attendee.left"]);
    const event = await createTestEvent(host.id, { title });
    const now = new Date().toISOString();
    const stream = await db()
      .insertInto("streams")
      .values({ streamId: `s${Date.now()}${firstName}`, hostId: host.id, eventId: event.id, title: "Main", createdAt: now, updatedAt: now })
      .returning(["id", "streamId"])
      .executeTakeFirstOrThrow();
    const email = uniqueEmail("viewer");
    const viewer = await db()
      .insertInto("viewers")
      .values({ streamId: stream.id, email, emailNormalized: email, firstName, uniqueId: `u${Date.now()}${firstName}`, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { host, crm, event, stream, viewer, email };
  }

  it("sends attendee.joined and attendee.left with the visit's watch time", async () => {
    const { host, crm, event, stream, viewer, email } = await watchedStream("Watched", "Vera");
    const leave = await viewerJoined({ viewerId: viewer.id, streamRowId: stream.id, streamId: stream.streamId });
    leave();
    await until(async () => (await db().selectFrom("webhookDeliveries").select("id").where("hostId", "=", host.id).execute()).length === 2);
    await runWebhookDeliveries(development);
    const [joined, left] = crm.received.map(parsed);
    expect(joined).toMatchObject({
      type: "attendee.joined",
      data: { viewerId: viewer.id, email, firstName: "Vera", event: { id: event.id, title: "Watched" } },
    });
    expect(left).toMatchObject({ type: "attendee.left", data: { viewerId: viewer.id, email, watchTimeSeconds: 0 } });
  });

  it("tells attendee.joined and attendee.left once per viewer, however many pages they keep open, with their whole watch time", async () => {
    const { host, crm, stream, viewer } = await watchedStream("Two tabs", "Tess");
    const deliveries = async () =>
      (await db().selectFrom("webhookDeliveries").select("type").where("hostId", "=", host.id).orderBy("id").execute()).map((row) => row.type);
    const join = () => viewerJoined({ viewerId: viewer.id, streamRowId: stream.id, streamId: stream.streamId });

    // A phone and a laptop: one arrival. The first page closing is not a departure.
    const phone = await join();
    await until(async () => (await deliveries()).length === 1);
    const laptop = await join();
    phone();
    // The second page's arrival and the first page's close are both checked before the last closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deliveries()).toEqual(["attendee.joined"]);

    // The visits so far add up to 90 s: the phone from -90 s to -30 s, the laptop from -60 s on, overlapping.
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const visits = await db().selectFrom("viewerAttendance").select("id").where("viewerId", "=", viewer.id).orderBy("id").execute();
    await db()
      .updateTable("viewerAttendance")
      .set({ joinedAt: ago(90), leftAt: ago(30), lastSeenAt: ago(30) })
      .where("id", "=", visits[0]!.id)
      .execute();
    await db()
      .updateTable("viewerAttendance")
      .set({ joinedAt: ago(60) })
      .where("id", "=", visits[1]!.id)
      .execute();
    laptop();
    await until(async () => (await deliveries()).length === 2);
    await runWebhookDeliveries(development);
    const received = crm.received.map(parsed);
    expect(received.map((hit) => hit.type)).toEqual(["attendee.joined", "attendee.left"]);
    const watched = (received[1]!.data as { watchTimeSeconds: number }).watchTimeSeconds;
    expect(watched).toBeGreaterThanOrEqual(90);
    expect(watched).toBeLessThan(95);
  });

  it("sends purchase.refunded when Stripe reports a refund, with the amounts a CRM needs", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    await endpointFor(cookie, crm.url(), ["purchase.refunded"]);
    const event = await createTestEvent(host.id, { title: "Selling" });
    const paymentIntent = `pi_${Date.now()}`;
    await db()
      .insertInto("purchases")
      .values({
        hostId: host.id,
        eventId: event.id,
        emailNormalized: "buyer@example.com",
        productName: "Course",
        amountCents: 49_700,
        currency: "USD",
        source: "stripe",
        externalId: paymentIntent,
        purchasedAt: new Date().toISOString(),
      })
      .execute();
    const refund = {
      id: `evt_stripe_${Date.now()}`,
      type: "charge.refunded",
      created: Math.floor(Date.now() / 1000),
      data: { object: { payment_intent: paymentIntent, amount_refunded: 49_700 } },
    };
    const applied = await applyPaymentEvent(
      stripeProvider,
      stripeProvider.paymentEventOf(refund as unknown as Parameters<typeof stripeProvider.paymentEventOf>[0]),
    );
    expect(applied.outcome).toBe("refunded");
    await runWebhookDeliveries(development);
    expect(crm.received.map(parsed)).toMatchObject([
      {
        type: "purchase.refunded",
        data: {
          email: "buyer@example.com",
          productName: "Course",
          amountCents: 49_700,
          refundedCents: 49_700,
          currency: "USD",
          event: { id: event.id, title: "Selling" },
        },
      },
    ]);
  });
});

describe("purchase.completed is stored with the purchase", () => {
  async function sellingWithEndpoint() {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/pro" });
    const crm = await receiver();
    await createEndpointForHost({ hostId: setup.host.id, body: { url: crm.url(), events: ["purchase.completed"] }, policy: development.policy });
    return { setup, offer, crm };
  }

  it("a sale whose recording stops half-way leaves neither the purchase nor its webhook, and Stripe's retry records both", async () => {
    const { setup, offer, crm } = await sellingWithEndpoint();
    const purchase: PurchaseInput = {
      hostId: setup.host.id,
      offerId: offer.id,
      eventId: setup.event.id,
      streamId: setup.streamRowId,
      viewerId: null,
      registrationId: null,
      emailNormalized: "buyer@example.com",
      productName: "Masterclass",
      amountCents: 4900,
      currency: "USD",
      source: "stripe",
      externalId: `pi_${Date.now()}`,
      buyerFirstName: "Bo",
      buyerCity: null,
    };
    const deliveryId = `stripe:evt_${Date.now()}`;
    const stopped = recordPurchase({
      purchase,
      deliveryId,
      alsoRecord: async (trx, purchaseId) => {
        await completedPurchaseWebhook(trx, purchaseId);
        throw new Error("the process stopped here");
      },
    });
    await expect(stopped).rejects.toThrow("the process stopped here");
    expect(await offerPurchases(offer.id)).toEqual([]);
    expect(await db().selectFrom("webhookDeliveries").select("id").where("hostId", "=", setup.host.id).execute()).toEqual([]);

    const retried = await recordPurchase({ purchase, deliveryId, alsoRecord: completedPurchaseWebhook });
    if (retried.outcome !== "recorded") throw new Error("the retry was taken for a duplicate");
    await runWebhookDeliveries(development);
    expect(crm.received.map(parsed)).toMatchObject([
      { type: "purchase.completed", data: { purchaseId: retried.purchaseId, amountCents: 4900, currency: "USD", source: "stripe" } },
    ]);
  });

  it("a sale reported by the host's outside checkout is told too", async () => {
    const { setup, offer, crm } = await sellingWithEndpoint();
    const sale = await postOutsideSale(
      app.url,
      offer.id,
      outsideSaleFields(offer, { orderId: "Z-9", amount: 2500, currency: "EUR", email: "walk.in@example.com" }),
    );
    expect(sale.status).toBe(201);
    await runWebhookDeliveries(development);
    expect(crm.received.map(parsed)).toMatchObject([
      {
        type: "purchase.completed",
        data: { email: "walk.in@example.com", amountCents: 2500, currency: "EUR", source: "outside", event: { id: setup.event.id } },
      },
    ]);
  });
});

describe("webhook events from the live room", () => {
  it("sends question.asked when a viewer asks, and poll.closed with the final results", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    await endpointFor(cookie, crm.url(), ["question.asked", "poll.closed"]);
    const event = await createTestEvent(host.id, { title: "Room", enablePolls: true });
    const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
    const email = uniqueEmail("asker");
    const { viewer } = await registerViewer({ streamRowId: rowId, email, firstName: "Quinn" });

    const asked = await call("POST", `/api/streams/${stream.streamId}/questions`, {
      body: { viewerId: viewer.id, token: viewer.uniqueId, text: "Is there a replay?" },
    });
    expect(asked.status).toBe(201);
    const poll = await call("POST", `/api/streams/${stream.streamId}/polls`, {
      cookie,
      body: { question: "Which topic next?", options: ["Pricing", "Onboarding"], multipleChoice: false, showResults: "live" },
    });
    const pollId = Number(poll.body.id);
    const options = poll.body.options as unknown as { id: number }[];
    expect((await call("PATCH", `/api/polls/${pollId}`, { cookie, body: { status: "open" } })).status).toBe(200);
    const voted = await call("POST", `/api/polls/${pollId}/vote`, {
      body: { viewerId: viewer.id, optionIds: [options[1]?.id], token: viewer.uniqueId },
    });
    expect(voted.status).toBeLessThan(300);
    expect((await call("PATCH", `/api/polls/${pollId}`, { cookie, body: { status: "closed" } })).status).toBe(200);

    await runWebhookDeliveries(development);
    expect(crm.received.map(parsed)).toMatchObject([
      {
        type: "question.asked",
        data: { text: "Is there a replay?", anonymous: false, asker: { firstName: "Quinn", email }, event: { id: event.id, title: "Room" } },
      },
      {
        type: "poll.closed",
        data: {
          pollId,
          question: "Which topic next?",
          voters: 1,
          options: [
            { text: "Pricing", votes: 0 },
            { text: "Onboarding", votes: 1 },
          ],
        },
      },
    ]);
  });
});

describe("outgoing requests are safe", () => {
  const refusedTargets = [
    "http://127.0.0.1:9/hooks",
    "https://127.0.0.1/hooks",
    "https://10.1.2.3/hooks",
    "https://169.254.169.254/latest/meta-data",
    "https://100.64.0.1/hooks",
    "https://0.0.0.0/hooks",
    "https://[::1]/hooks",
    "https://[::ffff:127.0.0.1]/hooks",
    "https://[2002:a9fe:a9fe::]/hooks",
    "https://[64:ff9b::a9fe:a9fe]/hooks",
    "https://[fd00::1]/hooks",
    "https://[fe80::1]/hooks",
    "https://localhost/hooks",
  ];

  it("in production, refuses at creation plain http:// and hosts on private, loopback or link-local addresses", async () => {
    const host = await createHost();
    for (const url of refusedTargets) {
      await expect(
        createEndpointForHost({ hostId: host.id, body: { url, events: ["test.ping"] }, policy: production().policy }),
        url,
      ).rejects.toMatchObject({ status: 400, fieldErrors: { url: [expect.stringMatching(/https:\/\/ only|private, loopback or link-local/)] } });
    }
    await expect(
      createEndpointForHost({ hostId: host.id, body: { url: "http://crm.example.com/hooks", events: ["test.ping"] }, policy: production().policy }),
    ).rejects.toMatchObject({ status: 400, message: "Webhooks are sent over https:// only: plain http:// is refused." });
    // The operator's list lets a named host through.
    const allowed = await createEndpointForHost({
      hostId: host.id,
      body: { url: "http://127.0.0.1:9/hooks", events: ["test.ping"] },
      policy: production(["127.0.0.1"]).policy,
    });
    expect(allowed).toMatchObject({ url: "http://127.0.0.1:9/hooks" });
  });

  it("in production, checks the resolved address again when sending, unless the host is allowed", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver();
    const byAddress = await endpointFor(cookie, crm.url("/by-address"));
    const byName = await endpointFor(cookie, `https://localhost:${crm.port}/by-name`);
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: {} });
    const now = new Date();
    expect(await runWebhookDeliveries(production(), { now })).toMatchObject({ retrying: 2, succeeded: 0 });
    expect(crm.received).toEqual([]);
    const [refused] = (await deliveriesOf(cookie, byName.id)).deliveries;
    expect(refused).toMatchObject({ status: "pending", responseCode: null });
    expect(String(refused?.error)).toMatch(/^Refused: localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address/);
    const later = new Date(now.getTime() + 31_000);
    expect(await runWebhookDeliveries(production(["127.0.0.1"]), { now: later })).toMatchObject({ succeeded: 1, retrying: 1 });
    expect(crm.received.map((hit) => hit.path)).toEqual(["/by-address"]);
    expect((await deliveriesOf(cookie, byAddress.id)).deliveries).toMatchObject([{ status: "succeeded" }]);
  });

  it("never follows a redirect: a 3xx is a failed attempt that says so", async () => {
    const { host, cookie } = await signedInHost();
    const crm = await receiver((hit) => (hit.path === "/hooks" ? { status: 302, headers: { Location: "/elsewhere" } } : { status: 200 }));
    const endpoint = await endpointFor(cookie, crm.url());
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: {} });
    expect(await runWebhookDeliveries(development)).toMatchObject({ retrying: 1 });
    expect(crm.received.map((hit) => hit.path)).toEqual(["/hooks"]);
    expect((await deliveriesOf(cookie, endpoint.id)).deliveries).toMatchObject([
      { status: "pending", responseCode: 302, error: "Redirect (302) to /elsewhere not followed: webhooks are never redirected." },
    ]);
  });

  it("gives up on an attempt after the timeout", async () => {
    const { host, cookie } = await signedInHost();
    const hanging = await silentReceiver();
    const endpoint = await endpointFor(cookie, hanging.url);
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: {} });
    expect(await runWebhookDeliveries({ ...development, timeoutMs: 300 })).toMatchObject({ retrying: 1 });
    expect((await deliveriesOf(cookie, endpoint.id)).deliveries).toMatchObject([
      { status: "pending", responseCode: null, error: "No answer within 0.3 s." },
    ]);
    await hanging.close();
  });

  it("an event that comes while a receiver keeps the pass waiting goes out at once, not after that receiver's timeout", async () => {
    const { host, cookie } = await signedInHost();
    const hanging = await silentReceiver();
    const stuck = await endpointFor(cookie, hanging.url);
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 1 } });
    const pass = runWebhookDeliveries({ ...development, timeoutMs: 4_000 });
    await until(async () => (await deliveriesOf(cookie, stuck.id)).deliveries.some((delivery) => delivery.status === "delivering"), 2_000);

    const crm = await receiver();
    await endpointFor(cookie, crm.url());
    await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n: 2 } });
    await until(() => crm.received.length === 1, 2_000);
    expect(parsed(crm.received[0]!).data).toEqual({ n: 2 });
    // The silent receiver's second event waits behind its first, as per-endpoint order wants.
    expect(await pass).toEqual({ succeeded: 1, retrying: 1, failed: 0, disabledEndpoints: 0 });
    await hanging.close();
  });

  it("a receiver that never answers holds back only its own endpoint: another one's deliveries go out meanwhile", async () => {
    const { host, cookie } = await signedInHost();
    const hanging = await silentReceiver();
    const stuck = await endpointFor(cookie, hanging.url);
    const crm = await receiver();
    await endpointFor(cookie, crm.url());
    for (const n of [1, 2, 3]) await emitWebhookEvent({ hostId: host.id, type: "test.ping", data: { n } });

    const pass = runWebhookDeliveries({ ...development, timeoutMs: 4_000 });
    await until(() => crm.received.length === 3, 3_500);
    expect(crm.received.map((hit) => parsed(hit).data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // The first delivery to the silent receiver is still waiting for its answer.
    expect((await deliveriesOf(cookie, stuck.id)).deliveries.map((delivery) => delivery.status)).toContain("delivering");
    expect(await pass).toEqual({ succeeded: 3, retrying: 1, failed: 0, disabledEndpoints: 0 });
    await hanging.close();
  });
});
