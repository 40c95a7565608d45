import { describe, expect, it } from "vitest";
import { createHost, PASSWORD, uniqueEmail, uniqueIp } from "../support/factories";
import { sessionCookie, startAppForTests } from "../support/http-server";

const app = startAppForTests();

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(app.url + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const me = (cookie = "") => fetch(`${app.url}/api/auth/me`, { headers: cookie ? { Cookie: cookie } : {} });

describe("JSON auth calls", () => {
  it("signs up, reads the session with /api/auth/me, signs out on the server", async () => {
    const email = uniqueEmail("api");
    const signup = await post("/api/auth/signup", { firstName: "Ada", lastName: "Api", email, password: "long-enough-1" });
    expect(signup.status).toBe(201);
    const created = (await signup.json()) as { user: { id: number } };
    expect(created.user).toMatchObject({ firstName: "Ada", lastName: "Api", email });
    const cookie = sessionCookie(signup);
    expect(cookie).toMatch(/^__session=/);

    const current = await me(cookie);
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual({ user: { id: created.user.id, firstName: "Ada", lastName: "Api", email } });

    const signout = await post("/api/auth/signout", "", { Cookie: cookie, "Content-Type": "text/plain" });
    expect(signout.status).toBe(200);
    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: "You are not signed in." });
  });

  it("signs in with any e-mail case; wrong password is 401 with an error", async () => {
    const email = uniqueEmail("api");
    await post("/api/auth/signup", { firstName: "Bo", lastName: "B", email, password: "long-enough-2" });
    const ok = await post("/api/auth/signin", { email: email.toUpperCase(), password: "long-enough-2" });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { email: string } }).user.email).toBe(email);
    expect(sessionCookie(ok)).toMatch(/^__session=/);

    const wrong = await post("/api/auth/signin", { email, password: "nope-nope-nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid email or password" });
  });

  it("answers a duplicate e-mail with 409 and field errors with 400", async () => {
    const email = uniqueEmail("dup");
    await post("/api/auth/signup", { firstName: "C", lastName: "C", email, password: "long-enough-3" });
    const duplicate = await post("/api/auth/signup", { firstName: "C", lastName: "C", email: email.toUpperCase(), password: "long-enough-3" });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { error: string }).error).toMatch(/already exists/);

    const short = await post("/api/auth/signup", { firstName: "C", lastName: "C", email: uniqueEmail(), password: "short" });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: "Some fields are missing or invalid.",
      fieldErrors: { password: ["Password must be at least 8 characters long"] },
    });
  });

  it("slows down repeated failures from one address with 429 and Retry-After, not the owner elsewhere", async () => {
    const email = uniqueEmail("limit");
    await post("/api/auth/signup", { firstName: "D", lastName: "D", email, password: "long-enough-4" });
    const attacker = { "X-Forwarded-For": uniqueIp() };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post("/api/auth/signin", { email, password: "wrong-wrong" }, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const slowed = await post("/api/auth/signin", { email, password: "long-enough-4" }, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("Retry-After")).toBe("1");
    expect(await slowed.json()).toEqual({ error: "Too many failed sign-ins to this account from your network. Try again in 1 second." });
    const owner = await post("/api/auth/signin", { email, password: "long-enough-4" }, { "X-Forwarded-For": uniqueIp() });
    expect(owner.status).toBe(200);
  });

  it("explains that Google is not configured instead of failing", async () => {
    const response = await fetch(`${app.url}/api/auth/google`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/signin?error=google-not-configured");
    const page = await fetch(`${app.url}/signin?error=google-not-configured`);
    expect(await page.text()).toContain("Google sign-in is not configured on this server");
  });
});

/** The bodies an attacker's link can put in the sign-in form, exactly as a browser would post them. */
const FOREIGN_TARGETS = [
  "%2F%09%2Fevil.example%2Fphish",
  "%2F%0A%2Fx",
  "%2F%0D%0A%2Fx",
  "%2F%5Cevil.example",
  "%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example",
];

describe("where sign-in leads", () => {
  const signInForm = (email: string, redirectTo: string) =>
    fetch(`${app.url}/signin`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": uniqueIp() },
      body: `email=${encodeURIComponent(email)}&password=${encodeURIComponent(PASSWORD)}&redirectTo=${redirectTo}`,
    });

  it.each(FOREIGN_TARGETS)("the sign-in form sends redirectTo=%s to the default page, never off the site", async (redirectTo) => {
    const host = await createHost();
    const response = await signInForm(host.email, redirectTo);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toBe("/landing-page");
    expect(new URL(location, app.url).origin).toBe(new URL(app.url).origin);
    expect(sessionCookie(response)).toMatch(/^__session=/);
  });

  it("the sign-in form follows a same-site redirectTo", async () => {
    const host = await createHost();
    const response = await signInForm(host.email, "%2Fevents%3Fx%3D1%23y");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/events?x=1#y");
  });

  it.each(FOREIGN_TARGETS)("the JSON sign-in answers 200 without a Location for redirectTo=%s", async (redirectTo) => {
    const host = await createHost();
    const response = await post(
      "/api/auth/signin",
      { email: host.email, password: PASSWORD, redirectTo: decodeURIComponent(redirectTo) },
      { "X-Forwarded-For": uniqueIp() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.json()).toEqual({ user: { id: host.id, firstName: host.firstName, lastName: host.lastName, email: host.email } });
  });
});

describe("cross-site protection", () => {
  it("refuses state-changing requests from another origin, allows our own", async () => {
    const body = { email: uniqueEmail(), password: "whatever-1" };
    const foreign = await post("/api/auth/signin", body, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toMatch(/Cross-site/);
    const fetchSite = await post("/api/auth/signin", body, { "Sec-Fetch-Site": "cross-site" });
    expect(fetchSite.status).toBe(403);
    const sameSite = await post("/api/auth/signin", body, { "Sec-Fetch-Site": "same-site", Origin: "https://other.example" });
    expect(sameSite.status).toBe(403);
    const own = await post("/api/auth/signin", body, { Origin: app.url });
    expect(own.status).toBe(401);
    // A plain form post under a strict referrer policy: Origin "null", but the browser vouches for it.
    const plainForm = await post("/api/auth/signin", body, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(plainForm.status).toBe(401);
    const typedUrl = await post("/api/auth/signin", body, { "Sec-Fetch-Site": "none" });
    expect(typedUrl.status).toBe(401);
    const typedUrlOwnOrigin = await post("/api/auth/signin", body, { "Sec-Fetch-Site": "none", Origin: app.url });
    expect(typedUrlOwnOrigin.status).toBe(401);
  });

  it("refuses a foreign Origin even when Sec-Fetch-Site claims 'none'", async () => {
    const body = { email: uniqueEmail(), password: "whatever-1" };
    const contradicted = await post("/api/auth/signin", body, { "Sec-Fetch-Site": "none", Origin: "https://evil.example" });
    expect(contradicted.status).toBe(403);
    expect(((await contradicted.json()) as { error: string }).error).toMatch(/Cross-site/);
  });
});
