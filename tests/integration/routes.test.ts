import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/factories";
import { sessionCookie, startAppForTests } from "../support/http-server";
import { viewerTokenFromMail } from "../support/viewer-links";

const app = startAppForTests();

/** Every route of the spec's route table, with sample parameters. */
const PUBLIC_ROUTES = [
  "/",
  "/landing-page",
  "/request-invite",
  "/event-registration/{eventId}",
  // The event dashboard for its host; anyone else gets the event's public page.
  "/events/{eventId}",
  "/watch/{streamId}/{uniqueId}",
  "/watch/{streamId}",
  "/viewer/{streamId}",
  "/help",
  "/features",
  "/pricing",
  "/demo",
  "/integrations",
  "/blog",
  "/case-studies",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/forgot-password",
  "/templates",
  "/webinars",
];
const HOST_ROUTES = [
  "/dashboard",
  "/events",
  "/events/{eventId}/stream",
  "/events/{eventId}/settings/{streamId}",
  "/analytics",
  "/audience",
  "/settings",
  "/settings?tab=billing",
  "/logout",
  "/dashboard/settings/integrations",
  "/dashboard/settings/billing",
];

/** The Event Settings screen's other addresses: each leads a signed-in host to the one screen. */
const SETTINGS_ADDRESSES = [
  "/events/{eventId}/settings/watch/{uniqueId}",
  "/settings/watch/{streamId}/{uniqueId}",
  "/settings/watch/{streamId}",
  "/settings/viewer/{streamId}",
];

const host = { cookie: "", eventId: 0, streamId: "", uniqueId: "" };

/** Routes with an event id need a real, public event of the signed-in host. */
beforeAll(async () => {
  const signup = await fetch(`${app.url}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Rita", lastName: "Routes", email: uniqueEmail("routes"), password: "long-enough-6" }),
  });
  host.cookie = sessionCookie(signup);
  const created = await fetch(`${app.url}/api/events`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: host.cookie },
    body: JSON.stringify({ title: "Route check", scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }),
  });
  expect(created.status).toBe(201);
  host.eventId = ((await created.json()) as { id: number }).id;
  const stream = await fetch(`${app.url}/api/streams`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: host.cookie },
    body: JSON.stringify({ title: "Route check stream", eventId: host.eventId }),
  });
  expect(stream.status).toBe(201);
  host.streamId = ((await stream.json()) as { streamId: string }).streamId;
  const viewerEmail = uniqueEmail("routes-viewer");
  const viewer = await fetch(`${app.url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: viewerEmail, firstName: "Rory", streamId: host.streamId }),
  });
  expect(viewer.status).toBe(200);
  host.uniqueId = await viewerTokenFromMail(viewerEmail);
});

const get = (path: string, cookie = "") =>
  fetch(app.url + path.replace("{eventId}", String(host.eventId)).replace("{streamId}", host.streamId).replace("{uniqueId}", host.uniqueId), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });

describe("every route of the route table answers", () => {
  it("public routes render for anyone", async () => {
    for (const path of PUBLIC_ROUTES) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toContain("text/html");
    }
  });

  it("/login leads to /signin, and the auth pages render", async () => {
    const login = await get("/login");
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe("/signin");
    expect((await get("/signin")).status).toBe(200);
    expect((await get("/signup")).status).toBe(200);
  });

  it("protected routes send signed-out visitors to / and render for a signed-in host", async () => {
    const { cookie } = host;
    for (const path of HOST_ROUTES) {
      const signedOut = await get(path);
      expect(signedOut.status, path).toBe(302);
      expect(signedOut.headers.get("Location"), path).toBe("/");
      const signedIn = await get(path, cookie);
      expect(signedIn.status, path).toBe(200);
    }
    for (const path of SETTINGS_ADDRESSES) {
      expect((await get(path)).headers.get("Location"), path).toBe("/");
      const signedIn = await get(path, cookie);
      expect(signedIn.status, path).toBe(302);
      expect(signedIn.headers.get("Location"), path).toBe(`/events/${host.eventId}/settings/${host.streamId}`);
    }
    const dashboard = await (await get("/dashboard", cookie)).text();
    expect(dashboard).toContain("Rita");
  });

  it("/events/{eventId}/landing sends signed-out visitors to / and the host to the Landing Page tab of the event's stream", async () => {
    const signedOut = await get("/events/{eventId}/landing");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/");
    const signedIn = await get("/events/{eventId}/landing", host.cookie);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe(`/events/${host.eventId}/settings/${host.streamId}?tab=landing`);
    const owner = await (await get("/events/{eventId}", host.cookie)).text();
    expect(owner).toContain("Event dashboard");
  });

  it("/templates and /webinars show visitors a public page; hosts get their templates and their events", async () => {
    const publicTemplates = await (await get("/templates")).text();
    expect(publicTemplates).toContain("Request an Invite");
    expect(publicTemplates).toContain("Use this template");
    const hostTemplates = await (await get("/templates", host.cookie)).text();
    expect(hostTemplates).toContain("Create an event like this");
    expect(hostTemplates).toContain('aria-label="Main"');
    expect(await (await get("/webinars")).text()).toContain("Live webinars that sell");
    const hostWebinars = await get("/webinars", host.cookie);
    expect(hostWebinars.status).toBe(302);
    expect(hostWebinars.headers.get("Location")).toBe("/events");
  });

  it("an unknown page is a 404 page, not an error", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});
