import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/factories";
import { sessionCookie, startAppForTests } from "../support/http-server";

const app = startAppForTests();

/** Every endpoint this foundation serves that takes input. */
const ENDPOINTS = [
  "/api/auth/me",
  "/api/auth/signin",
  "/api/auth/signup",
  "/api/auth/signout",
  "/api/auth/google",
  "/api/auth/google/signup",
  "/api/auth/google/callback",
  "/api/unknown/thing",
  "/api/events",
  "/api/events/1",
  "/api/events/abc",
  "/api/events/1/reminder-configs",
  "/api/events/1/invitations",
  "/api/events/1/register",
  "/api/registrations",
  "/signin",
  "/signup",
  "/logout",
  "/api/streams",
  "/api/streams/abc",
  "/api/streams/abc/reset-key",
  "/api/config/mux",
  "/api/webhooks/mux",
  "/api/auth/register",
  "/api/streams/watch/abc",
  "/api/streams/watch/abc/def",
  "/api/events/1/watch/abc",
  "/api/viewers/stream/abc",
  "/api/streams/abc/events",
  "/watch/abc",
  "/watch/abc/def",
  "/watch/1/def",
  "/viewer/abc",
  "/api/streams/abc/chat",
  "/api/chat/1/moderate",
  "/api/chat/abc/moderate",
  "/api/viewers/1/kick",
  "/api/viewers/1/shadowban",
  "/api/viewers/abc/unknown",
  "/api/viewers/1/timeout",
  "/api/viewers/1/untimeout",
  "/api/viewers/1/unshadowban",
  "/api/viewers/1/readmit",
  "/api/streams/abc/chat-settings",
  "/api/streams/abc/moderation-log",
  "/api/viewers/1/purchase-history",
  "/api/streams/abc/hearts",
  "/api/streams/abc/overlays",
  "/api/overlays/1",
  "/api/overlays/abc",
  "/api/streams/abc/gif-sound-presets",
  "/api/gif-sound-presets/1",
  "/api/gif-sound-presets/abc",
  "/api/streams/abc/landing-page",
  "/api/streams/abc/room",
  "/api/streams/abc/passcode",
  "/api/streams/abc/questions",
  "/api/questions/1",
  "/api/questions/abc/upvote",
  "/api/streams/abc/polls",
  "/api/polls/1",
  "/api/polls/abc/vote",
  "/api/events/1/handouts",
  "/api/handouts/1",
  "/watch/abc/handouts/1",
  "/api/blocked-words",
  "/api/streams/abc/held-messages",
  "/api/team",
  "/api/team/1",
  "/api/team/abc",
  "/api/team/invitations/1",
  "/team/join/abc",
];

const JSON_TYPE = { "Content-Type": "application/json" };
const big = "x".repeat(70_000);

const BODIES: { name: string; headers: Record<string, string>; body?: string }[] = [
  { name: "no body", headers: {} },
  { name: "empty JSON", headers: JSON_TYPE, body: "" },
  { name: "truncated JSON", headers: JSON_TYPE, body: '{"email": "a@' },
  { name: "JSON array", headers: JSON_TYPE, body: "[1,2,3]" },
  { name: "JSON null", headers: JSON_TYPE, body: "null" },
  { name: "JSON number", headers: JSON_TYPE, body: "42" },
  { name: "wrong types", headers: JSON_TYPE, body: '{"email": 5, "password": ["x"], "firstName": {"a": 1}, "lastName": null}' },
  { name: "prototype keys", headers: JSON_TYPE, body: '{"__proto__": {"admin": true}, "constructor": 1, "email": "a@b.co"}' },
  { name: "oversized fields", headers: JSON_TYPE, body: JSON.stringify({ email: `${big}@x.co`, password: big, firstName: big, lastName: big }) },
  { name: "plain text", headers: { "Content-Type": "text/plain" }, body: "hello" },
  { name: "broken multipart", headers: { "Content-Type": "multipart/form-data; boundary=zzz" }, body: "--zzz\r\nnonsense" },
  { name: "multipart without boundary", headers: { "Content-Type": "multipart/form-data" }, body: "abc" },
  { name: "bad urlencoding", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "email=%E0%A4%A&password=%%%" },
  {
    name: "oversized form fields",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: big,
      password: big,
      firstName: big,
      lastName: big,
      confirmPassword: big,
      agreeToTerms: big,
      redirectTo: big,
    }).toString(),
  },
  { name: "repeated form fields", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "email=a&email=b&password=1&password=2" },
  { name: "XML", headers: { "Content-Type": "application/xml" }, body: "<a/>" },
];

const METHODS = ["POST", "PUT", "PATCH", "DELETE"];

async function expectNo5xx(label: string, response: Response, path: string) {
  const text = await response.text();
  expect(response.status, `${label} → ${response.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(/\bat .+\.(js|ts):\d+/);
  if (path.startsWith("/api/") && response.status >= 400 && response.headers.get("Content-Type")?.includes("json")) {
    expect(typeof (JSON.parse(text) as { error?: unknown }).error, label).toBe("string");
  }
}

describe("malformed requests never produce a 5xx or a stack trace", () => {
  for (const signedIn of [false, true]) {
    describe(signedIn ? "signed in" : "signed out", () => {
      let cookie = "";
      if (signedIn) {
        beforeAll(async () => {
          const signup = await fetch(`${app.url}/api/auth/signup`, {
            method: "POST",
            headers: JSON_TYPE,
            body: JSON.stringify({ firstName: "Mal", lastName: "Formed", email: uniqueEmail("bad"), password: "long-enough-5" }),
          });
          cookie = sessionCookie(signup);
          expect(cookie).toMatch(/^__session=/);
        });
      }
      // One test per endpoint: each has its own time, whatever the machine's load.
      for (const path of ENDPOINTS) {
        it(`${path}: every method × body`, async () => {
          for (const method of METHODS) {
            for (const { name, headers, body } of BODIES) {
              const response = await fetch(app.url + path, {
                method,
                headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
                body,
                redirect: "manual",
              });
              await expectNo5xx(`${method} ${path} (${name})`, response, path);
            }
          }
        });
      }
    });
  }

  it("refuses bodies above the size limit with 413", async () => {
    const response = await fetch(`${app.url}/api/auth/signup`, { method: "POST", headers: JSON_TYPE, body: "x".repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
    const json = await fetch(`${app.url}/api/auth/signin`, { method: "POST", headers: JSON_TYPE, body: JSON.stringify({ email: big + big }) });
    expect(json.status).toBe(413);

    // A browser's form post (no JavaScript) gets a page that says what happened and leads back.
    const form = new FormData();
    form.set("photo", new Blob([new Uint8Array(2 * 1024 * 1024)], { type: "image/png" }), "big.png");
    const page = await fetch(`${app.url}/settings?tab=basic-info`, {
      method: "POST",
      headers: { Accept: "text/html,application/xhtml+xml" },
      body: form,
    });
    expect(page.status).toBe(413);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Files must be 1 MB or smaller");
    expect(html).toContain('href="/settings?tab=basic-info"');
  });

  it("survives junk in the URL, query, cookies and the callback", async () => {
    const probes: [string, Record<string, string>][] = [
      ["/signin?redirectTo=%E0%A4%A", {}],
      ["/%E0%A4%A", {}],
      ["/api/auth/me", { Cookie: "__session=not-signed; __toast=garbage" }],
      ["/api/auth/me", { Cookie: "__session=%%%%" }],
      ["/signin", { Cookie: "__toast=eyJub3QiOiJzaWduZWQifQ%3D%3D.sig" }],
      ["/api/auth/google/callback?code=x&state=y", {}],
      ["/api/auth/google/callback?error=access_denied", {}],
      [`/signin?error=${"x".repeat(5000)}`, {}],
      ["/watch/abc", { Cookie: "__viewer=garbage" }],
      ["/api/streams/watch/abc", { Cookie: "__viewer=eyJub3QiOiJzaWduZWQifQ%3D%3D.sig" }],
      [`/api/streams/abc/events?token=${"x".repeat(5000)}&lastEventId=99999999999999999999`, {}],
      [`/watch/${"9".repeat(40)}/x`, {}],
    ];
    for (const [path, headers] of probes) {
      const response = await fetch(app.url + path, { headers, redirect: "manual" });
      await expectNo5xx(`GET ${path}`, response, path);
    }
  });
});
