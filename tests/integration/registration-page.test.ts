import { describe, expect, it } from "vitest";
import { createInvitation, listInvitations } from "~/models/invitation.server";
import { listOutboxMessages } from "~/models/outbox.server";
import { listRegistrations, registrationRateLimit } from "~/models/registration.server";
import { closeRecording, insertRecording } from "~/models/recording.server";
import { action, EVENT_ENDED, EVENT_FULL, loader, RATE_LIMITED } from "~/routes/event-registration.$id/route";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { INVALID_EMAIL } from "~/schemas/event";
import { PHONE_NEEDED_FOR_SMS, REGISTRATION_REQUIRED, TIMEZONE_REQUIRED } from "~/schemas/registration";
import { createTestEvent, DAY, fromNow } from "../support/events";
import { createHost, formRequest, getRequest, loadContext, settle, uniqueEmail, uniqueIp } from "../support/factories";

interface Reply {
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  outcome: string | null;
  registrant: { firstName: string; email: string; timezone: string } | null;
  join: { path: string; live: boolean; calendar: { google: string; outlook: string; ics: string } } | null;
  known: boolean;
  toast: { title: string; description?: string } | null;
}

interface Page {
  event: {
    id: number;
    title: string;
    status: string;
    startsAt: string;
    hostName: string | null;
    durationMinutes: number;
    isFull: boolean;
    spotsLeft: number | null;
  };
  viewer: { zone: string; when: string };
  replay: "available" | "ready" | "recording" | null;
  invite: { invitedTo: string | null; email: string; token: string };
}

const load = (id: string, query = "", cookie?: string) =>
  settle(() => loader({ request: getRequest(`/event-registration/${id}${query}`, { cookie }), params: { id }, context: loadContext() }));

const post = (id: number | string, fields: Record<string, string>, ip = uniqueIp()) =>
  settle(() =>
    action({ request: formRequest(`/event-registration/${id}`, fields), params: { id: String(id) }, context: loadContext({ clientIp: ip }) }),
  );

const valid = (fields: Record<string, string> = {}) => ({
  firstName: "Rita",
  lastName: "Reyes",
  email: uniqueEmail("rita"),
  timezone: "Asia/Tokyo",
  company: "Acme",
  jobTitle: "Producer",
  ...fields,
});

async function hostWithEvent(fields: Record<string, unknown> = {}) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Growth Webinar", hostName: "Hana Host", timezone: "America/New_York", ...fields });
  return { host, event };
}

describe("/event-registration/{id} loader", () => {
  it("shows the event with its times, duration and host", async () => {
    const { event } = await hostWithEvent({ durationMinutes: 90 });
    const response = await load(String(event.id));
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    expect(page.event).toMatchObject({ id: event.id, title: "Growth Webinar", hostName: "Hana Host", durationMinutes: 90, isFull: false });
    expect(page.event.startsAt).toMatch(/E[SD]T$/);
    expect(page.invite).toEqual({ invitedTo: null, email: "", token: "" });
  });

  it("starts the visitor in the zone their browser named on an earlier visit, else in the event's zone", async () => {
    const { event } = await hostWithEvent();
    expect(((await (await load(String(event.id))).json()) as Page).viewer.zone).toBe("America/New_York");
    expect(((await (await load(String(event.id), "", "tz=Europe%2FBerlin")).json()) as Page).viewer.zone).toBe("Europe/Berlin");
    expect(((await (await load(String(event.id), "", "tz=Not%2FA_Zone")).json()) as Page).viewer.zone).toBe("America/New_York");
  });

  it("offers no registration for an event that has ended, says a replay is coming while its recording is prepared, or there when published, and refuses a late post", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Past Webinar", hostName: "Hana Host" }, fromNow(-2 * DAY));
    const ended = (await (await load(String(event.id))).json()) as Page;
    expect(ended.event.status).toBe("completed");
    expect(ended.replay).toBeNull();

    const stream = await db()
      .insertInto("streams")
      .values({ streamId: `reg-${event.id}`, hostId: host.id, eventId: event.id, title: "S", createdAt: nowIso(), updatedAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const recording = await insertRecording({ recordingId: `rec-${event.id}`, streamRowId: stream.id, hostId: host.id, startedAt: nowIso() });
    expect(((await (await load(String(event.id))).json()) as Page).replay).toBe("recording");
    await closeRecording({ id: recording.id, status: "complete", endedAt: nowIso(), progress: { durationMs: 1000, bytes: 10, segmentCount: 1 } });
    expect(((await (await load(String(event.id))).json()) as Page).replay).toBe("ready");
    await db().updateTable("replays").set({ published: 1 }).where("eventId", "=", event.id).execute();
    expect(((await (await load(String(event.id))).json()) as Page).replay).toBe("available");
    await db()
      .updateTable("replays")
      .set({ expiresAt: fromNow(-1000) })
      .where("eventId", "=", event.id)
      .execute();
    expect(((await (await load(String(event.id))).json()) as Page).replay).toBe("ready");

    const late = await post(event.id, valid());
    expect(late.status).toBe(409);
    const reply = (await late.json()) as Reply;
    expect(reply.outcome).toBe("ended");
    expect(reply.result.error?.[""]).toEqual([EVENT_ENDED]);
    expect(await listRegistrations({ hostId: host.id, eventId: event.id })).toHaveLength(0);
  });

  it.each([["abc"], ["0"], ["99999999"], ["1.5"]])("answers 404 for the id %s", async (id) => {
    expect((await load(id)).status).toBe(404);
  });

  it("answers 404 for a draft and never shows it", async () => {
    const { event } = await hostWithEvent({ status: "draft" });
    expect((await load(String(event.id))).status).toBe(404);
    expect((await post(event.id, valid())).status).toBe(404);
  });

  it("prefills an invitation from the query", async () => {
    const { event } = await hostWithEvent();
    const query = `?invited=true&email=${encodeURIComponent("guest@example.com")}&title=${encodeURIComponent("VIP Night")}&token=tok123`;
    const page = (await (await load(String(event.id), query)).json()) as Page;
    expect(page.invite).toEqual({ invitedTo: "VIP Night", email: "guest@example.com", token: "tok123" });
  });
});

describe("/event-registration/{id} action", () => {
  it("refuses missing names and e-mail with the spec's text", async () => {
    const { event } = await hostWithEvent();
    const response = await post(event.id, { firstName: "", lastName: " ", email: "", timezone: "" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.result.error?.firstName).toEqual([REGISTRATION_REQUIRED]);
    expect(body.result.error?.lastName).toEqual([REGISTRATION_REQUIRED]);
    expect(body.result.error?.email).toEqual([REGISTRATION_REQUIRED]);
    expect(body.result.error?.timezone).toEqual([TIMEZONE_REQUIRED]);
    expect(REGISTRATION_REQUIRED).toBe("Please fill in First Name, Last Name, and Email Address");
    expect(TIMEZONE_REQUIRED).toBe("Please select your timezone");
    expect(body.outcome).toBeNull();
  });

  it("refuses a missing timezone, a bad e-mail and SMS consent without a phone, keeping what was typed", async () => {
    const { event } = await hostWithEvent();
    const response = await post(event.id, valid({ timezone: "", email: "rita-at-example", smsConsent: "on" }));
    const body = (await response.json()) as Reply;
    expect(body.result.error?.timezone).toEqual([TIMEZONE_REQUIRED]);
    expect(body.result.error?.email).toEqual([INVALID_EMAIL]);
    expect(body.result.error?.phone).toEqual([PHONE_NEEDED_FOR_SMS]);
    expect(body.result.initialValue).toMatchObject({ firstName: "Rita", company: "Acme" });
  });

  it("registers, gives the new registrant their event link and calendar links, and queues the confirmation with it", async () => {
    const { host, event } = await hostWithEvent();
    const fields = valid({ phone: "+1 555 123 4567", smsConsent: "on", questions: "Will there be a replay?" });
    const response = await post(event.id, fields);
    expect(response.status).toBe(201);
    const text = await response.text();
    const body = JSON.parse(text) as Reply;
    expect(body.outcome).toBe("registered");
    expect(body.registrant).toEqual({ firstName: "Rita", email: fields.email, timezone: "Asia/Tokyo" });
    expect(body.toast?.title).toBe("Registration Successful!");
    expect(body.known).toBe(false);

    const [registration] = await listRegistrations({ hostId: host.id, eventId: event.id });
    expect(registration).toMatchObject({ email: fields.email, company: "Acme", jobTitle: "Producer", timezone: "Asia/Tokyo", phone: "+15551234567" });
    const [mail] = await listOutboxMessages({ hostId: host.id, kind: "registration_confirmation" });
    expect(mail?.toAddress).toBe(fields.email);
    const link = new URL(String(mail?.payload.link));
    expect(link.pathname).toMatch(new RegExp(`^/watch/${event.id}/[\\w-]{20,}$`));
    // Its proof that it came by e-mail (opening it confirms the address) is only in the mail.
    const proof = link.searchParams.get("confirm");
    expect(proof).toMatch(/^[\w-]{24}$/);
    expect(text).not.toContain(proof);
    expect(body.join).toMatchObject({ path: link.pathname, live: false, calendar: { ics: `${link.pathname}/calendar.ics` } });
    expect(body.join?.calendar.google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
    expect(new URL(body.join?.calendar.google ?? "").searchParams.get("details")).toContain(link.pathname);
    expect(new URL(body.join?.calendar.outlook ?? "").searchParams.get("subject")).toBe("Growth Webinar");
  });

  it("says a live event started early while its scheduled start is still ahead, and only then", async () => {
    const { event } = await hostWithEvent();
    const startedEarly = async () => ((await (await load(String(event.id))).json()) as { event: { startedEarly: boolean } }).event.startedEarly;
    expect(await startedEarly()).toBe(false);
    await db().updateTable("events").set({ status: "live" }).where("id", "=", event.id).execute();
    expect(await startedEarly()).toBe(true);
    await db()
      .updateTable("events")
      .set({ scheduledAt: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", event.id)
      .execute();
    expect(await startedEarly()).toBe(false);
  });

  it("offers Join now to a new registrant while the event is live", async () => {
    const { event } = await hostWithEvent();
    await db().updateTable("events").set({ status: "live" }).where("id", "=", event.id).execute();
    const body = (await (await post(event.id, valid())).json()) as Reply;
    expect(body.join?.live).toBe(true);
    expect(body.join?.path).toMatch(new RegExp(`^/watch/${event.id}/`));
  });

  it("gives no link on the page when the event confirms e-mail addresses first: it goes by e-mail only", async () => {
    const { host, event } = await hostWithEvent({ requireAuthentication: true });
    const body = (await (await post(event.id, valid())).json()) as Reply;
    expect(body.outcome).toBe("registered");
    expect(body.join).toBeNull();
    expect(body.known).toBe(false);
    expect(await listOutboxMessages({ hostId: host.id, kind: "registration_confirmation" })).toHaveLength(1);
  });

  it("accepts a timezone label as well as a zone", async () => {
    const { host, event } = await hostWithEvent();
    const response = await post(event.id, valid({ timezone: "Pacific" }));
    expect(response.status).toBe(201);
    const [registration] = await listRegistrations({ hostId: host.id, eventId: event.id });
    expect(registration?.timezone).toBe("America/Los_Angeles");
  });

  it("answers a repeated registration with no link, alike for every known e-mail, without a second row or anyone's details", async () => {
    const { host, event } = await hostWithEvent();
    const fields = valid();
    const first = await post(event.id, fields);
    expect(first.status).toBe(201);
    const other = valid({ firstName: "Olga" });
    expect((await post(event.id, other)).status).toBe(201);
    const repeat = { ...fields, email: fields.email.toUpperCase(), firstName: "Someone" };
    const again = await post(event.id, repeat);
    expect(again.status).toBe(201);
    const body = (await again.json()) as Reply;
    expect(body).toMatchObject({ outcome: "registered", join: null, known: true });
    expect(body.registrant).toEqual({ firstName: "Someone", email: repeat.email, timezone: "Asia/Tokyo" });
    const otherRepeat = { ...other, email: other.email.toUpperCase(), firstName: "Someone" };
    const otherAgain = await post(event.id, otherRepeat);
    // The same answer for any known e-mail, but for the address each sent.
    expect(JSON.stringify(body).split(repeat.email).join("<email>")).toBe((await otherAgain.text()).split(otherRepeat.email).join("<email>"));
    expect(await listRegistrations({ hostId: host.id, eventId: event.id })).toHaveLength(2);
  });

  it("says the event is full once the seats are gone, and the page says so too", async () => {
    const { event } = await hostWithEvent({ maxAttendees: 1 });
    expect((await post(event.id, valid())).status).toBe(201);
    const response = await post(event.id, valid());
    expect(response.status).toBe(409);
    const body = (await response.json()) as Reply;
    expect(body.outcome).toBe("full");
    expect(body.result.error?.[""]).toEqual([EVENT_FULL]);
    const page = (await (await load(String(event.id))).json()) as Page;
    expect(page.event).toMatchObject({ isFull: true, spotsLeft: 0 });
  });

  it("registers through an invitation link and marks the invitation accepted", async () => {
    const { host, event } = await hostWithEvent();
    const email = uniqueEmail("guest");
    const invitation = await createInvitation({ hostId: host.id, eventId: event.id, email, origin: "http://localhost" });
    if (invitation.status !== "created") throw new Error("invitation not created");
    const url = new URL(invitation.link);
    expect(url.pathname).toBe(`/event-registration/${event.id}`);
    const page = (await (await load(String(event.id), url.search)).json()) as Page;
    expect(page.invite).toEqual({ invitedTo: "Growth Webinar", email, token: invitation.invitation.token });

    const response = await post(event.id, valid({ email: page.invite.email, token: page.invite.token }));
    expect(response.status).toBe(201);
    const [stored] = await listInvitations({ hostId: host.id, eventId: event.id });
    expect(stored?.acceptedAt).not.toBeNull();
  });

  it("limits registrations per network with a clear message", async () => {
    const { event } = await hostWithEvent({ scheduledAt: fromNow(3 * DAY) });
    const ip = uniqueIp();
    for (let i = 0; i < registrationRateLimit().limit; i++) expect((await post(event.id, valid(), ip)).status).toBe(201);
    const response = await post(event.id, valid(), ip);
    expect(response.status).toBe(429);
    const body = (await response.json()) as Reply;
    expect(body.outcome).toBe("rate_limited");
    expect(body.result.error?.[""]).toEqual([RATE_LIMITED]);
  });

  it("answers 404 for a non-numeric or unknown id", async () => {
    expect((await post("abc", valid())).status).toBe(404);
    expect((await post(987654321, valid())).status).toBe(404);
  });
});
