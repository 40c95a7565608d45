import { describe, expect, it } from "vitest";
import { listEvents } from "~/models/event.server";
import { utcToZonedLocal } from "~/utils/time-zones";
import { createHost, PASSWORD, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";

const app = startAppForTests();

const nextWeek = () => utcToZonedLocal(new Date(Date.now() + 7 * 24 * 60 * 60_000), "America/New_York");

/** A form as a browser posts it from this site; `pairs` may repeat a field. */
function postForm(path: string, pairs: [string, string][], cookie = "") {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app.url,
      "X-Forwarded-For": uniqueIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(pairs),
  });
}

async function signedInHost() {
  const host = await createHost();
  return { host, cookie: await signInCookie(app.url, { email: host.email, password: PASSWORD }) };
}

describe("a repeated form field", () => {
  it("creates the event with the first title, not a 500", async () => {
    const { host, cookie } = await signedInHost();
    const response = await postForm(
      "/events/new",
      [
        ["title", "First title"],
        ["title", "Second title"],
        ["scheduledAt", nextWeek()],
        ["timezone", "ET"],
        ["duration", "60"],
        ["category", "webinar"],
      ],
      cookie,
    );
    expect(response.status).toBe(302);
    expect((await listEvents({ hostId: host.id })).map((event) => event.title)).toEqual(["First title"]);
  });

  it("signs in with the first e-mail", async () => {
    const host = await createHost();
    const response = await postForm("/signin", [
      ["email", host.email],
      ["email", "someone-else@example.com"],
      ["password", PASSWORD],
    ]);
    expect(response.status).toBe(302);
  });
});
