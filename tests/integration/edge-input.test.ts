import { describe, expect, it } from "vitest";
import { listEvents } from "~/models/event.server";
import { findUserByEmail } from "~/models/user.server";
import { registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { utcToZonedLocal } from "~/utils/time-zones";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, PASSWORD, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { createTestStream } from "../support/streams";

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

const NUL = "\u0000";

function postJson(path: string, body: unknown, cookie = "") {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function streamWithViewer() {
  const { host, cookie } = await signedInHost();
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Edge stream", eventId: null });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("vic"), firstName: "Vic" });
  return { host, cookie, streamId: stream.streamId, rowId, viewer };
}

describe("a NUL character is refused with a 400 on both databases, and nothing is stored", () => {
  it("in a stream title sent as JSON", async () => {
    const { host, cookie } = await signedInHost();
    const response = await postJson("/api/streams", { title: `a${NUL}b` }, cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/NUL/);
    expect(await db().selectFrom("streams").select("id").where("hostId", "=", host.id).execute()).toEqual([]);
  });

  it("in a chat message on the Express fast path", async () => {
    const { streamId, rowId, viewer } = await streamWithViewer();
    const response = await postJson(`/api/streams/${streamId}/chat`, { viewerId: viewer.id, message: `hi${NUL}`, token: viewer.uniqueId });
    expect(response.status).toBe(400);
    expect(await db().selectFrom("chatMessages").select("id").where("streamId", "=", rowId).execute()).toEqual([]);
  });

  it("in the sign-in e-mail, as JSON and as a form", async () => {
    expect((await postJson("/api/auth/signin", { email: `a${NUL}@example.com`, password: PASSWORD })).status).toBe(400);
    expect(
      (
        await postForm("/signin", [
          ["email", `a${NUL}@example.com`],
          ["password", PASSWORD],
        ])
      ).status,
    ).toBe(400);
  });

  it("in an event form's title", async () => {
    const { host, cookie } = await signedInHost();
    const response = await postForm(
      "/events/new",
      [
        ["title", `a${NUL}b`],
        ["scheduledAt", nextWeek()],
        ["timezone", "ET"],
        ["duration", "60"],
      ],
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await listEvents({ hostId: host.id })).toEqual([]);
  });

  it("in the address", async () => {
    const { streamId } = await streamWithViewer();
    for (const path of ["/api/streams/%00/events", `/watch/${streamId}/%00`, `/api/streams/${streamId}/events?token=%00`]) {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error, path).toMatch(/NUL/);
    }
  });
});

describe("a control character or line break in the path", () => {
  it("is a JSON 400, not the HTML 404 page Remix answers when no route matches across a line break", async () => {
    for (const path of ["/api/%0A", "/api/streams/%0D/events", "/api/viewers/x/%E2%80%A8", "/events/%1B/edit"]) {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error, path).toMatch(/control character/);
    }
  });

  it("is still allowed in a query value", async () => {
    const response = await fetch(`${app.url}/api/auth/me?note=a%0Ab`);
    expect(response.status).toBe(401);
  });
});

describe("a control character in a one-line text (a title)", () => {
  it("is a 400 naming the field, and nothing is stored, for a stream and an event", async () => {
    const { host, cookie } = await signedInHost();
    for (const [path, body] of [
      ["/api/streams", { title: "Launch\u0007night" }],
      ["/api/events", { title: "Launch\nnight", scheduledAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }],
    ] as const) {
      const response = await postJson(path, body, cookie);
      expect(response.status, path).toBe(400);
      const answer = (await response.json()) as { fieldErrors?: Record<string, string[]> };
      expect(answer.fieldErrors?.title, path).toEqual(["Title may not contain control characters or line breaks"]);
    }
    expect(await db().selectFrom("streams").select("id").where("hostId", "=", host.id).execute()).toEqual([]);
    expect(await listEvents({ hostId: host.id })).toEqual([]);
  });
});

describe("a control character in a name or another one-line field", () => {
  it("is a 400 naming the field on sign-up, viewer and event registration, and nothing is stored", async () => {
    const { host, streamId, rowId } = await streamWithViewer();
    const event = await createTestEvent(host.id);
    const email = uniqueEmail("ctl");
    for (const [path, body, field, label] of [
      ["/api/auth/signup", { firstName: "Ann\u0007", lastName: "Lee", email, password: "long-enough-pass" }, "firstName", "First name"],
      ["/api/auth/register", { streamId, email, firstName: "Vi\nctor" }, "firstName", "First name"],
      [`/api/events/${event.id}/register`, { ...registrationInput({ email }), company: "Acme\u001b[31m" }, "company", "Company"],
    ] as const) {
      const response = await postJson(path, body);
      expect(response.status, path).toBe(400);
      const answer = (await response.json()) as { fieldErrors?: Record<string, string[]> };
      expect(answer.fieldErrors?.[field], path).toEqual([`${label} may not contain control characters or line breaks`]);
    }
    expect(await findUserByEmail({ email })).toBeUndefined();
    expect(await db().selectFrom("viewers").select("id").where("streamId", "=", rowId).where("email", "=", email).execute()).toEqual([]);
    expect(await db().selectFrom("registrations").select("id").where("eventId", "=", event.id).execute()).toEqual([]);
  });
});
