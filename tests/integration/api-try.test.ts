import { describe, expect, it } from "vitest";
import { createHost } from "../support/factories";
import { appCalls } from "../support/app-calls";
import { signInCookie, startAppForTests } from "../support/http-server";

// Issue 37: the API reference's "Try it" pages (/docs/api/try/{operationId}) make a documented call
// with the signed-in host's session and show its answer; they refuse what they cannot send with a
// 4xx that keeps what was typed, never a 500. And the reference page shows each reply's shape.

const app = startAppForTests();
const { page } = appCalls(app);

async function signedInHost() {
  const host = await createHost();
  return { host, cookie: await signInCookie(app.url, host) };
}

/** The text of the page's answer body (<pre aria-label="Answer body">), unescaped. */
function answerBody(html: string) {
  const match = /<pre[^>]*aria-label="Answer body"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html);
  return (match?.[1] ?? "")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("Try it pages", () => {
  it("an unknown operationId is a 404, shown and posted", async () => {
    const { cookie } = await signedInHost();
    for (const id of ["getApiNothing", "__proto__", "constructor"]) {
      expect((await page(`/docs/api/try/${id}`, { cookie })).status, id).toBe(404);
      expect((await page(`/docs/api/try/${id}`, { cookie, form: { body: "{}" } })).status, id).toBe(404);
    }
  });

  it("signed out: the page and its action ask to sign in, with a link that comes back", async () => {
    const shown = await page("/docs/api/try/getApiAuthMe");
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Sign in to try calls with your account.");
    expect(shown.html).toContain(`href="/signin?redirectTo=${encodeURIComponent("/docs/api/try/getApiAuthMe")}"`);
    expect(shown.html).not.toContain(">Send</button>");

    const posted = await page("/docs/api/try/postApiEvents", { form: { body: '{ "title": "Mine" }' } });
    expect(posted.status).toBe(401);
    expect(posted.html).toContain("Sign in to try calls with your account.");
    expect(posted.html).toContain("{ &quot;title&quot;: &quot;Mine&quot; }");
  });

  it("a missing or dot path parameter is a 400 that keeps what was typed; bad JSON too", async () => {
    const { cookie } = await signedInHost();
    const body = '{\n  "title": "Keep me"\n}';
    const missing = await page("/docs/api/try/patchApiEventsId", { cookie, form: { "path:id": "  ", body } });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Enter the id.");
    expect(missing.html).toContain("&quot;title&quot;: &quot;Keep me&quot;");
    expect(missing.html).toContain("Not sent");

    const dots = await page("/docs/api/try/getApiEventsId", { cookie, form: { "path:id": ".." } });
    expect(dots.status).toBe(400);
    expect(dots.html).toContain("Enter a real id, not “..”.");
    expect(dots.html).toContain('value=".."');

    const badJson = await page("/docs/api/try/postApiEvents", { cookie, form: { body: '{ "title": "Oops", }' } });
    expect(badJson.status).toBe(400);
    expect(badJson.html).toContain("The body is not valid JSON");
    expect(badJson.html).toContain("{ &quot;title&quot;: &quot;Oops&quot;, }");

    const empty = await page("/docs/api/try/postApiEvents", { cookie, form: { body: " " } });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Enter a JSON body");
  });

  it("makes the call with the host's session and shows its answer, refusals included", async () => {
    const { host, cookie } = await signedInHost();
    const me = await page("/docs/api/try/getApiAuthMe", { cookie, form: {} });
    expect(me.status).toBe(200);
    expect(me.html).toContain("200 OK");
    expect(JSON.parse(answerBody(me.html))).toMatchObject({ user: { email: host.email } });

    const created = await page("/docs/api/try/postApiEvents", {
      cookie,
      form: { body: JSON.stringify({ title: "Tried from the docs", scheduledAt: "2031-05-06T15:00:00.000Z" }) },
    });
    expect(created.html).toContain("201 Created");
    const event = JSON.parse(answerBody(created.html)) as { id: number; title: string };
    expect(event.title).toBe("Tried from the docs");

    // Path and query parameters are filled in; the call's own refusal is its answer.
    const listed = await page("/docs/api/try/getApiEvents", { cookie, form: { "query:limit": "1", "query:search": "Tried" } });
    expect(listed.html).toContain("GET /api/events?search=Tried&amp;limit=1");
    expect((JSON.parse(answerBody(listed.html)) as { id: number }[]).map((row) => row.id)).toEqual([event.id]);
    const notFound = await page("/docs/api/try/getApiEventsId", { cookie, form: { "path:id": "999999999" } });
    expect(notFound.status).toBe(200);
    expect(notFound.html).toContain("404 Not Found");
    expect(JSON.parse(answerBody(notFound.html))).toHaveProperty("error");

    // A GET sends no body, whatever is posted.
    const withBody = await page("/docs/api/try/getApiEventsId", { cookie, form: { "path:id": String(event.id), body: "not json" } });
    expect(withBody.html).toContain("200 OK");
  });

  it("a post from another site is refused before the action", async () => {
    const { cookie } = await signedInHost();
    const response = await fetch(`${app.url}/docs/api/try/postApiEvents`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
      body: new URLSearchParams({ body: '{"title":"CSRF","scheduledAt":"2031-05-06T15:00:00.000Z"}' }),
    });
    expect(response.status).toBe(403);
  });

  it("the reference page shows each success reply's fields and example, a shared shape once, and links every call to its Try it page", async () => {
    const reference = await page("/docs/api");
    expect(reference.status).toBe(200);
    const section = (from: string, to: string) =>
      reference.html.slice(reference.html.indexOf(from), reference.html.indexOf(to, reference.html.indexOf(from)));
    const list = section('id="getApiEvents"', 'id="postApiEvents"');
    expect(list).toContain("registrationCount");
    expect(list).toContain('aria-label="Example answer 200: GET /api/events"');
    const call = section('id="getApiEventsId"', 'id="patchApiEventsId"');
    expect(call).toContain('href="#object-EventDetail"');
    expect(call).toContain('href="/docs/api/try/getApiEventsId"');
    const object = section('id="object-EventDetail"', "</article>");
    expect(object).toContain("An EventDetail object:");
    expect(object).toContain("registrationCount");
    expect(object).toContain("&quot;title&quot;: &quot;Launch your first course&quot;");
    expect(reference.html.split('id="object-EventDetail"').length).toBe(2);
  });
});
