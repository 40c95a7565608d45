import { describe, expect, it } from "vitest";
import type { OutboxKind, OutboxStatus, ReminderTiming, ReminderType } from "../../db/schema/product";
import { getDeliveryReport } from "~/models/delivery-report.server";
import { createDefaultReminderConfigs } from "~/models/reminder.server";
import { db } from "~/utils/db.server";
import { createTestEvent, DAY, MINUTE } from "../support/events";
import { createHost } from "../support/factories";
import { loadDashboard, loadDashboardOk } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";

interface DeliveryView {
  label: string;
  detail: string | null;
  lastError: { label: string; retrying: boolean; text: string; short: string | null } | null;
}
interface Dashboard {
  overview: {
    setupNotice: string | null;
    reminders: { timing: string; channel: string; enabled: boolean; delivery: DeliveryView }[];
    otherMessages: { label: string; counts: string; lastError: DeliveryView["lastError"] }[];
  } | null;
}

const LONG_ERROR = `421 4.7.0 Try again later, closing connection. ${"The receiving server is rate limiting this sender. ".repeat(4)}`.trim();

/** An event with its default reminders; `reminder(type, timing)` finds one of them. */
async function eventWithReminders(hostId: number) {
  const event = await createTestEvent(hostId, { title: "Delivery Check" });
  const configs = (await createDefaultReminderConfigs({ hostId, eventId: event.id })) ?? [];
  const reminder = (type: ReminderType, timing: ReminderTiming) => {
    const config = configs.find((c) => c.type === type && c.timing === timing);
    if (!config?.scheduleTime) throw new Error(`no ${type} ${timing} reminder`);
    return { id: config.id, scheduleTime: config.scheduleTime };
  };
  return { event, reminder };
}

/** What the delivery worker records once it has expanded (or skipped) a reminder for a time. */
async function markDispatched(id: number, dispatchedFor: string, outcome: "queued" | "skipped") {
  await db().updateTable("reminderConfigs").set({ dispatchedFor, dispatchOutcome: outcome }).where("id", "=", id).execute();
}

let sequence = 0;
async function message(fields: {
  hostId: number;
  eventId: number;
  kind: OutboxKind;
  status: OutboxStatus;
  sendAfter: string;
  reminderConfigId?: number;
  attempts?: number;
  lastError?: string;
}) {
  sequence += 1;
  await db()
    .insertInto("outboxMessages")
    .values({
      hostId: fields.hostId,
      eventId: fields.eventId,
      kind: fields.kind,
      status: fields.status,
      sendAfter: fields.sendAfter,
      reminderConfigId: fields.reminderConfigId ?? null,
      attempts: fields.attempts ?? (fields.status === "pending" ? 0 : 1),
      lastError: fields.lastError ?? null,
      toAddress: `reg-${sequence}@example.com`,
      bodyText: "Hello",
      createdAt: fields.sendAfter,
    })
    .execute();
}

const after = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

/** Seeds one reminder in every delivery state, plus confirmations and invitations. */
async function seed(hostId: number) {
  const { event, reminder } = await eventWithReminders(hostId);
  const send = (kind: OutboxKind, status: OutboxStatus, at: string, extra: Partial<Parameters<typeof message>[0]> = {}) =>
    message({ hostId, eventId: event.id, kind, status, sendAfter: at, ...extra });

  // Sent: three delivered, one given up on, one skipped (unsubscribed); plus one from before the
  // event moved, which went out for an earlier time and is not counted.
  const week = reminder("email", "7d");
  await markDispatched(week.id, week.scheduleTime, "queued");
  for (let i = 0; i < 3; i += 1) await send("reminder", "sent", week.scheduleTime, { reminderConfigId: week.id });
  await send("reminder", "failed", week.scheduleTime, { reminderConfigId: week.id, attempts: 5, lastError: "550 5.1.1 Mailbox does not exist" });
  await send("reminder", "skipped", week.scheduleTime, { reminderConfigId: week.id, lastError: "unsubscribed" });
  await send("reminder", "sent", after(week.scheduleTime, -3 * DAY), { reminderConfigId: week.id });

  // Sending: one delivered, one being sent, one waiting to be retried (newest error wins).
  const day = reminder("email", "1d");
  await markDispatched(day.id, day.scheduleTime, "queued");
  await send("reminder", "sent", day.scheduleTime, { reminderConfigId: day.id });
  await send("reminder", "failed", day.scheduleTime, { reminderConfigId: day.id, attempts: 5, lastError: "an older error" });
  await send("reminder", "sending", day.scheduleTime, { reminderConfigId: day.id });
  await send("reminder", "pending", after(day.scheduleTime, 4 * MINUTE), { reminderConfigId: day.id, attempts: 2, lastError: LONG_ERROR });

  // Skipped: the app was down past its window.
  const hour = reminder("email", "1h");
  await markDispatched(hour.id, hour.scheduleTime, "skipped");

  // Off: disabled before its time.
  const threeMinutes = reminder("email", "3m");
  await db().updateTable("reminderConfigs").set({ enabled: 0 }).where("id", "=", threeMinutes.id).execute();

  // Sent to nobody: no registrant gave a phone number.
  const smsWeek = reminder("sms", "7d");
  await markDispatched(smsWeek.id, smsWeek.scheduleTime, "queued");

  // Went out for an earlier start; the event moved, so it is due again (its old messages are not counted).
  const smsDay = reminder("sms", "1d");
  const earlier = after(smsDay.scheduleTime, -2 * DAY);
  await markDispatched(smsDay.id, earlier, "queued");
  await send("reminder", "failed", earlier, { reminderConfigId: smsDay.id, lastError: "old SMS failure" });

  const now = new Date().toISOString();
  await send("registration_confirmation", "sent", now);
  await send("registration_confirmation", "sent", now);
  await send("registration_confirmation", "pending", now);
  await send("registration_confirmation", "failed", now, { attempts: 5, lastError: "554 Relay access denied" });
  await send("registration_confirmation", "cancelled", now);
  await send("invitation", "skipped", now, { lastError: "bounced" });

  // The same host's other event and another kind of message do not count.
  const other = await createTestEvent(hostId, { title: "Another Event" });
  await message({ hostId, eventId: other.id, kind: "registration_confirmation", status: "failed", sendAfter: now, lastError: "other event" });
  await message({ hostId, eventId: event.id, kind: "password_reset", status: "sent", sendAfter: now });

  return { event, reminder };
}

const counts = (partial: Partial<Record<OutboxStatus, number>>) => ({
  pending: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  cancelled: 0,
  skipped: 0,
  ...partial,
});

describe("delivery report", () => {
  it("reports each reminder's delivery for its current time, and the event's other messages", async () => {
    const host = await createHost();
    const { event, reminder } = await seed(host.id);
    const report = await getDeliveryReport({ hostId: host.id, eventId: event.id });
    if (!report) throw new Error("expected a report");
    const of = (type: ReminderType, timing: ReminderTiming) => report.reminders.find((r) => r.reminderConfigId === reminder(type, timing).id);

    expect(of("email", "7d")).toEqual({
      reminderConfigId: reminder("email", "7d").id,
      type: "email",
      timing: "7d",
      enabled: true,
      scheduleTime: reminder("email", "7d").scheduleTime,
      state: "sent",
      counts: counts({ sent: 3, failed: 1, skipped: 1 }),
      lastError: { text: "550 5.1.1 Mailbox does not exist", retrying: false },
    });
    expect(of("email", "1d")).toMatchObject({
      state: "sending",
      counts: counts({ sent: 1, failed: 1, sending: 1, pending: 1 }),
      lastError: { text: LONG_ERROR, retrying: true },
    });
    expect(of("email", "1h")).toMatchObject({ state: "skipped", counts: counts({}), lastError: null });
    expect(of("email", "15m")).toMatchObject({ state: "scheduled", lastError: null });
    expect(of("email", "3m")).toMatchObject({ state: "off" });
    expect(of("sms", "7d")).toMatchObject({ state: "sent", counts: counts({}) });
    expect(of("sms", "1d")).toMatchObject({ state: "scheduled", counts: counts({}), lastError: null });
    expect(report.reminders).toHaveLength(16);

    expect(report.other).toEqual([
      {
        kind: "registration_confirmation",
        counts: counts({ sent: 2, pending: 1, failed: 1, cancelled: 1 }),
        lastError: { text: "554 Relay access denied", retrying: false },
      },
      { kind: "invitation", counts: counts({ skipped: 1 }), lastError: null },
    ]);

    // Once its time has passed without it going out, an enabled reminder is overdue.
    const later = await getDeliveryReport({ hostId: host.id, eventId: event.id, now: new Date(Date.now() + 30 * DAY) });
    expect(later?.reminders.find((r) => r.reminderConfigId === reminder("email", "15m").id)?.state).toBe("overdue");
    expect(later?.reminders.find((r) => r.reminderConfigId === reminder("email", "3m").id)?.state).toBe("off");
  });

  it("is only for the event's host", async () => {
    const owner = await createHost();
    const { event } = await seed(owner.id);
    const stranger = await createHost();
    expect(await getDeliveryReport({ hostId: stranger.id, eventId: event.id })).toBeNull();
    expect(await getDeliveryReport({ hostId: owner.id, eventId: 2_000_000_000 })).toBeNull();
  });

  it("shows the host each reminder's state, counts and last error on the event dashboard", async () => {
    const { host, cookie } = await signedInHost();
    const { event } = await seed(host.id);
    const page = await loadDashboardOk<Dashboard>(cookie, event.id);
    const overview = page.overview;
    if (!overview) throw new Error("expected the overview");
    // The tests run without SMTP_URL or an SMS provider.
    expect(overview.setupNotice).toBe(
      "E-mail and SMS are not set up on this server: e-mails are saved as files and texts are only logged, so nothing reaches your registrants.",
    );
    const row = (channel: string, timing: string) => overview.reminders.find((r) => r.channel === channel && r.timing === timing)?.delivery;
    expect(row("E-mail", "1 week before")).toEqual({
      state: "sent",
      label: "Sent",
      tone: "warning",
      detail: "3 sent, 1 failed, 1 skipped",
      lastError: { label: "Last error", retrying: false, text: "550 5.1.1 Mailbox does not exist", short: null },
    });
    const sending = row("E-mail", "1 day before");
    expect(sending).toMatchObject({
      label: "Sending",
      detail: "1 sent, 2 waiting, 1 failed",
      lastError: { label: "Retrying after", retrying: true, text: LONG_ERROR },
    });
    expect(sending?.lastError?.short).toMatch(/^421 4\.7\.0 Try again later, closing connection\. .+…$/);
    expect(sending?.lastError?.short?.length).toBeLessThanOrEqual(90);
    expect(row("E-mail", "1 hour before")).toMatchObject({
      label: "Skipped",
      detail: "Its time had passed before it could go out (the app was offline, or the event was set up or moved too late).",
      lastError: null,
    });
    expect(row("E-mail", "15 minutes before")).toMatchObject({ label: "Scheduled", detail: null });
    expect(row("E-mail", "3 minutes before")).toMatchObject({ label: "Off", detail: null });
    expect(row("SMS", "1 week before")).toMatchObject({ label: "Sent", tone: "success", detail: "Nobody to send it to" });
    expect(row("SMS", "1 day before")).toMatchObject({ label: "Scheduled", detail: null, lastError: null });

    expect(overview.otherMessages).toEqual([
      {
        kind: "registration_confirmation",
        label: "Confirmations",
        counts: "2 sent, 1 waiting, 1 failed",
        lastError: { label: "Last error", retrying: false, text: "554 Relay access denied", short: null },
      },
      { kind: "invitation", label: "Invitations", counts: "0 sent, 0 waiting, 0 failed, 1 skipped", lastError: null },
    ]);
  });

  it("never shows another host's delivery", async () => {
    const owner = await createHost();
    const { event } = await seed(owner.id);
    const { cookie } = await signedInHost();
    const response = await loadDashboard(cookie, event.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ view: "public" });
    expect(JSON.stringify(body)).not.toContain("Mailbox does not exist");
  });
});
