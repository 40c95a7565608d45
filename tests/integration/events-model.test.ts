import { describe, expect, it } from "vitest";
import {
  countEventStats,
  deleteEvent,
  duplicateEvent,
  effectiveStatus,
  endEvent,
  getEvent,
  getPublicEvent,
  listEvents,
  setEventLive,
  updateEvent,
} from "~/models/event.server";
import { createInvitation, listInvitations } from "~/models/invitation.server";
import { claimDueOutboxMessages, listOutboxMessages, markOutboxMessageSent } from "~/models/outbox.server";
import { takeRateLimit } from "~/models/rate-limit.server";
import { listRegistrations, registrationRateLimit, registerForEvent } from "~/models/registration.server";
import {
  createDefaultReminderConfigs,
  enqueueDueReminders,
  listReminderConfigs,
  reminderSendTime,
  saveReminderConfig,
} from "~/models/reminder.server";
import { eventInputSchema, eventPatchSchema, eventUpdateSchema, reminderConfigInputSchema } from "~/schemas/event";
import { registrationInputSchema } from "~/schemas/registration";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { createTestEvent, DAY, eventInput, fromNow, MINUTE, registrationInput } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const register = (eventId: number, fields: Record<string, unknown> = {}, ip = uniqueIp()) =>
  registerForEvent({ eventId, input: registrationInput(fields), ip, origin: "https://showup.test" });

describe("event input", () => {
  it("reads a local date-time in the event's zone, given as a dialog code or an IANA name", () => {
    const eastern = eventInputSchema.parse({ title: "T", scheduledAt: "2030-12-01T10:00", timezone: "ET" });
    expect(eastern).toMatchObject({ scheduledAt: "2030-12-01T15:00:00.000Z", timezone: "America/New_York" });
    const tokyo = eventInputSchema.parse({ title: "T", scheduledAt: "2030-12-01T10:00", timezone: "Asia/Tokyo" });
    expect(tokyo).toMatchObject({ scheduledAt: "2030-12-01T01:00:00.000Z", timezone: "Asia/Tokyo" });
    const summer = eventInputSchema.parse({ title: "T", scheduledAt: "2030-07-01T10:00", timezone: "PT" });
    expect(summer.scheduledAt).toBe("2030-07-01T17:00:00.000Z");
    const offset = eventInputSchema.parse({ title: "T", scheduledAt: "2030-12-01T10:00:00+02:00" });
    expect(offset).toMatchObject({ scheduledAt: "2030-12-01T08:00:00.000Z", timezone: "America/New_York" });
  });

  it("fills the spec's defaults", () => {
    expect(eventInputSchema.parse({ title: "  Launch  ", scheduledAt: "2030-01-01T12:00:00Z" })).toEqual({
      title: "Launch",
      description: null,
      category: "webinar",
      scheduledAt: "2030-01-01T12:00:00.000Z",
      durationMinutes: 60,
      timezone: "America/New_York",
      maxAttendees: null,
      registrationRequired: true,
      requireAuthentication: false,
      passcode: null,
      enableQa: true,
      enableChat: true,
      enablePolls: false,
      enableRecording: true,
      recordingLocation: "cloud",
      enableWaitingRoom: false,
      muteMembersOnEntry: true,
      isPublic: true,
      hostName: null,
      hostBio: null,
      coverImageUrl: null,
      status: "scheduled",
    });
  });

  it("accepts the spec's snake_case form names and form strings", () => {
    const input = eventInputSchema.parse({
      title: "Form",
      scheduled_at: "2030-03-01T09:30",
      duration_minutes: "90",
      max_attendees: "",
      registration_required: "false",
      enable_qa: "off",
      enable_chat: false,
      enable_recording: "true",
      timezone: "CT",
      category: "workshop",
      hostName: "Hana",
    });
    expect(input).toMatchObject({
      scheduledAt: "2030-03-01T15:30:00.000Z",
      durationMinutes: 90,
      maxAttendees: null,
      registrationRequired: false,
      enableQa: false,
      enableChat: false,
      enableRecording: true,
      category: "workshop",
      hostName: "Hana",
    });
    // The camelCase name wins over its alias.
    expect(eventInputSchema.parse({ title: "x", scheduledAt: "2030-01-01T00:00:00Z", max_attendees: 5, maxAttendees: 7 }).maxAttendees).toBe(7);
  });

  it("says what is wrong in the spec's words, all at once", () => {
    const past = eventInputSchema.safeParse({ scheduledAt: fromNow(-DAY), maxAttendees: 0, timezone: "Mars/Base" });
    expect(past.success).toBe(false);
    expect(fieldErrors(past)).toEqual({
      title: "Title is required",
      scheduledAt: "Date and time cannot be in the past",
      maxAttendees: "Max attendees must be a positive whole number",
      timezone: "Choose a valid time zone",
    });
    expect(fieldErrors(eventInputSchema.safeParse({ title: "x" }))).toEqual({ scheduledAt: "Date and time is required" });
    expect(fieldErrors(eventInputSchema.safeParse({ title: "x", scheduledAt: "2030-02-30T10:00" }))).toEqual({
      scheduledAt: "Enter a valid date and time",
    });
    for (const maxAttendees of [-1, 2.5, "abc", "10 people"]) {
      expect(fieldErrors(eventInputSchema.safeParse({ title: "x", scheduledAt: fromNow(DAY), maxAttendees })).maxAttendees).toBe(
        "Max attendees must be a positive whole number",
      );
    }
    const long = eventInputSchema.safeParse({
      title: "t".repeat(201),
      description: "d".repeat(5001),
      scheduledAt: fromNow(DAY),
      durationMinutes: 2000,
      category: "party",
      passcode: "p".repeat(65),
      coverImageUrl: "javascript:alert(1)",
      status: "live",
    });
    expect(Object.keys(fieldErrors(long)).sort()).toEqual(
      ["category", "coverImageUrl", "description", "durationMinutes", "passcode", "status", "title"].sort(),
    );
    expect(eventInputSchema.safeParse([1, 2]).success).toBe(false);
    expect(eventInputSchema.safeParse(null).success).toBe(false);
  });

  it("allows an unchanged past time when editing, not a new one", () => {
    const current = { scheduledAt: "2020-01-01T15:00:00.000Z", timezone: "America/New_York" };
    expect(eventUpdateSchema(current).safeParse({ title: "Old", scheduledAt: "2020-01-01T10:00", timezone: "ET" }).success).toBe(true);
    expect(fieldErrors(eventUpdateSchema(current).safeParse({ title: "Old", scheduledAt: "2020-01-02T10:00" }))).toEqual({
      scheduledAt: "Date and time cannot be in the past",
    });
    // PATCH: a bare local time is read in the event's zone, unless the patch brings a new zone.
    const future = { scheduledAt: "2031-01-01T15:00:00.000Z", timezone: "Asia/Tokyo" };
    expect(eventPatchSchema(future).parse({ scheduled_at: "2031-02-01T09:00" })).toEqual({ scheduledAt: "2031-02-01T00:00:00.000Z" });
    expect(eventPatchSchema(future).parse({ scheduledAt: "2031-02-01T09:00", timezone: "UTC" })).toEqual({
      scheduledAt: "2031-02-01T09:00:00.000Z",
      timezone: "UTC",
    });
    expect(eventPatchSchema(future).parse({ description: "" })).toEqual({ description: null });
    expect(fieldErrors(eventPatchSchema(future).safeParse({ title: "" }))).toEqual({ title: "Title is required" });
  });
});

describe("registration and reminder input", () => {
  it("asks for the required fields in the spec's words", () => {
    expect(fieldErrors(registrationInputSchema.safeParse({}))).toEqual({
      firstName: "Please fill in First Name, Last Name, and Email Address",
      lastName: "Please fill in First Name, Last Name, and Email Address",
      email: "Please fill in First Name, Last Name, and Email Address",
      timezone: "Please select your timezone",
    });
    const bad = registrationInputSchema.safeParse({ firstName: "A", lastName: "B", email: "nope", timezone: "Nowhere", phone: "12" });
    expect(fieldErrors(bad)).toEqual({
      email: "Please enter a valid email address",
      timezone: "Choose a valid time zone",
      phone: "Enter a valid phone number, e.g. +1 555 123 4567",
    });
    const ok = registrationInputSchema.parse({
      first_name: "A",
      lastName: "B",
      email: " A@B.co ",
      timezone: "JST",
      phone: "+1 (555) 123-4567",
      smsConsent: "on",
      token: "abc",
    });
    expect(ok).toMatchObject({
      firstName: "A",
      email: "A@B.co",
      timezone: "Asia/Tokyo",
      phone: "+15551234567",
      smsConsent: true,
      invitationToken: "abc",
    });
    expect(
      fieldErrors(registrationInputSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b.co", timezone: "ET", smsConsent: true })),
    ).toEqual({
      phone: "Enter a phone number to get SMS reminders",
    });
  });

  it("checks reminder type and timing and drops the subject of an SMS", () => {
    expect(reminderConfigInputSchema.parse({ type: "sms", timing: "-5m", subject: "x", schedule_time: "2030-01-01T00:00:00Z" })).toEqual({
      type: "sms",
      timing: "-5m",
      message: null,
      subject: null,
      enabled: true,
    });
    expect(Object.keys(fieldErrors(reminderConfigInputSchema.safeParse({ type: "fax", timing: "2d", message: "m".repeat(1001) }))).sort()).toEqual([
      "message",
      "timing",
      "type",
    ]);
  });
});

describe("events", () => {
  it("stores the UTC instant and returns the event with booleans and the cover fallback", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { scheduledAt: "2030-12-01T10:00", timezone: "ET", enableQa: false, maxAttendees: 50 });
    const row = await db().selectFrom("events").select(["scheduledAt", "timezone", "enableQa"]).where("id", "=", event.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ scheduledAt: "2030-12-01T15:00:00.000Z", timezone: "America/New_York", enableQa: 0 });
    expect(event).toMatchObject({
      title: "Launch webinar",
      scheduledAt: "2030-12-01T15:00:00.000Z",
      endsAt: "2030-12-01T16:00:00.000Z",
      status: "scheduled",
      enableQa: false,
      enableChat: true,
      maxAttendees: 50,
      coverImageUrl: "🎸",
      streamId: null,
      registrationCount: 0,
      isPublic: true,
    });
    expect(await getEvent({ hostId: host.id, eventId: event.id })).toEqual(event);

    await db()
      .insertInto("streams")
      .values({ streamId: "pub-stream-1234", hostId: host.id, eventId: event.id, title: "S", createdAt: nowIso(), updatedAt: nowIso() })
      .execute();
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.streamId).toBe("pub-stream-1234");
  });

  it("derives the status from the clock", () => {
    const now = new Date("2030-01-01T12:00:00Z");
    const at = (iso: string, status: "draft" | "scheduled" | "live" | "completed" = "scheduled") =>
      effectiveStatus({ status, scheduledAt: iso, durationMinutes: 60 }, now);
    expect(at("2030-01-01T13:00:00Z")).toBe("scheduled");
    expect(at("2030-01-01T11:30:00Z")).toBe("scheduled"); // under way, not live: still scheduled
    expect(at("2030-01-01T11:00:00Z")).toBe("completed"); // ended without going live
    expect(at("2029-01-01T11:00:00Z", "live")).toBe("live");
    expect(at("2029-01-01T11:00:00Z", "draft")).toBe("draft");
    expect(at("2031-01-01T11:00:00Z", "completed")).toBe("completed");
  });

  it("lists the host's events latest first, searches and filters on the effective status", async () => {
    const host = await createHost();
    const other = await createHost();
    const past = await createTestEvent(host.id, { title: "Past masterclass" }, fromNow(-3 * DAY));
    const soon = await createTestEvent(host.id, { title: "Soon: 100% growth", description: "Scaling" }, fromNow(DAY));
    const later = await createTestEvent(host.id, { title: "Later", status: "draft" }, fromNow(9 * DAY));
    const live = await createTestEvent(host.id, { title: "On air" }, fromNow(-10 * MINUTE));
    await setEventLive({ hostId: host.id, eventId: live.id, live: true });
    await createTestEvent(other.id, { title: "Not yours" });

    const all = await listEvents({ hostId: host.id });
    expect(all.map((e) => e.id)).toEqual([later.id, soon.id, live.id, past.id]);
    expect(all.map((e) => e.status)).toEqual(["draft", "scheduled", "live", "completed"]);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(
      [
        "id",
        "title",
        "description",
        "category",
        "status",
        "scheduledAt",
        "durationMinutes",
        "coverImageUrl",
        "timezone",
        "streamId",
        "maxAttendees",
        "registrationCount",
      ].sort(),
    );
    expect((await listEvents({ hostId: host.id, search: "MASTER" })).map((e) => e.id)).toEqual([past.id]);
    expect((await listEvents({ hostId: host.id, search: "scaling" })).map((e) => e.id)).toEqual([soon.id]);
    expect((await listEvents({ hostId: host.id, search: "100%" })).map((e) => e.id)).toEqual([soon.id]);
    expect(await listEvents({ hostId: host.id, search: "%" })).toHaveLength(1);
    expect(await listEvents({ hostId: host.id, search: "_" })).toEqual([]);
    expect((await listEvents({ hostId: host.id, status: "completed" })).map((e) => e.id)).toEqual([past.id]);
    expect((await listEvents({ hostId: host.id, status: "live" })).map((e) => e.id)).toEqual([live.id]);
    expect((await listEvents({ hostId: host.id, status: "draft" })).map((e) => e.id)).toEqual([later.id]);
    expect((await listEvents({ hostId: host.id, status: "scheduled" })).map((e) => e.id)).toEqual([soon.id]);
    expect(await listEvents({ hostId: host.id, status: "all" })).toHaveLength(4);

    await endEvent({ hostId: host.id, eventId: live.id });
    expect((await getEvent({ hostId: host.id, eventId: live.id }))?.status).toBe("completed");
  });

  it("Go Live and End Stream switch the event's streams with it, and only the host's", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, {}, fromNow(-5 * MINUTE));
    const now = nowIso();
    const stream = (streamId: string) => ({ streamId, hostId: host.id, eventId: event.id, title: "Main", createdAt: now, updatedAt: now });
    await db()
      .insertInto("streams")
      .values([stream(`s-${uniqueIp()}`), stream(`t-${uniqueIp()}`)])
      .execute();
    const streamsOf = () => db().selectFrom("streams").select(["isLive", "status"]).where("eventId", "=", event.id).execute();

    expect((await setEventLive({ hostId: host.id, eventId: event.id, live: true }))?.status).toBe("live");
    expect(await streamsOf()).toEqual([
      { isLive: 1, status: "active" },
      { isLive: 1, status: "active" },
    ]);

    const intruder = await createHost();
    expect(await setEventLive({ hostId: intruder.id, eventId: event.id, live: false })).toBeNull();
    expect((await streamsOf()).every((s) => s.isLive === 1)).toBe(true);

    // Stopping is not ending: the event started five minutes ago and runs on.
    expect((await setEventLive({ hostId: host.id, eventId: event.id, live: false }))?.status).toBe("scheduled");
    expect(await streamsOf()).toEqual([
      { isLive: 0, status: "idle" },
      { isLive: 0, status: "idle" },
    ]);
  });

  it("never shows or changes another host's event", async () => {
    const owner = await createHost();
    const intruder = await createHost();
    const event = await createTestEvent(owner.id);
    await register(event.id);
    const as = { hostId: intruder.id, eventId: event.id };
    expect(await getEvent(as)).toBeNull();
    expect(await updateEvent({ ...as, input: { title: "Hijacked" } })).toBeNull();
    expect(await duplicateEvent(as)).toBeNull();
    expect(await deleteEvent(as)).toBe(false);
    expect(await setEventLive({ ...as, live: true })).toBeNull();
    expect(await listEvents({ hostId: intruder.id })).toEqual([]);
    expect(await listReminderConfigs(as)).toBeNull();
    expect(await saveReminderConfig({ ...as, input: reminderConfigInputSchema.parse({ type: "email", timing: "1h" }) })).toBeNull();
    expect(await createDefaultReminderConfigs(as)).toBeNull();
    expect(await createInvitation({ ...as, email: "x@example.com", origin: "https://showup.test" })).toEqual({ status: "not_found" });
    expect(await listRegistrations({ hostId: intruder.id })).toEqual([]);
    expect(await listRegistrations({ hostId: intruder.id, eventId: event.id })).toEqual([]);
    expect(await listInvitations({ hostId: intruder.id })).toEqual([]);
    expect(await countEventStats({ hostId: intruder.id })).toEqual({ totalEvents: 0, liveNow: 0, registrations: 0, revenue: [] });
    const untouched = await getEvent({ hostId: owner.id, eventId: event.id });
    expect(untouched?.title).toBe("Launch webinar");
    expect(untouched?.registrationCount).toBe(1);
  });

  it("updates some fields or all of them", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { hostName: "Hana", maxAttendees: 10 });
    const patched = await updateEvent({ hostId: host.id, eventId: event.id, input: { title: "Renamed", maxAttendees: null, enableChat: false } });
    expect(patched).toMatchObject({ title: "Renamed", maxAttendees: null, enableChat: false, hostName: "Hana", scheduledAt: event.scheduledAt });
    const replaced = await updateEvent({ hostId: host.id, eventId: event.id, input: eventInput({ title: "Fresh", scheduledAt: event.scheduledAt }) });
    expect(replaced).toMatchObject({ title: "Fresh", hostName: null, enableChat: true, maxAttendees: null });
  });

  it("duplicates as a draft copy with the reminders, without the registrations", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Masterclass", category: "workshop", passcode: "1234" });
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id, types: ["email"] });
    await register(event.id);
    const copy = await duplicateEvent({ hostId: host.id, eventId: event.id });
    expect(copy).toMatchObject({
      title: "Masterclass (copy)",
      status: "draft",
      category: "workshop",
      passcode: "1234",
      registrationCount: 0,
      scheduledAt: event.scheduledAt,
    });
    expect(copy?.id).not.toBe(event.id);
    expect(await listReminderConfigs({ hostId: host.id, eventId: copy?.id ?? 0 })).toHaveLength(8);
    const long = await createTestEvent(host.id, { title: "L".repeat(200) });
    const longCopy = await duplicateEvent({ hostId: host.id, eventId: long.id });
    expect(longCopy?.title).toHaveLength(200);
    expect(longCopy?.title.endsWith(" (copy)")).toBe(true);
  });

  it("deletes with registrations, reminders and invitations, and cancels unsent messages", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id);
    const kept = await createTestEvent(host.id);
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id });
    await register(event.id);
    await register(kept.id);
    await createInvitation({ hostId: host.id, eventId: event.id, email: uniqueEmail("inv"), origin: "https://showup.test" });

    expect(await deleteEvent({ hostId: host.id, eventId: event.id })).toBe(true);
    expect(await deleteEvent({ hostId: host.id, eventId: event.id })).toBe(false);
    expect(await getEvent({ hostId: host.id, eventId: event.id })).toBeNull();
    for (const table of ["registrations", "reminderConfigs", "invitations"] as const) {
      expect(await db().selectFrom(table).select("id").where("eventId", "=", event.id).execute(), table).toEqual([]);
    }
    const messages = await listOutboxMessages({ hostId: host.id });
    expect(
      messages
        .filter((m) => m.status === "cancelled")
        .map((m) => m.kind)
        .sort(),
    ).toEqual(["host_registrations", "invitation", "registration_confirmation"]);
    expect(messages.filter((m) => m.status === "pending").map((m) => [m.kind, m.eventId])).toEqual([
      ["host_registrations", kept.id],
      ["registration_confirmation", kept.id],
    ]);
    expect((await listRegistrations({ hostId: host.id })).map((r) => r.eventId)).toEqual([kept.id]);
  });

  it("finds public events only: not drafts, not private ones", async () => {
    const host = await createHost();
    const open = await createTestEvent(host.id, { maxAttendees: 2 });
    const draft = await createTestEvent(host.id, { status: "draft" });
    const hidden = await createTestEvent(host.id, { isPublic: false });
    await register(open.id);
    expect(await getPublicEvent({ eventId: open.id })).toMatchObject({ id: open.id, spotsLeft: 1, isFull: false, status: "scheduled" });
    expect(await getPublicEvent({ eventId: draft.id })).toBeNull();
    expect(await getPublicEvent({ eventId: hidden.id })).toBeNull();
    expect(await getPublicEvent({ eventId: 2_000_000_000 })).toBeNull();
    const publicKeys = Object.keys((await getPublicEvent({ eventId: open.id })) ?? {});
    expect(publicKeys).not.toContain("passcode");
  });

  it("counts the stat cards from the database", async () => {
    const host = await createHost();
    const a = await createTestEvent(host.id);
    const b = await createTestEvent(host.id);
    await setEventLive({ hostId: host.id, eventId: b.id, live: true });
    await register(a.id);
    await register(a.id);
    await register(b.id);
    await db()
      .insertInto("purchases")
      .values([
        {
          hostId: host.id,
          eventId: a.id,
          streamId: null,
          viewerId: null,
          registrationId: null,
          emailNormalized: "p@example.com",
          productName: "Course",
          amountCents: 19_700,
          source: "manual",
          externalId: null,
          purchasedAt: nowIso(),
        },
        {
          hostId: host.id,
          eventId: null,
          streamId: null,
          viewerId: null,
          registrationId: null,
          emailNormalized: "q@example.com",
          productName: "Call",
          amountCents: 300,
          source: "manual",
          externalId: null,
          purchasedAt: nowIso(),
        },
      ])
      .execute();
    await db()
      .insertInto("purchases")
      .values({
        hostId: host.id,
        emailNormalized: "r@example.com",
        productName: "Workshop",
        amountCents: 5_000,
        refundedCents: 2_000,
        status: "refunded",
        currency: "EUR",
        source: "manual",
        purchasedAt: nowIso(),
      })
      .execute();
    // Net of refunds and per currency: euros are never added to dollars.
    expect(await countEventStats({ hostId: host.id })).toEqual({
      totalEvents: 2,
      liveNow: 1,
      registrations: 3,
      revenue: [
        { currency: "EUR", cents: 3_000 },
        { currency: "USD", cents: 20_000 },
      ],
    });
  });
});

describe("reminders", () => {
  it("goes out at the start minus the timing; after-start timings come later", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { scheduledAt: "2030-06-10T14:00:00Z" });
    const defaults = await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id });
    expect(defaults).toHaveLength(16);
    const times = Object.fromEntries((defaults ?? []).filter((c) => c.type === "email").map((c) => [c.timing, c.scheduleTime]));
    expect(times).toEqual({
      "7d": "2030-06-03T14:00:00.000Z",
      "1d": "2030-06-09T14:00:00.000Z",
      "1h": "2030-06-10T13:00:00.000Z",
      "15m": "2030-06-10T13:45:00.000Z",
      "3m": "2030-06-10T13:57:00.000Z",
      "-5m": "2030-06-10T14:05:00.000Z",
      "-10m": "2030-06-10T14:10:00.000Z",
      "-15m": "2030-06-10T14:15:00.000Z",
    });
    const sms = defaults?.find((c) => c.type === "sms" && c.timing === "7d");
    expect(sms).toMatchObject({ subject: null, enabled: true, message: 'Your webinar "{title}" is one week away. Save the date!' });
    expect(reminderSendTime("2030-06-10T14:00:00.000Z", "-15m")).toBe("2030-06-10T14:15:00.000Z");
  });

  it("saves one reminder per event, type and timing", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { scheduledAt: "2030-06-10T14:00:00Z" });
    const input = (fields: Record<string, unknown>) => reminderConfigInputSchema.parse({ type: "email", timing: "1h", ...fields });
    const first = await saveReminderConfig({ hostId: host.id, eventId: event.id, input: input({ message: "Soon!", subject: "Hi" }) });
    expect(first).toMatchObject({
      created: true,
      config: { type: "email", timing: "1h", message: "Soon!", subject: "Hi", enabled: true, scheduleTime: "2030-06-10T13:00:00.000Z" },
    });
    const second = await saveReminderConfig({ hostId: host.id, eventId: event.id, input: input({ enabled: false }) });
    expect(second).toMatchObject({
      created: false,
      config: { id: first?.config.id, enabled: false, message: '"{title}" starts in 1 hour. Your personal link is ready.' },
    });
    expect(await listReminderConfigs({ hostId: host.id, eventId: event.id })).toHaveLength(1);
  });

  it("moves with the event and drops reminders queued for the old time", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { scheduledAt: "2030-06-10T14:00:00Z" });
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id, types: ["email"] });
    await db()
      .insertInto("outboxMessages")
      .values({
        hostId: host.id,
        kind: "reminder",
        toAddress: "a@example.com",
        bodyText: "x",
        eventId: event.id,
        sendAfter: nowIso(),
        createdAt: nowIso(),
      })
      .execute();
    await updateEvent({ hostId: host.id, eventId: event.id, input: { title: "Same time" } });
    expect((await listOutboxMessages({ hostId: host.id, kind: "reminder" }))[0]?.status).toBe("pending");

    await updateEvent({ hostId: host.id, eventId: event.id, input: { scheduledAt: "2030-06-12T16:30:00.000Z" } });
    const configs = await listReminderConfigs({ hostId: host.id, eventId: event.id });
    expect(configs?.find((c) => c.timing === "1d")?.scheduleTime).toBe("2030-06-11T16:30:00.000Z");
    expect(configs?.find((c) => c.timing === "-10m")?.scheduleTime).toBe("2030-06-12T16:40:00.000Z");
    expect((await listOutboxMessages({ hostId: host.id, kind: "reminder" }))[0]?.status).toBe("cancelled");
  });

  it("queues due reminders once per registrant: SMS only with consent, after-start ones only to no-shows", async () => {
    const host = await createHost();
    const start = new Date(Date.now() + 2 * DAY);
    const event = await createTestEvent(host.id, { title: "Growth Lab" }, start.toISOString());
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id });
    const texter = await register(event.id, { phone: "+15551234567", smsConsent: true, firstName: "Tex" });
    const mailer = await register(event.id, { firstName: "Mae" });
    if (texter.status !== "created" || mailer.status !== "created") throw new Error("registration failed");

    // A day before: the 7d reminders are long past their window (skipped), 1d is due.
    const dayBefore = new Date(start.getTime() - DAY + MINUTE);
    // Other test files' events share this database: look only at this host's reminders.
    await enqueueDueReminders({ origin: "https://showup.test", now: dayBefore });
    await enqueueDueReminders({ origin: "https://showup.test", now: dayBefore });
    const outcomes = await db()
      .selectFrom("reminderConfigs")
      .select(["type", "timing", "dispatchOutcome"])
      .where("eventId", "=", event.id)
      .where("dispatchOutcome", "is not", null)
      .orderBy("type")
      .orderBy("timing")
      .execute();
    expect(outcomes).toEqual([
      { type: "email", timing: "1d", dispatchOutcome: "queued" },
      { type: "email", timing: "7d", dispatchOutcome: "skipped" },
      { type: "sms", timing: "1d", dispatchOutcome: "queued" },
      { type: "sms", timing: "7d", dispatchOutcome: "skipped" },
    ]);
    const queued = await listOutboxMessages({ hostId: host.id, kind: "reminder" });
    expect(queued.map((m) => [m.channel, m.toAddress]).sort()).toEqual(
      [
        ["email", mailer.registration.email],
        ["email", texter.registration.email],
        ["sms", "+15551234567"],
      ].sort(),
    );
    const mail = queued.find((m) => m.toAddress === mailer.registration.email);
    expect(mail?.subject).toBe('Tomorrow: "Growth Lab"');
    expect(mail?.bodyText).toContain("Hi Mae");
    expect(mail?.bodyText).toContain(`https://showup.test/watch/${event.id}/${mailer.registration.accessToken}`);

    // Mae joins the stream; after the start only Tex (a no-show) hears from us.
    const [stream] = await db()
      .insertInto("streams")
      .values({ streamId: `s-${event.id}-x`, hostId: host.id, eventId: event.id, title: "S", createdAt: nowIso(), updatedAt: nowIso() })
      .returning("id")
      .execute();
    const [viewer] = await db()
      .insertInto("viewers")
      .values({
        streamId: stream?.id ?? 0,
        registrationId: mailer.registration.id,
        email: "m@example.com",
        emailNormalized: "m@example.com",
        firstName: "Mae",
        uniqueId: `u-${event.id}`,
        createdAt: nowIso(),
      })
      .returning("id")
      .execute();
    await db()
      .insertInto("viewerAttendance")
      .values({ viewerId: viewer?.id ?? 0, streamId: stream?.id ?? 0, joinedAt: nowIso() })
      .execute();
    const afterStart = new Date(start.getTime() + 5 * MINUTE + 1000);
    await enqueueDueReminders({ origin: "https://showup.test", now: afterStart });
    const noShow = (await listOutboxMessages({ hostId: host.id, kind: "reminder" })).filter((m) => m.payload.timing === "-5m");
    expect(noShow.map((m) => m.toAddress).sort()).toEqual(["+15551234567", texter.registration.email].sort());

    // Drafts send nothing.
    await updateEvent({ hostId: host.id, eventId: event.id, input: { status: "draft" } });
    const before = (await listOutboxMessages({ hostId: host.id, kind: "reminder" })).length;
    await enqueueDueReminders({ origin: "https://showup.test", now: new Date(start.getTime() + 10 * MINUTE + 1000) });
    expect(await listOutboxMessages({ hostId: host.id, kind: "reminder" })).toHaveLength(before);
  });
});

describe("registrations", () => {
  it("registers once per e-mail in any letter case and queues the personal link", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id);
    const email = uniqueEmail("Dana");
    const first = await register(event.id, { email, firstName: "Dana", lastName: "Doe" });
    expect(first.status).toBe("created");
    if (first.status !== "created") return;
    expect(first.registration).toMatchObject({ eventId: event.id, firstName: "Dana", lastName: "Doe", email, timezone: "America/New_York" });
    expect(first.registration.accessToken.length).toBeGreaterThanOrEqual(22); // 128+ bits of base64url

    const again = await register(event.id, { email: email.toUpperCase(), firstName: "Someone", lastName: "Else" });
    expect(again).toMatchObject({ status: "existing", registration: { id: first.registration.id, firstName: "Dana" } });
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.registrationCount).toBe(1);

    const confirmations = await listOutboxMessages({ hostId: host.id, kind: "registration_confirmation" });
    // A repeated registration within 15 minutes does not send the link again.
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ toAddress: email, registrationId: first.registration.id, status: "pending" });
    expect(confirmations[0]?.bodyText).toContain(`https://showup.test/watch/${event.id}/${first.registration.accessToken}`);
  });

  it("refuses unknown, draft and private events, and full ones", async () => {
    const host = await createHost();
    expect(await register(2_000_000_000)).toEqual({ status: "not_found" });
    expect(await register((await createTestEvent(host.id, { status: "draft" })).id)).toEqual({ status: "not_found" });
    expect(await register((await createTestEvent(host.id, { isPublic: false })).id)).toEqual({ status: "not_found" });
    const small = await createTestEvent(host.id, { maxAttendees: 1 });
    const seated = await register(small.id);
    expect((await register(small.id)).status).toBe("full");
    // The one who got the seat reads the same answer as anyone else (it must not tell who
    // registered); their link goes to them by e-mail (here after the 15-minute re-send pause).
    if (seated.status !== "created") throw new Error(seated.status);
    const { email } = seated.registration;
    const later = new Date(Date.now() + 16 * 60_000);
    const again = await registerForEvent({
      eventId: small.id,
      input: registrationInput({ email }),
      ip: uniqueIp(),
      origin: "https://showup.test",
      now: later,
    });
    expect(again).toEqual({ status: "full" });
    const links = await listOutboxMessages({ hostId: host.id, eventId: small.id, kind: "registration_confirmation" });
    expect(links.map((m) => [m.toAddress, m.registrationId])).toEqual([
      [email, seated.registration.id],
      [email, seated.registration.id],
    ]);
  });

  it("never seats more than the cap, even when registrations race", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { maxAttendees: 3 });
    const results = await Promise.all(Array.from({ length: 5 }, () => register(event.id)));
    expect(results.filter((r) => r.status === "created")).toHaveLength(3);
    expect(results.filter((r) => r.status === "full")).toHaveLength(2);
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.registrationCount).toBe(3);

    // The same e-mail racing itself gets one registration.
    const open = await createTestEvent(host.id);
    const email = uniqueEmail("twin");
    const twins = await Promise.all(Array.from({ length: 4 }, () => register(open.id, { email })));
    expect(new Set(twins.map((t) => (t.status === "created" || t.status === "existing" ? t.registration.id : 0))).size).toBe(1);
    expect(twins.filter((t) => t.status === "created")).toHaveLength(1);
  });

  it("accepts a matching invitation", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id);
    const email = uniqueEmail("guest");
    const invited = await createInvitation({ hostId: host.id, eventId: event.id, email, origin: "https://showup.test" });
    if (invited.status !== "created") throw new Error("invitation failed");
    const otherEvent = await createTestEvent(host.id);
    await register(otherEvent.id, { email, token: invited.invitation.token });
    await register(event.id, { email: uniqueEmail("not-guest"), token: invited.invitation.token });
    expect((await listInvitations({ hostId: host.id, eventId: event.id }))[0]?.acceptedAt).toBeNull();
    await register(event.id, { email: email.toUpperCase(), token: invited.invitation.token });
    expect((await listInvitations({ hostId: host.id, eventId: event.id }))[0]?.acceptedAt).toEqual(expect.any(String));
  });

  it("lists the host's registrations newest first with returning customers and lifetime value", async () => {
    const host = await createHost();
    const first = await createTestEvent(host.id, { title: "First" });
    const second = await createTestEvent(host.id, { title: "Second" });
    const loyal = uniqueEmail("loyal");
    await registerForEvent({
      eventId: first.id,
      input: registrationInput({ email: loyal, firstName: "lou", lastName: "loyal", jobTitle: "CEO" }),
      ip: uniqueIp(),
      now: new Date(Date.now() - 2 * DAY),
    });
    await registerForEvent({
      eventId: second.id,
      input: registrationInput({ email: loyal.toUpperCase(), firstName: "Lou", lastName: "Loyal" }),
      ip: uniqueIp(),
      now: new Date(Date.now() - DAY),
    });
    await registerForEvent({ eventId: second.id, input: registrationInput({ firstName: "Nia", lastName: "New", company: "Acme" }), ip: uniqueIp() });
    // Someone else's event with the same e-mail does not make Lou returning for this host.
    const stranger = await createHost();
    await register((await createTestEvent(stranger.id)).id, { email: loyal });
    await db()
      .insertInto("purchases")
      .values({
        hostId: host.id,
        eventId: first.id,
        streamId: null,
        viewerId: null,
        registrationId: null,
        emailNormalized: loyal.toLowerCase(),
        productName: "Course",
        amountCents: 49_900,
        source: "manual",
        externalId: null,
        purchasedAt: nowIso(),
      })
      .execute();

    const list = await listRegistrations({ hostId: host.id });
    expect(list.map((r) => [r.eventTitle, r.firstName, r.customerType, r.lifetimeValueCents, r.avatar])).toEqual([
      ["Second", "Nia", "new", 0, "NN"],
      ["Second", "Lou", "returning", 49_900, "LL"],
      ["First", "lou", "new", 49_900, "LL"],
    ]);
    expect((await listRegistrations({ hostId: host.id, eventId: first.id })).map((r) => r.jobTitle)).toEqual(["CEO"]);
    expect((await listRegistrations({ hostId: host.id, search: "acme" })).map((r) => r.firstName)).toEqual(["Nia"]);
    expect((await listRegistrations({ hostId: host.id, customerType: "returning" })).map((r) => r.firstName)).toEqual(["Lou"]);
  });

  it("limits registrations per address", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id);
    const ip = uniqueIp();
    for (let i = 0; i < registrationRateLimit().limit; i += 1) expect((await register(event.id, {}, ip)).status).toBe("created");
    const refused = await register(event.id, {}, ip);
    expect(refused.status).toBe("rate_limited");
    if (refused.status === "rate_limited") expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    expect((await register(event.id, {}, uniqueIp())).status).toBe("created");
  });
});

describe("invitations and the outbox", () => {
  it("stores a token and queues the e-mail with the registration link", async () => {
    const host = await createHost({ firstName: "Hana", lastName: "Host" });
    const event = await createTestEvent(host.id, { title: "Deep Dive" });
    const email = uniqueEmail("friend");
    const result = await createInvitation({ hostId: host.id, eventId: event.id, email, title: "VIP night", origin: "https://showup.test" });
    if (result.status !== "created") throw new Error("invitation failed");
    expect(result.invitation).toMatchObject({ eventId: event.id, email, title: "VIP night", acceptedAt: null, sentAt: null });
    expect(result.invitation.token.length).toBeGreaterThanOrEqual(22);
    const link = new URL(result.link);
    expect(link.pathname).toBe(`/event-registration/${event.id}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ invited: "true", email, title: "VIP night", token: result.invitation.token });

    const [message] = await listOutboxMessages({ hostId: host.id, kind: "invitation" });
    expect(message).toMatchObject({
      toAddress: email,
      invitationId: result.invitation.id,
      eventId: event.id,
      status: "pending",
      subject: "You're invited: VIP night",
    });
    expect(message?.bodyText).toContain(result.link);
    expect(message?.bodyText).toContain("Hana Host invites you");

    // Delivery: claimed once, then marked sent (which stamps the invitation).
    const claimed = (await claimDueOutboxMessages({ limit: 1000 })).filter((m) => m.id === message?.id);
    expect(claimed).toHaveLength(1);
    expect((await claimDueOutboxMessages({ limit: 1000 })).some((m) => m.id === message?.id)).toBe(false);
    await markOutboxMessageSent({ id: message?.id ?? 0 });
    expect((await listInvitations({ hostId: host.id }))[0]?.sentAt).toEqual(expect.any(String));
  });
});

describe("rate limits", () => {
  it("allows `limit` hits per window, then says when to retry, and slides", async () => {
    const key = uniqueIp();
    const t0 = new Date("2030-01-01T00:00:00Z");
    const take = (offsetMs: number) => takeRateLimit({ bucket: "test", key, limit: 3, windowMs: 60_000, now: new Date(t0.getTime() + offsetMs) });
    expect(await take(0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await take(10_000)).allowed).toBe(true);
    expect((await take(20_000)).allowed).toBe(true);
    expect(await take(30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await take(59_000)).allowed).toBe(false);
    expect((await take(61_000)).allowed).toBe(true); // the first hit has left the window
    expect(await take(62_000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect((await takeRateLimit({ bucket: "other", key, limit: 3, windowMs: 60_000, now: t0 })).allowed).toBe(true);
  });
});
