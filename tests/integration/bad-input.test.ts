import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/factories";
import { sessionCookie } from "../support/http-server";
import { inProcessAppForTests } from "../support/in-process-app";
import type { RawRequest, RawResponse } from "../support/raw-http";

// The sweep goes through the app's Express handler in this process (no socket to frame: the sweep
// is about what the app answers); the size limit and the URL probes go over HTTP to `app.url`.
const app = inProcessAppForTests({ listen: true });

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

const BODY_TEXTS: { name: string; headers: Record<string, string>; body?: string }[] = [
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
// Encoded once: the large ones are sent 150 times.
const BODIES = BODY_TEXTS.map(({ body, ...rest }) => ({ ...rest, body: body === undefined ? undefined : Buffer.from(body) }));

/**
 * Each body goes to an endpoint once per caller, the methods taking turns (shifted by endpoint and
 * caller, so each endpoint gets each body under two methods and each method eight bodies): every
 * method × body × caller was 9,600 requests and the longest file of the pass, and the fuzz shards
 * (fuzz-*.test.ts) already send hostile bodies of every kind with every write method to every route.
 */
const METHODS = ["POST", "PUT", "PATCH", "DELETE"];
/** Requests of one endpoint sent at once: they are independent, and on PostgreSQL the app mostly waits for the database. */
const IN_FLIGHT = 4;

function expectNo5xx(label: string, { status, contentType, text }: RawResponse, path: string) {
  expect(status, `${label} → ${status}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(/\bat .+\.(js|ts):\d+/);
  if (path.startsWith("/api/") && status >= 400 && contentType.includes("json")) {
    expect(typeof (JSON.parse(text) as { error?: unknown }).error, label).toBe("string");
  }
}

const answerOf = async (response: Response): Promise<RawResponse> => ({
  status: response.status,
  contentType: response.headers.get("Content-Type") ?? "",
  text: await response.text(),
});

/** Every request's answer, in order, with at most `IN_FLIGHT` of them sent at a time. */
async function answersOf(requests: RawRequest[]): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  let next = 0;
  const sender = async () => {
    for (let index = next++; index < requests.length; index = next++) answers[index] = await app.request(requests[index] as RawRequest);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  return answers;
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
      // One test per endpoint: each has its own time, and room for a loaded machine (a page's 64
      // answers once took 30 s under a load of 20).
      for (const [endpointIndex, path] of ENDPOINTS.entries()) {
        it(`${path}: every body, the methods in turn`, async () => {
          const turn = endpointIndex + (signedIn ? 2 : 0);
          const cases = BODIES.map((body, bodyIndex) => ({ method: METHODS[(bodyIndex + turn) % METHODS.length] as string, ...body }));
          const answers = await answersOf(
            cases.map(({ method, headers, body }) => ({
              method,
              path,
              // What fetch sent when the sweep went over HTTP.
              headers: { Accept: "*/*", "User-Agent": "node", ...headers, ...(cookie ? { Cookie: cookie } : {}) },
              body,
            })),
          );
          cases.forEach(({ method, name }, index) => expectNo5xx(`${method} ${path} (${name})`, answers[index] as RawResponse, path));
        }, 120_000);
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
      expectNo5xx(`GET ${path}`, await answerOf(response), path);
    }
  });
});
