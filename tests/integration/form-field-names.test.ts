import { describe, expect, it } from "vitest";
import { createHost, PASSWORD } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";

// What a browser never sends, sent to the app's forms: field names that conform reads as paths
// (`title[]`, `a[0]`, `a.b`), and Origin / Sec-Fetch-Site pairs that contradict each other. Each
// gets a clear 4xx (or is ignored), never a 500.
const app = startAppForTests();

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

async function hostWithEvent() {
  const host = await createHost();
  const cookie = await signInCookie(app.url, { email: host.email, password: PASSWORD });
  const created = await fetch(`${app.url}/api/events`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: app.url },
    body: JSON.stringify({ title: "Bracketed", scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), timezone: "UTC" }),
  });
  expect(created.status).toBe(201);
  return { host, cookie, eventId: ((await created.json()) as { id: number }).id };
}

describe("form field names that read as paths", () => {
  it("are left out: the form answers as if they were not sent", async () => {
    const { cookie, eventId } = await hostWithEvent();
    const bracketed = "title[]=y&title[0]=z&title.x=w&durationMinutes[]=60&email[]=a@b.co&intent[]=x";
    for (const path of ["/events/new", `/events/${eventId}/edit`]) {
      const answer = await fetch(`${app.url}${path}`, { method: "POST", headers: { ...FORM, Cookie: cookie, Origin: app.url }, body: bracketed });
      expect(answer.status, path).toBe(400);
      expect(await answer.text(), path).toContain("Title is required");
    }
    for (const path of ["/settings?tab=basic-info", "/signin", "/signup", `/event-registration/${eventId}`, "/forgot-password"]) {
      const answer = await fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { ...FORM, Cookie: cookie, Origin: app.url },
        body: bracketed,
        redirect: "manual",
      });
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  it("do not displace the plain field of the same name", async () => {
    const { cookie } = await hostWithEvent();
    const body = new URLSearchParams({
      "title[]": "Listed",
      title: "Plain title",
      scheduledAt: "2031-05-01T10:00",
      timezone: "UTC",
      durationMinutes: "60",
    });
    const answer = await fetch(`${app.url}/events/new`, {
      method: "POST",
      headers: { ...FORM, Cookie: cookie, Origin: app.url },
      body,
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    const created = await fetch(`${app.url}${answer.headers.get("Location") ?? ""}`, { headers: { Cookie: cookie } });
    expect(await created.text()).toContain("Plain title");
  });
});

describe("contradicting Origin and Sec-Fetch-Site on a form", () => {
  it("a foreign Origin is refused whatever Sec-Fetch-Site claims, and Origin null only when the browser vouches for it", async () => {
    const host = await createHost();
    const body = new URLSearchParams({ email: host.email, password: PASSWORD }).toString();
    const post = (headers: Record<string, string>) =>
      fetch(`${app.url}/signin`, { method: "POST", headers: { ...FORM, ...headers }, body, redirect: "manual" });
    const refused: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "none", Origin: "null" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-origin", Origin: app.url, "X-Forwarded-Host": "evil.example" },
    ];
    for (const headers of refused) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.json()).toEqual({ error: "Cross-site request refused. Submit the form from this site." });
    }
    // A plain form post under a strict referrer policy: the browser sends Origin null and vouches for it.
    const vouched: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", Origin: "null" },
      { "Sec-Fetch-Site": "same-origin", Origin: app.url },
      {},
    ];
    for (const headers of vouched) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(302);
      expect(answer.headers.get("Location"), JSON.stringify(headers)).toBe("/landing-page");
    }
  });
});
