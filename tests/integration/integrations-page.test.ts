import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/_workspace.dashboard.settings.integrations/route";
import type { IntegrationsPageData } from "~/contracts/integrations-data";
import { startUserSession } from "~/services/account/auth.server";
import { HOST_ONLY } from "~/services/account/team-access.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { createHost, getRequest, loadContext, settle } from "../support/factories";
import { signedInHost } from "../support/sessions";

// Issue 23, part 4: the Integrations page's loader and forms, as a browser without JavaScript
// uses them. Every form calls the same service as its JSON call; here what the page shows.

const PATH = "/dashboard/settings/integrations";

interface Reply {
  intent: string | null;
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
  toast: { title: string } | null;
  shownSecret?: { kind: string; endpointId: number; url: string; secret: string; previousSecretValidUntil: string | null };
}

async function load(cookie: string, query = "") {
  const response = await settle(() => loader({ request: getRequest(`${PATH}${query}`, { cookie }), params: {}, context: loadContext() }));
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, data: JSON.parse(text) as IntegrationsPageData };
}

/** A posted form; `events` repeats as the checkboxes do. */
function post(cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const request = new Request(new URL(PATH, "http://localhost"), {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  return settle(() => action({ request, params: {}, context: loadContext() }));
}

async function addEndpoint(cookie: string, url = "https://crm.example.com/hooks", events: string[] = ["registration.created"]) {
  const response = await post(cookie, { intent: "add-endpoint", url, events });
  expect(response.status).toBe(201);
  const reply = (await response.json()) as Reply;
  if (!reply.shownSecret) throw new Error("no secret in the answer");
  return reply.shownSecret;
}

describe("the Integrations page", () => {
  it("adds an endpoint and shows its secret in that answer only, never on the page again", async () => {
    const { cookie } = await signedInHost();
    expect((await load(cookie)).data.endpoints).toEqual([]);
    const response = await post(cookie, {
      intent: "add-endpoint",
      url: "https://crm.example.com/hooks",
      events: ["registration.created", "event.live"],
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const reply = (await response.json()) as Reply;
    expect(reply).toMatchObject({
      intent: "add-endpoint",
      result: { status: "success" },
      toast: { title: "Endpoint added" },
      shownSecret: { kind: "created", url: "https://crm.example.com/hooks" },
    });
    const secret = reply.shownSecret?.secret ?? "";
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);

    const { text, data } = await load(cookie);
    expect(text).not.toContain(secret);
    expect(data.endpoints).toMatchObject([
      {
        url: "https://crm.example.com/hooks",
        events: ["registration.created", "event.live"],
        enabled: true,
        log: { deliveries: [], nextCursor: null },
      },
    ]);
  });

  it("refuses a bad URL and no events inline, keeping what was typed", async () => {
    const { cookie } = await signedInHost();
    const response = await post(cookie, { intent: "add-endpoint", url: "crm dot example", events: [] });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    expect(reply.intent).toBe("add-endpoint");
    expect(reply.result.error?.url).toEqual(["Enter a full URL starting with https:// (or http:// where allowed)."]);
    expect(reply.result.error?.events).toEqual(["Choose at least one event."]);
    expect(reply.result.initialValue).toMatchObject({ url: "crm dot example", events: "" });
    expect(reply.shownSecret).toBeUndefined();

    const unknown = (await (await post(cookie, { intent: "add-endpoint", url: "https://a.example.com", events: ["sale.made"] })).json()) as Reply;
    expect(unknown.result.error?.events?.[0]).toMatch(/^Choose events from: /);
    expect((await load(cookie)).data.endpoints).toEqual([]);
  });

  it("refuses a plain http:// URL in production, in the URL's own message", async () => {
    const { cookie } = await signedInHost();
    const before = { nodeEnv: process.env.NODE_ENV, sessionSecret: process.env.SESSION_SECRET };
    // Production needs the session secret named; the one in use keeps the cookie valid.
    process.env.SESSION_SECRET = getConfig().SESSION_SECRET;
    process.env.NODE_ENV = "production";
    getConfig.reset();
    try {
      const response = await post(cookie, { intent: "add-endpoint", url: "http://crm.example.com/hooks", events: ["event.live"] });
      expect(response.status).toBe(400);
      const reply = (await response.json()) as Reply;
      expect(reply.result.error?.url).toEqual(["Webhooks are sent over https:// only: plain http:// is refused."]);
      expect(reply.result.initialValue).toMatchObject({ url: "http://crm.example.com/hooks", events: "event.live" });
    } finally {
      process.env.NODE_ENV = before.nodeEnv;
      if (before.sessionSecret === undefined) delete process.env.SESSION_SECRET;
      else process.env.SESSION_SECRET = before.sessionSecret;
      getConfig.reset();
    }
    expect((await load(cookie)).data.endpoints).toEqual([]);
  });

  it("says so when the host already has 20 endpoints", async () => {
    const { cookie } = await signedInHost();
    for (let i = 0; i < 20; i += 1) await addEndpoint(cookie, `https://example.com/${i}`);
    const response = await post(cookie, { intent: "add-endpoint", url: "https://example.com/21", events: ["event.live"] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Reply).result.error?.[""]).toEqual(["A host may have at most 20 webhook endpoints."]);
    expect((await load(cookie)).data).toMatchObject({ maxEndpoints: 20, endpoints: { length: 20 } });
  });

  it("sends a test, pages the delivery log, resends, edits events, turns off and on, rotates and deletes", async () => {
    const { cookie } = await signedInHost();
    const { endpointId } = await addEndpoint(cookie);
    for (let i = 0; i < 12; i += 1) {
      const sent = await post(cookie, { intent: "send-test", endpointId: String(endpointId) });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("Location")).toBe(`${PATH}?done=test-sent&endpoint=${endpointId}#endpoint-${endpointId}`);
    }
    const first = (await load(cookie, `?done=test-sent&endpoint=${endpointId}`)).data;
    expect(first.notice).toEqual({ kind: "test-sent", endpointId });
    const log = first.endpoints[0]?.log;
    expect(log?.deliveries).toHaveLength(10);
    expect(log?.deliveries.every((d) => d.type === "test.ping")).toBe(true);
    expect(log?.nextCursor).not.toBeNull();
    const ids = log?.deliveries.map((d) => d.id) ?? [];
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const older = (await load(cookie, `?log=${endpointId}&cursor=${log?.nextCursor}`)).data.endpoints[0]?.log;
    expect(older).toMatchObject({ cursor: log?.nextCursor, nextCursor: null, deliveries: { length: 2 } });

    const original = log?.deliveries[0];
    const resent = await post(cookie, { intent: "resend-delivery", endpointId: String(endpointId), deliveryId: String(original?.id) });
    expect(resent.headers.get("Location")).toBe(`${PATH}?done=resent&endpoint=${endpointId}#endpoint-${endpointId}`);
    const newest = (await load(cookie)).data.endpoints[0]?.log.deliveries[0];
    expect(newest).toMatchObject({ eventId: original?.eventId, type: "test.ping" });
    expect(newest?.id).toBeGreaterThan(original?.id ?? 0);

    const noEvents = await post(cookie, { intent: "edit-events", endpointId: String(endpointId) });
    expect(noEvents.status).toBe(400);
    expect(((await noEvents.json()) as Reply).result.error?.events).toEqual(["Choose at least one event."]);
    const edited = await post(cookie, { intent: "edit-events", endpointId: String(endpointId), events: ["poll.closed", "question.asked"] });
    expect(edited.status).toBe(302);
    expect((await load(cookie)).data.endpoints[0]?.events).toEqual(["poll.closed", "question.asked"]);

    expect((await post(cookie, { intent: "disable-endpoint", endpointId: String(endpointId) })).headers.get("Location")).toContain("done=disabled");
    expect((await load(cookie)).data.endpoints[0]).toMatchObject({ enabled: false });
    const refused = await post(cookie, { intent: "resend-delivery", endpointId: String(endpointId), deliveryId: String(original?.id) });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Reply).result.error?.[""]).toEqual(["The endpoint is disabled: turn it on, then resend."]);
    expect((await post(cookie, { intent: "enable-endpoint", endpointId: String(endpointId) })).headers.get("Location")).toContain("done=enabled");
    expect((await load(cookie)).data.endpoints[0]).toMatchObject({ enabled: true, disabledReason: null });

    const rotated = await post(cookie, { intent: "rotate-secret", endpointId: String(endpointId) });
    expect(rotated.status).toBe(200);
    const rotation = ((await rotated.json()) as Reply).shownSecret;
    expect(rotation).toMatchObject({ kind: "rotated", endpointId, secret: expect.stringMatching(/^whsec_/) as unknown });
    expect(Date.parse(rotation?.previousSecretValidUntil ?? "") - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
    expect((await load(cookie)).data.endpoints[0]?.previousSecretValidUntil).toBe(rotation?.previousSecretValidUntil);

    const deleted = await post(cookie, { intent: "delete-endpoint", endpointId: String(endpointId) });
    expect(deleted.headers.get("Location")).toBe(`${PATH}?done=deleted`);
    expect((await load(cookie, "?done=deleted")).data).toMatchObject({ endpoints: [], notice: { kind: "deleted", endpointId: null } });
  });

  it("answers 404 for another host's endpoint or delivery in a form, and changes nothing", async () => {
    const owner = await signedInHost();
    const { endpointId } = await addEndpoint(owner.cookie);
    await post(owner.cookie, { intent: "send-test", endpointId: String(endpointId) });
    const deliveryId = (await load(owner.cookie)).data.endpoints[0]?.log.deliveries[0]?.id;
    const stranger = await signedInHost();
    const forms: Record<string, string | string[]>[] = [
      { intent: "send-test", endpointId: String(endpointId) },
      { intent: "rotate-secret", endpointId: String(endpointId) },
      { intent: "disable-endpoint", endpointId: String(endpointId) },
      { intent: "edit-events", endpointId: String(endpointId), events: ["event.live"] },
      { intent: "delete-endpoint", endpointId: String(endpointId) },
      { intent: "resend-delivery", endpointId: String(endpointId), deliveryId: String(deliveryId) },
      { intent: "send-test", endpointId: "not-a-number" },
    ];
    for (const form of forms) {
      const response = await post(stranger.cookie, form);
      expect(response.status, String(form.intent)).toBe(404);
      const reply = (await response.json()) as Reply;
      expect(reply.shownSecret).toBeUndefined();
      expect(reply.result.error?.[""]?.[0]).toMatch(/^(Webhook endpoint|Delivery) not found$/);
    }
    const after = (await load(owner.cookie)).data.endpoints;
    expect(after).toMatchObject([{ id: endpointId, enabled: true, events: ["registration.created"], log: { deliveries: { length: 1 } } }]);
  });

  it("refuses a member of the host's team: only the host manages the host's endpoints", async () => {
    const owner = await signedInHost();
    const { endpointId } = await addEndpoint(owner.cookie);
    const member = await createHost({ firstName: "Cora" });
    await db()
      .insertInto("teamMembers")
      .values({ hostId: owner.host.id, userId: member.id, role: "co-host", createdAt: new Date().toISOString() })
      .execute();
    const memberCookie = (await startUserSession(getRequest("/"), member.id)).split(";")[0] ?? "";
    for (const intent of ["send-test", "rotate-secret", "disable-endpoint", "delete-endpoint"]) {
      const response = await post(memberCookie, { intent, endpointId: String(endpointId) });
      expect(response.status, intent).toBe(403);
      expect(((await response.json()) as Reply).result.error?.[""]).toEqual([HOST_ONLY]);
    }
    // The member's own page lists only their own endpoints, never the host's.
    expect((await load(memberCookie)).data.endpoints).toEqual([]);
    expect((await load(owner.cookie)).data.endpoints).toMatchObject([{ id: endpointId, enabled: true }]);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await settle(() => loader({ request: getRequest(PATH), params: {}, context: loadContext() }));
    expect(response.status).toBe(302);
  });
});
