import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suppressEmail } from "~/models/email-suppression.server";
import { deleteEvent, updateEvent } from "~/models/event.server";
import { createInvitation } from "~/models/invitation.server";
import { claimDueOutboxMessages, enqueueOutboxMessage, listOutboxMessages, MAX_DELIVERY_ATTEMPTS, type OutboxMessage } from "~/models/outbox.server";
import { createDefaultReminderConfigs, listReminderConfigs, REMINDER_WINDOW_MINUTES, reminderSendTime } from "~/models/reminder.server";
import { REMINDER_TIMINGS } from "~/schemas/event";
import { runDelivery } from "~/services/delivery/delivery.server";
import { db } from "~/utils/db.server";
import { fileTransport, smtpTransport } from "~/services/delivery/mail/transport.server";
import { readUnsubscribeToken } from "~/services/delivery/mail/unsubscribe.server";
import { twilioSender } from "~/services/delivery/sms.server";
import { nowIso } from "~/utils/tokens.server";
import { createTestEvent, MINUTE, registerTestRegistrant } from "../support/events";
import { createHost, uniqueEmail } from "../support/factories";
import { startFakeSmsProvider, startSmtpServer, type ReceivedMail } from "../support/mail-servers";
import { withEmailProof } from "~/utils/link-proofs.server";
import { openPrivateDatabase } from "../support/private-database";
import { smtpDeliveryForTests } from "../support/smtp-delivery";

// This file's worker takes every due message, so it gets a database of its own.
await openPrivateDatabase();

const ORIGIN = "https://showup.test";
const START = new Date("2031-03-10T15:00:00.000Z");

let sms: Awaited<ReturnType<typeof startFakeSmsProvider>>;

beforeAll(async () => {
  sms = await startFakeSmsProvider({ refuse: (to) => (to === "+15550000000" ? 400 : null) });
});

afterAll(async () => {
  await sms.close();
});

const delivery = smtpDeliveryForTests(
  () => ({ sms: twilioSender({ accountSid: "AC123", authToken: "secret-token", from: "+15557654321", apiBase: sms.url }), origin: ORIGIN }),
  {
    rejectRecipient: (address) =>
      address.startsWith("busy-")
        ? { code: 451, message: "4.3.0 Mailbox busy, try later" }
        : address.startsWith("nobody-")
          ? { code: 550, message: "5.1.1 No such user" }
          : null,
  },
);

const register = (eventId: number, fields: Record<string, unknown> = {}) => registerTestRegistrant(eventId, fields, { origin: ORIGIN });

const mailsTo = (address: string) => delivery.smtp.received.filter((m) => m.to.includes(address));
const header = (mail: ReceivedMail, key: string) => mail.parsed.headers.find((h) => h.key === key)?.value;
/** The host's messages to registrants and guests (not the host's own digests). */
const messagesOf = async (hostId: number) => (await listOutboxMessages({ hostId })).filter((m) => !m.kind.startsWith("host_"));
const byId = async (hostId: number, id: number) => (await messagesOf(hostId)).find((m) => m.id === id) as OutboxMessage;
/** Queues the plainest message there is, a password reset to `toAddress`; its id. */
const enqueueReset = async (hostId: number, toAddress: string, { subject = "R", link = `${ORIGIN}/r` } = {}) =>
  (await enqueueOutboxMessage({ hostId, kind: "password_reset", toAddress, subject, bodyText: "x", payload: { link } })) ?? 0;

describe("registration confirmation", () => {
  it("arrives over SMTP with the time in the registrant's zone, the personal link, calendar links and a valid .ics", async () => {
    const host = await createHost({ firstName: "Grace", lastName: "Hopper" });
    await db()
      .insertInto("hostSettings")
      .values({
        userId: host.id,
        brandPrimary: "#7c3aed",
        brandAccent: "#f59e0b",
        postalAddress: "1 Harbor Way\nBoston, MA 02110",
        updatedAt: nowIso(),
      })
      .execute();
    const event = await createTestEvent(
      host.id,
      { title: "Scaling Calm", description: "How to grow; without chaos, really.", durationMinutes: 90 },
      START.toISOString(),
    );
    const email = uniqueEmail("ada");
    const registration = await register(event.id, { email, firstName: "Ada", timezone: "Asia/Tokyo" });

    const report = await runDelivery(delivery.deps, { now: new Date() });
    expect(report.sent).toBe(1);
    await delivery.smtp.waitForCount(1);
    const [mail] = mailsTo(email);
    if (!mail) throw new Error("no confirmation arrived");

    // The personal link with its proof that it came by e-mail (opening it confirms the address).
    const link = withEmailProof(`${ORIGIN}/watch/${event.id}/${registration.accessToken}`, registration.accessToken);
    expect(link).toMatch(/\?confirm=[A-Za-z0-9_-]{24}$/);
    expect(mail.parsed.subject).toBe("You're registered: Scaling Calm");
    expect(mail.parsed.from).toMatchObject({ name: "Grace Hopper via ShowUp", address: "no-reply@showup.test" });
    expect(mail.parsed.replyTo?.[0]?.address).toBe(host.email);
    // 15:00 UTC is midnight the next day in Tokyo.
    expect(mail.parsed.text).toContain("When: Tuesday, March 11, 2031 at 12:00 AM GMT+9");
    expect(mail.parsed.text).toContain(`Join the event: ${link}`);
    expect(mail.parsed.text).toContain("1 Harbor Way\nBoston, MA 02110");
    expect(mail.parsed.html).toContain("#7c3aed");
    expect(mail.parsed.html).toContain(`href="${link}"`);
    expect(mail.parsed.html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(mail.parsed.html).toContain("https://outlook.live.com/calendar/0/deeplink/compose?");

    const unsubscribe = header(mail, "list-unsubscribe") ?? "";
    const token = /<https:\/\/showup\.test\/unsubscribe\/([^>]+)>/.exec(unsubscribe)?.[1] ?? "";
    expect(readUnsubscribeToken(token)).toEqual({ hostId: host.id, email });
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const ics = mail.parsed.attachments.find((a) => a.filename === "invite.ics");
    expect(ics?.mimeType).toBe("text/calendar");
    const content = typeof ics?.content === "string" ? ics.content : new TextDecoder().decode(ics?.content);
    const calendar = new ICAL.Component(ICAL.parse(content));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(vevent.summary).toBe("Scaling Calm");
    expect(vevent.startDate.toJSDate().toISOString()).toBe(START.toISOString());
    expect(vevent.endDate.toJSDate().toISOString()).toBe(new Date(START.getTime() + 90 * MINUTE).toISOString());
    expect(vevent.description).toBe(`How to grow; without chaos, really.\n\nJoin: ${link}`);
    expect(vevent.location).toBe(link);
    expect(vevent.uid).toBe(`event-${event.id}-registration-${registration.id}@showup.test`);

    const [row] = await messagesOf(host.id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.providerMessageId).toBe(mail.parsed.messageId);
  });

  it("cannot be used to inject headers through names or titles", async () => {
    const host = await createHost({ firstName: "Eve\r\nBcc: victim@example.com", lastName: "X" });
    const event = await createTestEvent(host.id, { title: "Launch" }, START.toISOString());
    await db().updateTable("events").set({ title: "Launch\r\nBcc: victim@example.com" }).where("id", "=", event.id).execute();
    const email = uniqueEmail("target");
    await register(event.id, { email, firstName: "Tom" });
    await runDelivery(delivery.deps, { now: new Date() });
    await delivery.smtp.waitForCount(delivery.smtp.received.length);
    const [mail] = mailsTo(email);
    expect(mail?.to).toEqual([email]);
    expect(mail?.parsed.bcc).toBeUndefined();
    const headerBlock = mail?.raw.split("\r\n\r\n")[0] ?? "";
    expect(headerBlock).toContain("Subject:");
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(mail?.parsed.subject).toBe("You're registered: Launch Bcc: victim@example.com");
    expect(delivery.smtp.received.some((m) => m.to.includes("victim@example.com"))).toBe(false);
  });
});

describe("without SMTP", () => {
  it("writes each message as an .eml file a mail app can open", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const files = { ...delivery.deps, mail: fileTransport(folder) };
    const host = await createHost({ firstName: "Nora", lastName: "Files" });
    const event = await createTestEvent(host.id, { title: "Offline Mail" }, START.toISOString());
    const email = uniqueEmail("eml");
    await register(event.id, { email, firstName: "Eli" });
    expect((await runDelivery(files, { now: new Date() })).sent).toBe(1);
    const [row] = await messagesOf(host.id);
    const names = fs.readdirSync(path.join(folder, "outbox"));
    expect(names).toEqual([`${String(row?.id).padStart(6, "0")}-registration_confirmation.eml`]);
    const parsed = await PostalMime.parse(fs.readFileSync(path.join(folder, "outbox", names[0] ?? "")));
    expect(parsed.to?.[0]?.address).toBe(email);
    expect(parsed.subject).toBe("You're registered: Offline Mail");
    expect(parsed.attachments.map((a) => a.filename)).toEqual(["invite.ics"]);
    expect(row?.status).toBe("sent");
  });
});

describe("invitation", () => {
  it("carries the invitation link with its token and marks the invitation sent", async () => {
    const host = await createHost({ firstName: "Ida", lastName: "Wells" });
    const event = await createTestEvent(host.id, { title: "Pricing Clinic" }, START.toISOString());
    const email = uniqueEmail("guest");
    const created = await createInvitation({ hostId: host.id, eventId: event.id, email, title: "Pricing Clinic (VIP)", origin: ORIGIN });
    if (created.status !== "created") throw new Error(created.status);
    await runDelivery(delivery.deps, { now: new Date() });
    await delivery.smtp.waitForCount(delivery.smtp.received.length);
    const [mail] = mailsTo(email);
    expect(mail?.parsed.subject).toBe("You're invited: Pricing Clinic (VIP)");
    expect(mail?.parsed.text).toContain(`Save my seat: ${created.link}`);
    expect(created.link).toContain(`token=${created.invitation.token}`);
    const invitation = await db().selectFrom("invitations").select("sentAt").where("id", "=", created.invitation.id).executeTakeFirstOrThrow();
    expect(invitation.sentAt).not.toBeNull();
  });
});

describe("reminders", () => {
  /** A host's event at START with the default e-mail reminders and one registrant (registered on 1 January, confirmation sent). */
  const registeredForEmailReminders = async (title: string, emailPrefix: string) => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title }, START.toISOString());
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id, types: ["email"] });
    const email = uniqueEmail(emailPrefix);
    await register(event.id, { email });
    await db().updateTable("registrations").set({ registeredAt: "2031-01-01T00:00:00.000Z" }).where("eventId", "=", event.id).execute();
    await runDelivery(delivery.deps, { now: new Date() });
    return { host, event, email };
  };

  it("go out at every timing, once, e-mail to all, SMS to consenting phones, after-start only to no-shows", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Growth Lab" }, START.toISOString());
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id });
    // Registered two weeks ahead, so every reminder applies to them.
    const registeredAt = new Date(START.getTime() - 14 * 24 * 60 * MINUTE).toISOString();
    const texter = await register(event.id, { email: uniqueEmail("tex"), firstName: "Tex", phone: "+15551234567", smsConsent: true });
    const silent = await register(event.id, { email: uniqueEmail("sil"), firstName: "Sil", phone: "+15559876543", smsConsent: false });
    const joiner = await register(event.id, { email: uniqueEmail("joy"), firstName: "Joy" });
    await db().updateTable("registrations").set({ registeredAt }).where("eventId", "=", event.id).execute();
    // Confirmations are not what this test counts.
    await runDelivery(delivery.deps, { now: new Date() });

    const stream = await db()
      .insertInto("streams")
      .values({ streamId: `s-${event.id}`, hostId: host.id, eventId: event.id, title: "S", createdAt: nowIso(), updatedAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const viewer = await db()
      .insertInto("viewers")
      .values({
        streamId: stream.id,
        registrationId: joiner.id,
        email: joiner.email,
        emailNormalized: joiner.email,
        firstName: "Joy",
        uniqueId: `u-${event.id}`,
        createdAt: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    for (const { timing } of REMINDER_TIMINGS) {
      const due = new Date(reminderSendTime(START.toISOString(), timing));
      const before = await runDelivery(delivery.deps, { now: new Date(due.getTime() - 1000) });
      expect(before.queuedReminders, `${timing} not before its time`).toBe(0);
      if (timing === "-5m")
        await db().insertInto("viewerAttendance").values({ viewerId: viewer.id, streamId: stream.id, joinedAt: START.toISOString() }).execute();
      const report = await runDelivery(delivery.deps, { now: new Date(due.getTime() + 30_000) });
      const afterStart = timing.startsWith("-");
      // E-mail: three registrants (two after the start, Joy joined); SMS: Tex only.
      expect(report.sent, timing).toBe(afterStart ? 3 : 4);
      expect((await runDelivery(delivery.deps, { now: new Date(due.getTime() + 60_000) })).sent, `${timing} once`).toBe(0);
    }

    const reminders = (await messagesOf(host.id)).filter((m) => m.kind === "reminder");
    expect(reminders.every((m) => m.status === "sent")).toBe(true);
    expect(reminders.filter((m) => m.toAddress === joiner.email)).toHaveLength(5);
    expect(reminders.filter((m) => m.toAddress === texter.email)).toHaveLength(8);
    expect(reminders.filter((m) => m.toAddress === silent.email)).toHaveLength(8);
    expect(sms.received.map((t) => t.to).every((to) => to === "+15551234567")).toBe(true);
    expect(sms.received.filter((t) => t.body.includes(`/watch/${event.id}/${texter.accessToken}`))).toHaveLength(8);
    expect(sms.received[0]).toMatchObject({
      accountSid: "AC123",
      from: "+15557654321",
      authorization: `Basic ${Buffer.from("AC123:secret-token").toString("base64")}`,
    });

    const dayBefore = mailsTo(texter.email).find((m) => m.parsed.subject === 'Tomorrow: "Growth Lab"');
    expect(dayBefore?.parsed.text).toContain("Hi Tex,");
    expect(dayBefore?.parsed.html).toContain(`${ORIGIN}/watch/${event.id}/${texter.accessToken}`);
    const configs = await listReminderConfigs({ hostId: host.id, eventId: event.id });
    expect(configs?.length).toBe(16);
  });

  it("skips a reminder found after its window (the app was down), and sends one still within it", async () => {
    const { event, email } = await registeredForEmailReminders("Downtime", "late");

    // Back up 10 minutes after the 1h reminder was due (window 20 min): it still goes out. The
    // 7d and 1d ones were due long before: skipped.
    const oneHour = new Date(reminderSendTime(START.toISOString(), "1h"));
    const report = await runDelivery(delivery.deps, { now: new Date(oneHour.getTime() + 10 * MINUTE) });
    expect(report).toMatchObject({ queuedReminders: 1, skippedReminders: 2, sent: 1 });
    // Back up again 8 minutes after the 15m one (window 7): skipped.
    const fifteen = new Date(reminderSendTime(START.toISOString(), "15m"));
    expect(await runDelivery(delivery.deps, { now: new Date(fifteen.getTime() + (REMINDER_WINDOW_MINUTES["15m"] + 1) * MINUTE) })).toMatchObject({
      skippedReminders: 1,
      sent: 0,
    });
    const configs = await db().selectFrom("reminderConfigs").select(["timing", "dispatchOutcome"]).where("eventId", "=", event.id).execute();
    const outcome = Object.fromEntries(configs.map((c) => [c.timing, c.dispatchOutcome]));
    expect(outcome).toMatchObject({ "7d": "skipped", "1d": "skipped", "1h": "queued", "15m": "skipped", "3m": null });
    expect(mailsTo(email).map((m) => m.parsed.subject)).toEqual(["You're registered: Downtime", 'Starting in 1 hour: "Downtime"']);
  });

  it("a queued reminder that waited past its window is marked skipped, not sent", async () => {
    const host = await createHost();
    const email = uniqueEmail("stale");
    const id = await enqueueOutboxMessage({
      hostId: host.id,
      kind: "reminder",
      toAddress: email,
      subject: "Starting now",
      bodyText: "x",
      sendAfter: new Date("2031-01-01T10:00:00Z"),
      expiresAt: new Date("2031-01-01T10:03:00Z"),
    });
    await runDelivery(delivery.deps, { now: new Date("2031-01-01T10:05:00Z") });
    expect(await byId(host.id, id ?? 0)).toMatchObject({ status: "skipped", lastError: expect.stringContaining("moment had passed") });
    expect(mailsTo(email)).toEqual([]);
  });

  it("rescheduling moves pending reminders to the new time; deleting the event cancels them", async () => {
    const { host, event } = await registeredForEmailReminders("Moving", "mover");

    const oneDay = new Date(reminderSendTime(START.toISOString(), "1d"));
    // Queued but not yet sent (e.g. the send cap held it back), then the host moves the event a week.
    await db().updateTable("reminderConfigs").set({ enabled: 0 }).where("eventId", "=", event.id).where("timing", "!=", "1d").execute();
    const { enqueueDueReminders } = await import("~/models/reminder.server");
    expect((await enqueueDueReminders({ origin: ORIGIN, now: new Date(oneDay.getTime() + MINUTE) })).queued).toBe(1);
    const later = new Date(START.getTime() + 7 * 24 * 60 * MINUTE);
    await updateEvent({ hostId: host.id, eventId: event.id, input: { scheduledAt: later.toISOString() } });
    expect((await messagesOf(host.id)).find((m) => m.kind === "reminder")?.status).toBe("cancelled");
    expect((await runDelivery(delivery.deps, { now: new Date(oneDay.getTime() + 2 * MINUTE) })).sent).toBe(0);

    // At the new time the 1d reminder goes out once.
    const newDay = new Date(reminderSendTime(later.toISOString(), "1d"));
    expect((await runDelivery(delivery.deps, { now: new Date(newDay.getTime() + MINUTE) })).sent).toBe(1);

    // Deleting the event cancels what is still pending.
    await db().updateTable("reminderConfigs").set({ enabled: 1 }).where("eventId", "=", event.id).execute();
    expect((await enqueueDueReminders({ origin: ORIGIN, now: new Date(reminderSendTime(later.toISOString(), "1h")) })).queued).toBe(1);
    const pending = (await messagesOf(host.id)).filter((m) => m.status === "pending");
    expect(pending).toHaveLength(1);
    await deleteEvent({ hostId: host.id, eventId: event.id });
    expect((await byId(host.id, pending[0]?.id ?? 0)).status).toBe("cancelled");
  });
});

describe("failures", () => {
  it("retries a temporary SMTP refusal with growing delays, then records the failure; nothing is lost", async () => {
    const host = await createHost();
    const email = uniqueEmail("busy");
    const id = await enqueueReset(host.id, email, { subject: "Reset", link: `${ORIGIN}/reset-password/t` });
    let now = new Date();
    const seen: string[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      const report = await runDelivery(delivery.deps, { now });
      const row = await byId(host.id, id);
      seen.push(`${report.retrying}/${report.failed}:${row.status}:${row.attempts}`);
      expect(row.lastError).toContain("Mailbox busy");
      // Not tried again before its delay.
      expect((await runDelivery(delivery.deps, { now: new Date(now.getTime() + 1000) })).retrying + (await byId(host.id, id)).attempts).toBe(attempt);
      now = new Date(row.sendAfter);
    }
    expect(seen).toEqual(["1/0:pending:1", "1/0:pending:2", "1/0:pending:3", "1/0:pending:4", "0/1:failed:5"]);
    expect((await byId(host.id, id)).status).toBe("failed");
    expect(mailsTo(email)).toEqual([]);
  });

  it("sends after a temporary failure once the server accepts again", async () => {
    let refuse = true;
    const flaky = await startSmtpServer({ rejectRecipient: () => (refuse ? { code: 421, message: "4.7.0 Try again later" } : null) });
    const flakyDeps = { ...delivery.deps, mail: smtpTransport(flaky.url) };
    const host = await createHost();
    const email = uniqueEmail("flaky");
    const id = await enqueueReset(host.id, email, { subject: "Reset" });
    const first = await runDelivery(flakyDeps, { now: new Date() });
    expect(first.retrying).toBe(1);
    refuse = false;
    const retryAt = new Date((await byId(host.id, id)).sendAfter);
    expect((await runDelivery(flakyDeps, { now: retryAt })).sent).toBe(1);
    expect(await byId(host.id, id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(flaky.received.map((m) => m.to)).toEqual([[email]]);
    flakyDeps.mail.close();
    await flaky.close();
  });

  it("a hard bounce is recorded once and the address is never mailed again, by any host", async () => {
    const host = await createHost();
    const other = await createHost();
    const email = uniqueEmail("nobody");
    const first = await enqueueReset(host.id, email);
    expect((await runDelivery(delivery.deps, { now: new Date() })).failed).toBe(1);
    expect(await byId(host.id, first)).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("No such user") });
    const event = await createTestEvent(other.id, {}, START.toISOString());
    await register(event.id, { email });
    expect((await runDelivery(delivery.deps, { now: new Date() })).skipped).toBe(1);
    expect((await messagesOf(other.id))[0]).toMatchObject({ status: "skipped", lastError: expect.stringContaining("bounced") });
  });

  it("an unsubscribed address gets none of that host's mail, but other hosts still reach it", async () => {
    const host = await createHost();
    const other = await createHost();
    const email = uniqueEmail("unsub");
    await suppressEmail({ hostId: host.id, email: email.toUpperCase(), reason: "unsubscribed" });
    await register((await createTestEvent(host.id, {}, START.toISOString())).id, { email });
    await register((await createTestEvent(other.id, {}, START.toISOString())).id, { email });
    const report = await runDelivery(delivery.deps, { now: new Date() });
    expect(report).toMatchObject({ sent: 1, skipped: 1 });
    expect((await messagesOf(host.id))[0]).toMatchObject({ status: "skipped", lastError: "The address unsubscribed from this host's e-mails." });
    expect((await messagesOf(other.id))[0]?.status).toBe("sent");

    // The personal link the person asks for again still reaches them.
    const [registration] = await db()
      .selectFrom("registrations")
      .innerJoin("events", "events.id", "registrations.eventId")
      .select(["registrations.id", "registrations.eventId"])
      .where("events.hostId", "=", host.id)
      .execute();
    await enqueueOutboxMessage({
      hostId: host.id,
      kind: "personal_link",
      toAddress: email,
      subject: "Your link",
      bodyText: "x",
      payload: { link: `${ORIGIN}/watch/1/t` },
      eventId: registration?.eventId,
      registrationId: registration?.id,
    });
    expect((await runDelivery(delivery.deps, { now: new Date() })).sent).toBe(1);
    expect(mailsTo(email).map((m) => m.parsed.subject)).toContain("Your link");
  });

  it("an SMS to a number the provider refuses fails at once; one without a country code is never sent", async () => {
    const host = await createHost();
    const refused = await enqueueOutboxMessage({ hostId: host.id, kind: "reminder", channel: "sms", toAddress: "+15550000000", bodyText: "Soon" });
    const local = await enqueueOutboxMessage({ hostId: host.id, kind: "reminder", channel: "sms", toAddress: "5551234567", bodyText: "Soon" });
    const before = sms.received.length;
    expect((await runDelivery(delivery.deps, { now: new Date() })).failed).toBe(2);
    expect(await byId(host.id, refused ?? 0)).toMatchObject({ status: "failed", lastError: expect.stringContaining("is not valid") });
    expect(await byId(host.id, local ?? 0)).toMatchObject({ status: "failed", lastError: expect.stringContaining("E.164") });
    expect(sms.received.length).toBe(before);
  });
});

describe("notices to the host", () => {
  const hostMail = (to: string, subject: string) => delivery.smtp.received.filter((m) => m.to.includes(to) && m.parsed.subject === subject);

  it("a quarter hour's new registrations arrive as one e-mail after the quarter, unless the host turned it off", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Digest Day" }, START.toISOString());
    await register(event.id, { firstName: "Ann", lastName: "One", email: uniqueEmail("ann") });
    await register(event.id, { firstName: "Bo", lastName: "Two", email: uniqueEmail("bo") });
    const [digest, ...others] = (await listOutboxMessages({ hostId: host.id })).filter((m) => m.kind === "host_registrations");
    expect(others).toEqual([]);
    const due = new Date(digest?.sendAfter ?? 0);
    expect(due.getTime() % (15 * MINUTE)).toBe(0);
    await runDelivery(delivery.deps, { now: new Date(due.getTime() - 1000) });
    expect(hostMail(host.email, "New registrations for Digest Day")).toEqual([]);
    await runDelivery(delivery.deps, { now: due });
    const [mail] = hostMail(host.email, "New registrations for Digest Day");
    expect(mail?.parsed.text).toContain("2 new registrations for Digest Day");
    expect(mail?.parsed.text).toMatch(/Ann One <ann-[0-9a-f]+@example\.com>\nBo Two <bo-/);
    expect(mail?.parsed.text).toContain(`Open the event dashboard: ${ORIGIN}/events/${event.id}`);

    const quiet = await createHost();
    await db().insertInto("hostSettings").values({ userId: quiet.id, notifyRegistrations: 0, updatedAt: nowIso() }).execute();
    await register((await createTestEvent(quiet.id, {}, START.toISOString())).id, { email: uniqueEmail("q") });
    expect((await listOutboxMessages({ hostId: quiet.id })).map((m) => m.kind)).toEqual(["registration_confirmation"]);
  });

  it("messages given up on in an hour are reported to the host once, with the reasons", async () => {
    const host = await createHost();
    await db().insertInto("hostSettings").values({ userId: host.id, notifyRegistrations: 0, updatedAt: nowIso() }).execute();
    const event = await createTestEvent(host.id, { title: "Bouncy" }, START.toISOString());
    const first = uniqueEmail("nobody");
    const second = uniqueEmail("nobody");
    await register(event.id, { email: first });
    await register(event.id, { email: second });
    const now = new Date();
    expect((await runDelivery(delivery.deps, { now })).failed).toBe(2);
    const digests = (await listOutboxMessages({ hostId: host.id })).filter((m) => m.kind === "host_delivery_failures");
    expect(digests).toHaveLength(1);
    await runDelivery(delivery.deps, { now: new Date(digests[0]?.sendAfter ?? 0) });
    const [mail] = hostMail(host.email, "Some of your messages could not be delivered");
    expect(mail?.parsed.text).toContain("2 messages could not be delivered");
    expect(mail?.parsed.text).toContain(`Registration confirmation to ${first} for Bouncy: 550 5.1.1 No such user`);
    expect(mail?.parsed.text).toContain(`Registration confirmation to ${second} for Bouncy`);
  });
});

describe("the worker's claims", () => {
  it("caps what one host sends a minute; the rest wait without losing an attempt", async () => {
    const host = await createHost();
    const capped = { ...delivery.deps, ratePerMinute: 3 };
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await enqueueReset(host.id, uniqueEmail(`cap${i}`)));
    }
    const now = new Date();
    expect(await runDelivery(capped, { now })).toMatchObject({ sent: 3, deferred: 2 });
    const waiting = (await messagesOf(host.id)).filter((m) => m.status === "pending");
    expect(waiting.map((m) => m.attempts)).toEqual([0, 0]);
    expect((await runDelivery(capped, { now: new Date(now.getTime() + 30_000) })).sent).toBe(0);
    expect((await runDelivery(capped, { now: new Date(now.getTime() + 61_000) })).sent).toBe(2);
  });

  it("gives back a message whose worker died mid-send after the lease, and never hands one out twice", async () => {
    const host = await createHost();
    const email = uniqueEmail("crash");
    const id = await enqueueReset(host.id, email);
    const now = new Date();
    const [claimed] = await claimDueOutboxMessages({ now });
    expect(claimed?.id).toBe(id);
    expect(await claimDueOutboxMessages({ now })).toEqual([]);
    expect((await runDelivery(delivery.deps, { now: new Date(now.getTime() + 5 * MINUTE) })).sent).toBe(0);
    expect((await runDelivery(delivery.deps, { now: new Date(now.getTime() + 11 * MINUTE) })).sent).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });
});
