import { describe, expect, it } from "vitest";
import { listOutboxMessages } from "~/models/outbox.server";
import { registrationRateLimit } from "~/models/registration.server";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { DAY, fromNow } from "../support/events";
import { uniqueEmail, uniqueIp } from "../support/factories";
import { sessionCookie, startAppForTests } from "../support/http-server";

const app = startAppForTests();

type Json = Record<string, unknown>;

async function call(
  method: string,
  path: string,
  { body, cookie, headers = {} }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(app.url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json & Json[], headers: response.headers };
}

async function signUp(firstName = "Hana") {
  const response = await fetch(`${app.url}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName, lastName: "Host", email: uniqueEmail("api-host"), password: "long-enough-9" }),
  });
  const { user } = (await response.json()) as { user: { id: number } };
  return { cookie: sessionCookie(response), id: user.id };
}

/** POST /api/events with `body`, in the session of `cookie`. */
const postEvent = (cookie: string, body: unknown) => call("POST", "/api/events", { cookie, body });

const createEvent = async (cookie: string, fields: Json = {}) => {
  const created = await postEvent(cookie, { title: "API webinar", scheduledAt: fromNow(7 * DAY), ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as unknown as Json & { id: number };
};

/** Public registration from its own address, so the per-IP limit never couples tests. */
const registerFor = (eventId: number | string, fields: Json = {}, ip = uniqueIp()) =>
  call("POST", `/api/events/${eventId}/register`, {
    body: { firstName: "Rita", lastName: "Reg", email: uniqueEmail("api-reg"), timezone: "Eastern", ...fields },
    headers: { "X-Forwarded-For": ip },
  });

describe("signed out", () => {
  it("answers every host call with 401 and the public registration without a session", async () => {
    const host = await signUp();
    const event = await createEvent(host.cookie);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/events"],
      ["POST", "/api/events", { title: "x", scheduledAt: fromNow(DAY) }],
      ["GET", `/api/events/${event.id}`],
      ["PATCH", `/api/events/${event.id}`, { title: "x" }],
      ["DELETE", `/api/events/${event.id}`],
      ["GET", `/api/events/${event.id}/reminder-configs`],
      ["POST", `/api/events/${event.id}/reminder-configs`, { type: "email", timing: "1h" }],
      ["POST", `/api/events/${event.id}/invitations`, { email: "a@example.com" }],
      ["GET", "/api/registrations"],
    ];
    for (const [method, path, body] of calls) {
      const response = await call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ error: "You are not signed in." });
    }
    expect((await registerFor(event.id)).status).toBe(201);
  });
});

describe("events API", () => {
  it("creates from the spec's payload and lists the host's events", async () => {
    const host = await signUp();
    const created = await postEvent(host.cookie, {
      title: "Scale Your Coaching",
      description: "Live Q&A",
      scheduledAt: "2031-12-01T10:00",
      durationMinutes: 90,
      timezone: "ET",
      category: "workshop",
      hostName: "Hana Host",
      hostBio: "Coach",
      maxAttendees: null,
      registrationRequired: true,
      isPublic: true,
      status: "scheduled",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      title: "Scale Your Coaching",
      scheduledAt: "2031-12-01T15:00:00.000Z",
      timezone: "America/New_York",
      durationMinutes: 90,
      category: "workshop",
      status: "scheduled",
      hostName: "Hana Host",
      coverImageUrl: "🎸",
      streamId: null,
      registrationCount: 0,
      enableQa: true,
      recordingLocation: "cloud",
    });

    const list = await call("GET", "/api/events", { cookie: host.cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: created.body.id,
        title: "Scale Your Coaching",
        description: "Live Q&A",
        category: "workshop",
        status: "scheduled",
        scheduledAt: "2031-12-01T15:00:00.000Z",
        durationMinutes: 90,
        coverImageUrl: "🎸",
        timezone: "America/New_York",
        streamId: null,
        maxAttendees: null,
        registrationCount: 0,
      },
    ]);
    const other = await signUp();
    expect((await call("GET", "/api/events", { cookie: other.cookie })).body).toEqual([]);
  });

  it("accepts the form's snake_case names", async () => {
    const host = await signUp();
    // Sent and answered with the same names.
    const camelCase = {
      requireAuthentication: true,
      passcode: "s3cret",
      enablePolls: true,
      recordingLocation: "local",
      enableWaitingRoom: true,
      muteMembersOnEntry: false,
    };
    const created = await postEvent(host.cookie, {
      title: "Snake",
      scheduled_at: "2031-06-01T09:00",
      duration_minutes: 45,
      timezone: "PT",
      max_attendees: 25,
      registration_required: false,
      enable_qa: false,
      enable_chat: false,
      enable_recording: false,
      ...camelCase,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      scheduledAt: "2031-06-01T16:00:00.000Z",
      timezone: "America/Los_Angeles",
      durationMinutes: 45,
      maxAttendees: 25,
      registrationRequired: false,
      enableQa: false,
      enableChat: false,
      enableRecording: false,
      ...camelCase,
    });
  });

  it("names each wrong field with the spec's texts", async () => {
    const host = await signUp();
    const response = await postEvent(host.cookie, { scheduledAt: fromNow(-DAY), max_attendees: -3, timezone: "Moon/Base" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: "Some fields are missing or invalid.",
      fieldErrors: {
        title: ["Title is required"],
        scheduledAt: ["Date and time cannot be in the past"],
        maxAttendees: ["Max attendees must be a positive whole number"],
        timezone: ["Choose a valid time zone"],
      },
    });
    const long = await postEvent(host.cookie, { title: "x".repeat(201), scheduledAt: fromNow(DAY) });
    expect(long.body.fieldErrors).toEqual({ title: ["Title must be at most 200 characters"] });
  });

  it("searches and filters by status", async () => {
    const host = await signUp();
    const draft = await createEvent(host.cookie, { title: "Draft idea", status: "draft" });
    const scheduled = await createEvent(host.cookie, { title: "Big launch" });
    const byStatus = await call("GET", "/api/events?status=draft", { cookie: host.cookie });
    expect(byStatus.body.map((e) => e.id)).toEqual([draft.id]);
    const bySearch = await call("GET", "/api/events?search=LAUNCH", { cookie: host.cookie });
    expect(bySearch.body.map((e) => e.id)).toEqual([scheduled.id]);
    const junk = await call("GET", `/api/events?status=nonsense&search=${"x".repeat(500)}`, { cookie: host.cookie });
    expect(junk.status).toBe(200);
    expect(junk.body).toHaveLength(2);
  });

  it("reads, changes and deletes one event; another host's is a 404", async () => {
    const host = await signUp();
    const other = await signUp();
    const event = await createEvent(host.cookie, { hostName: "Hana", scheduledAt: "2031-03-01T10:00", timezone: "Asia/Tokyo" });
    const path = `/api/events/${event.id}`;

    const read = await call("GET", path, { cookie: host.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: event.id,
      title: "API webinar",
      category: "webinar",
      streamId: null,
      scheduledAt: "2031-03-01T01:00:00.000Z",
      hostName: "Hana",
      durationMinutes: 60,
      status: "scheduled",
    });

    for (const bad of [`/api/events/${event.id}`, "/api/events/abc", "/api/events/0", "/api/events/99999999999", "/api/events/1.5"]) {
      const response = await call("GET", bad, { cookie: other.cookie });
      expect(response.status, bad).toBe(404);
      expect(response.body).toEqual({ error: "Event not found" });
    }
    expect((await call("PATCH", path, { cookie: other.cookie, body: { title: "Mine now" } })).status).toBe(404);
    expect((await call("DELETE", path, { cookie: other.cookie })).status).toBe(404);

    // PATCH: a bare local time is read in the event's own zone.
    const patched = await call("PATCH", path, {
      cookie: host.cookie,
      body: { title: "Renamed", scheduled_at: "2031-03-02T10:00", enable_chat: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: "Renamed", scheduledAt: "2031-03-02T01:00:00.000Z", enableChat: false, hostName: "Hana" });
    const badPatch = await call("PATCH", path, { cookie: host.cookie, body: { title: "", scheduledAt: fromNow(-DAY) } });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.fieldErrors).toEqual({ title: ["Title is required"], scheduledAt: ["Date and time cannot be in the past"] });

    // PUT replaces every field; unsent ones return to their defaults, except the zone, which stays.
    const put = await call("PUT", path, { cookie: host.cookie, body: { title: "Replaced", scheduledAt: patched.body.scheduledAt } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: "Replaced", hostName: null, enableChat: true, timezone: "Asia/Tokyo" });

    const deleted = await call("DELETE", path, { cookie: host.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Event Deleted" });
    expect((await call("GET", path, { cookie: host.cookie })).status).toBe(404);
    expect((await call("DELETE", path, { cookie: host.cookie })).status).toBe(404);
  });

  it("shows the event's stream id and registration count", async () => {
    const host = await signUp();
    const event = await createEvent(host.cookie);
    await db()
      .insertInto("streams")
      .values({ streamId: `api-stream-${event.id}`, hostId: host.id, eventId: event.id, title: "S", createdAt: nowIso(), updatedAt: nowIso() })
      .execute();
    await registerFor(event.id);
    const read = await call("GET", `/api/events/${event.id}`, { cookie: host.cookie });
    expect(read.body).toMatchObject({ streamId: `api-stream-${event.id}`, registrationCount: 1 });
  });

  it("refuses other methods with 405", async () => {
    const host = await signUp();
    const event = await createEvent(host.cookie);
    const cases: [string, string][] = [
      ["PUT", "/api/events"],
      ["DELETE", "/api/events"],
      ["POST", `/api/events/${event.id}`],
      ["DELETE", `/api/events/${event.id}/reminder-configs`],
      ["GET", `/api/events/${event.id}/invitations`],
      ["GET", `/api/events/${event.id}/register`],
      ["PUT", `/api/events/${event.id}/register`],
      ["POST", "/api/registrations"],
    ];
    for (const [method, path] of cases) {
      const response = await call(method, path, { cookie: host.cookie });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(typeof response.body.error).toBe("string");
    }
  });
});

describe("reminder configs API", () => {
  it("saves each reminder with its send time", async () => {
    const host = await signUp();
    const event = await createEvent(host.cookie, { scheduledAt: "2031-05-05T18:00:00Z" });
    const path = `/api/events/${event.id}/reminder-configs`;
    const body = {
      type: "email",
      timing: "1d",
      message: "See you tomorrow",
      subject: "Tomorrow",
      enabled: true,
      schedule_time: "2031-05-04T18:00:00.000Z",
    };
    const saved = await call("POST", path, { cookie: host.cookie, body });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      id: expect.any(Number),
      eventId: event.id,
      type: "email",
      timing: "1d",
      message: "See you tomorrow",
      subject: "Tomorrow",
      enabled: true,
      scheduleTime: "2031-05-04T18:00:00.000Z",
    });
    const again = await call("POST", path, { cookie: host.cookie, body: { ...body, enabled: false } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: saved.body.id, enabled: false });
    const sms = await call("POST", path, { cookie: host.cookie, body: { type: "sms", timing: "-10m", message: "We're live", enabled: true } });
    expect(sms.body).toMatchObject({ subject: null, scheduleTime: "2031-05-05T18:10:00.000Z" });

    const list = await call("GET", path, { cookie: host.cookie });
    expect(list.body.map((c) => `${c.type}:${c.timing}`)).toEqual(["email:1d", "sms:-10m"]);

    const bad = await call("POST", path, { cookie: host.cookie, body: { type: "pigeon", timing: "2d" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as Json).sort()).toEqual(["timing", "type"]);

    const other = await signUp();
    expect((await call("POST", path, { cookie: other.cookie, body })).status).toBe(404);
    expect((await call("GET", path, { cookie: other.cookie })).status).toBe(404);
  });
});

describe("invitations API", () => {
  it("invites by e-mail and queues the message", async () => {
    const host = await signUp();
    const event = await createEvent(host.cookie, { title: "Invite night" });
    const email = uniqueEmail("invitee");
    const sent = await call("POST", `/api/events/${event.id}/invitations`, { cookie: host.cookie, body: { email, title: "Join me" } });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: `Invitation sent to ${email}`, invitationId: expect.any(Number) });
    const [message] = await listOutboxMessages({ hostId: host.id, kind: "invitation" });
    expect(message?.toAddress).toBe(email);
    expect(message?.bodyText).toContain(`${app.url}/event-registration/${event.id}?invited=true&email=`);

    const invalid = await call("POST", `/api/events/${event.id}/invitations`, { cookie: host.cookie, body: { email: "not-an-email" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ email: ["Please enter a valid email address"] });
    const missing = await call("POST", `/api/events/${event.id}/invitations`, { cookie: host.cookie, body: { title: "x" } });
    expect(missing.body.fieldErrors).toEqual({ email: ["Please enter an email address"] });

    const other = await signUp();
    expect((await call("POST", `/api/events/${event.id}/invitations`, { cookie: other.cookie, body: { email } })).status).toBe(404);
    // The dialog falls back to event id 0 when the chosen event is not found.
    const zero = await call("POST", "/api/events/0/invitations", { cookie: host.cookie, body: { email } });
    expect(zero.status).toBe(404);
    expect(zero.body).toEqual({ error: "Event not found" });
  });
});

describe("public registration API", () => {
  it("registers, answers a new registrant with their link and a repeat without it, and reveals nobody else's details", async () => {
    const host = await signUp();
    const event = await createEvent(host.cookie);
    const email = uniqueEmail("Reggie");
    const first = await registerFor(event.id, {
      email,
      firstName: "Reggie",
      lastName: "Real",
      company: "Acme",
      jobTitle: "CTO",
      phone: "+44 20 7946 0958",
      questions: "Recording?",
    });
    expect(first.status).toBe(201);
    const { uniqueUrl } = first.body as unknown as { uniqueUrl: string };
    expect(uniqueUrl).toMatch(new RegExp(`^/watch/${event.id}/[\\w-]{20,}$`));
    expect(first.body).toEqual({
      message: "Registration Successful!",
      registration: { eventId: event.id, firstName: "Reggie", lastName: "Real", email, timezone: "America/New_York" },
      uniqueUrl,
    });

    // A known e-mail: no link in the answer (it goes to the e-mail).
    const again = await registerFor(event.id, { email: email.toUpperCase(), firstName: "Nosy", lastName: "Neighbour", timezone: "CET" });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({
      message: "Registration Successful!",
      registration: { eventId: event.id, firstName: "Nosy", lastName: "Neighbour", email: email.toUpperCase(), timezone: "Europe/Paris" },
      uniqueUrl: null,
    });
    expect(JSON.stringify(again.body)).not.toContain("Reggie");
  });

  it("explains missing fields, unknown events, full events and too many attempts", async () => {
    const host = await signUp();
    const missing = await call("POST", "/api/events/1/register", { body: { email: "a@example.com" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Please fill in First Name, Last Name, and Email Address");
    expect(missing.body.fieldErrors).toEqual({
      firstName: ["Please fill in First Name, Last Name, and Email Address"],
      lastName: ["Please fill in First Name, Last Name, and Email Address"],
      timezone: ["Please select your timezone"],
    });

    for (const id of ["999999999", "abc", "0"]) {
      const response = await registerFor(id);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ error: "Event not found" });
    }
    const draft = await createEvent(host.cookie, { status: "draft" });
    expect((await registerFor(draft.id)).status).toBe(404);

    const small = await createEvent(host.cookie, { maxAttendees: 1 });
    expect((await registerFor(small.id)).status).toBe(201);
    const full = await registerFor(small.id);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: "This event is full" });

    const open = await createEvent(host.cookie);
    const ip = uniqueIp();
    for (let i = 0; i < registrationRateLimit().limit; i += 1) expect((await registerFor(open.id, {}, ip)).status).toBe(201);
    const limited = await registerFor(open.id, {}, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many registrations/);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("registrations API", () => {
  it("lists the host's registrations newest first, in the spec's shape", async () => {
    const host = await signUp();
    const first = await createEvent(host.cookie, { title: "First" });
    const second = await createEvent(host.cookie, { title: "Second" });
    const email = uniqueEmail("repeat");
    await registerFor(first.id, { email, firstName: "ada", lastName: "lovelace", jobTitle: "Analyst", company: "Engines" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await registerFor(second.id, { email, firstName: "Ada", lastName: "Lovelace", timezone: "Europe/London" });
    await db()
      .insertInto("purchases")
      .values({
        hostId: host.id,
        eventId: null,
        streamId: null,
        viewerId: null,
        registrationId: null,
        emailNormalized: email.toLowerCase(),
        productName: "Course",
        amountCents: 12_345,
        source: "manual",
        externalId: null,
        purchasedAt: nowIso(),
      })
      .execute();

    const list = await call("GET", "/api/registrations", { cookie: host.cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        eventId: second.id,
        eventTitle: "Second",
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        avatar: "AL",
        registeredAt: expect.any(String),
        timezone: "Europe/London",
        jobTitle: null,
        company: null,
        customerType: "returning",
        lifetimeValue: 123.45,
      },
      expect.objectContaining({
        eventId: first.id,
        eventTitle: "First",
        jobTitle: "Analyst",
        company: "Engines",
        customerType: "new",
        lifetimeValue: 123.45,
      }),
    ]);
    const forFirst = await call("GET", `/api/registrations?eventId=${first.id}`, { cookie: host.cookie });
    expect(forFirst.body.map((r) => r.eventId)).toEqual([first.id]);
    expect((await call("GET", "/api/registrations?eventId=abc", { cookie: host.cookie })).body).toEqual([]);

    const other = await signUp();
    expect((await call("GET", "/api/registrations", { cookie: other.cookie })).body).toEqual([]);
    expect((await call("GET", `/api/registrations?eventId=${first.id}`, { cookie: other.cookie })).body).toEqual([]);
  });
});

describe("odd input on real resources", () => {
  it("answers junk with a 4xx naming the problem, never a 5xx", async () => {
    const host = await signUp();
    const event = await createEvent(host.cookie);
    const bodies: unknown[] = [
      {},
      [],
      null,
      42,
      "text",
      { title: 5, scheduledAt: ["2030"], timezone: {}, maxAttendees: "lots", durationMinutes: 1e20, enableQa: "maybe" },
      { title: "x", scheduledAt: "0000-01-01T00:00:00Z" },
      { title: "x", scheduledAt: "9999-12-31T23:59", maxAttendees: 1e308, durationMinutes: -1 },
      { title: "x", scheduledAt: "2030-01-01T00:00:00+99:99" },
      JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": 1}, "title": "x", "scheduledAt": "2031-01-01T00:00:00Z"}'),
      { type: null, timing: 7, message: { a: 1 }, enabled: "sometimes", schedule_time: "yesterday" },
      { email: ["a@b.co"], title: 1 },
      { firstName: "\u0000", lastName: "x".repeat(101), email: "a@b", timezone: "../../etc/passwd", phone: "+++", smsConsent: "yes please" },
    ];
    const targets: [string, string][] = [
      ["POST", "/api/events"],
      ["PATCH", `/api/events/${event.id}`],
      ["PUT", `/api/events/${event.id}`],
      ["POST", `/api/events/${event.id}/reminder-configs`],
      ["POST", `/api/events/${event.id}/invitations`],
      ["POST", `/api/events/${event.id}/register`],
    ];
    for (const [method, path] of targets) {
      for (const body of bodies) {
        const response = await call(method, path, { cookie: host.cookie, body, headers: { "X-Forwarded-For": uniqueIp() } });
        const label = `${method} ${path} ${JSON.stringify(body)}`;
        expect(response.status, label).toBeGreaterThanOrEqual(200);
        expect(response.status, label).toBeLessThan(500);
        if (response.status >= 400) expect(typeof response.body.error, label).toBe("string");
      }
    }
    // NUL characters (PostgreSQL refuses them in text) are refused at the edge, in bodies and in searches.
    const nul = await registerFor(event.id, { firstName: "Nu\u0000ll", lastName: "Byte\u0000" });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toBe("Text may not contain a NUL character.");
    expect((await call("GET", "/api/events?search=%00", { cookie: host.cookie })).status).toBe(400);
    expect((await call("GET", "/api/registrations?search=a%00b", { cookie: host.cookie })).status).toBe(400);
    const invited = await call("POST", `/api/events/${event.id}/invitations`, {
      cookie: host.cookie,
      body: { email: "a\u0000b@example.com", title: "\u0000" },
    });
    expect(invited.status).toBe(400);

    // The event survived all of it: the prototype-key body created a separate event, nothing more.
    const read = await call("GET", `/api/events/${event.id}`, { cookie: host.cookie });
    expect(read.body).toMatchObject({ id: event.id });
    expect(({} as Json).admin).toBeUndefined();
  });
});
