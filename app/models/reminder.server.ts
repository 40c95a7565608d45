import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../../db";
import type { ReminderConfigsTable, ReminderTiming, ReminderType } from "../../db/schema/product";
import type { ReminderConfig } from "~/contracts/reminders";
import { DEFAULT_REMINDER_TEXTS, REMINDER_TIMINGS, REMINDER_TYPES, type ReminderConfigInput } from "~/schemas/event";
import { db } from "~/utils/db.server";
import { formatInZone } from "~/utils/zone-format";
import { withEmailProof } from "~/utils/link-proofs.server";
import { nowIso } from "~/utils/tokens.server";
import { enqueueOutboxMessage } from "./outbox.server";

const TIMING_ORDER = new Map<string, number>(REMINDER_TIMINGS.map((t, i) => [t.timing, i]));
const MINUTES_BEFORE = new Map<string, number>(REMINDER_TIMINGS.map((t) => [t.timing, t.minutesBefore]));

/** When a reminder goes out: "1h" is an hour before the start, "-5m" five minutes after it. */
export function reminderSendTime(scheduledAt: string, timing: ReminderTiming): string {
  const minutes = MINUTES_BEFORE.get(timing) ?? 0;
  return new Date(new Date(scheduledAt).getTime() - minutes * 60_000).toISOString();
}

/** Reminders after the start go only to registrants who have not joined. */
export function isNoShowTiming(timing: ReminderTiming) {
  return (MINUTES_BEFORE.get(timing) ?? 0) < 0;
}

/** A stored reminder as the API shows it; how far delivery got (dispatchedFor, dispatchOutcome) is the worker's business. */
function toReminderConfig(row: Selectable<ReminderConfigsTable>): ReminderConfig {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    timing: row.timing,
    message: row.message,
    subject: row.subject,
    enabled: Boolean(row.enabled),
    scheduleTime: row.scheduleTime,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** E-mail before SMS, then earliest first: the order hosts see reminders in. */
export const byTypeThenTiming = (a: Pick<ReminderConfig, "type" | "timing">, b: Pick<ReminderConfig, "type" | "timing">) =>
  a.type === b.type ? (TIMING_ORDER.get(a.timing) ?? 0) - (TIMING_ORDER.get(b.timing) ?? 0) : a.type.localeCompare(b.type);

async function hostEvent(executor: Kysely<Database>, hostId: number, eventId: number) {
  return executor.selectFrom("events").select(["id", "scheduledAt"]).where("id", "=", eventId).where("hostId", "=", hostId).executeTakeFirst();
}

/** The fixed texts for every timing, e-mail and SMS, all enabled (spec section 9). */
export function defaultReminderConfigInputs(types: readonly ReminderType[] = REMINDER_TYPES): ReminderConfigInput[] {
  return types.flatMap((type) =>
    REMINDER_TIMINGS.map(({ timing }) => ({
      type,
      timing,
      message: DEFAULT_REMINDER_TEXTS[timing].message,
      subject: type === "email" ? DEFAULT_REMINDER_TEXTS[timing].subject : null,
      enabled: true,
    })),
  );
}

function rowValues(input: ReminderConfigInput, scheduledAt: string) {
  const texts = DEFAULT_REMINDER_TEXTS[input.timing];
  return {
    message: input.message ?? texts.message,
    subject: input.type === "email" ? (input.subject ?? texts.subject) : null,
    enabled: input.enabled ? 1 : 0,
    scheduleTime: reminderSendTime(scheduledAt, input.timing),
  };
}

/**
 * Creates or replaces the host's reminder for (event, type, timing). Null when the event is not
 * the host's; `created` tells a new reminder from a changed one.
 */
export async function saveReminderConfig({
  hostId,
  eventId,
  input,
}: {
  hostId: number;
  eventId: number;
  input: ReminderConfigInput;
}): Promise<{ config: ReminderConfig; created: boolean } | null> {
  const event = await hostEvent(db(), hostId, eventId);
  if (!event) return null;
  const existing = await db()
    .selectFrom("reminderConfigs")
    .select("id")
    .where("eventId", "=", eventId)
    .where("type", "=", input.type)
    .where("timing", "=", input.timing)
    .executeTakeFirst();
  const now = nowIso();
  const values = rowValues(input, event.scheduledAt);
  const row = await db()
    .insertInto("reminderConfigs")
    .values({ eventId, type: input.type, timing: input.timing, ...values, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(["eventId", "type", "timing"]).doUpdateSet({ ...values, updatedAt: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { config: toReminderConfig(row), created: !existing };
}

/** The host's reminders for an event (e-mail then SMS, earliest first); null when not the host's. */
export async function listReminderConfigs({ hostId, eventId }: { hostId: number; eventId: number }): Promise<ReminderConfig[] | null> {
  const event = await hostEvent(db(), hostId, eventId);
  if (!event) return null;
  const rows = await db().selectFrom("reminderConfigs").selectAll().where("eventId", "=", eventId).execute();
  return rows.map(toReminderConfig).sort(byTypeThenTiming);
}

/**
 * Adds the default reminders an event does not have yet (existing ones are left as they are).
 * Null when the event is not the host's.
 */
export async function createDefaultReminderConfigs({
  hostId,
  eventId,
  types = REMINDER_TYPES,
}: {
  hostId: number;
  eventId: number;
  types?: readonly ReminderType[];
}): Promise<ReminderConfig[] | null> {
  const event = await hostEvent(db(), hostId, eventId);
  if (!event) return null;
  const now = nowIso();
  await db()
    .insertInto("reminderConfigs")
    .values(
      defaultReminderConfigInputs(types).map((input) => ({
        eventId,
        type: input.type,
        timing: input.timing,
        ...rowValues(input, event.scheduledAt),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((oc) => oc.columns(["eventId", "type", "timing"]).doNothing())
    .execute();
  return listReminderConfigs({ hostId, eventId });
}

/** Moves every reminder of an event to follow its new start (called by updateEvent). */
export async function rescheduleReminderConfigs(
  { eventId, scheduledAt }: { eventId: number; scheduledAt: string },
  executor: Kysely<Database> = db(),
) {
  const now = nowIso();
  for (const { timing } of REMINDER_TIMINGS) {
    await executor
      .updateTable("reminderConfigs")
      .set({ scheduleTime: reminderSendTime(scheduledAt, timing), updatedAt: now })
      .where("eventId", "=", eventId)
      .where("timing", "=", timing)
      .execute();
  }
}

/** Copies an event's reminders onto another event starting at `scheduledAt` (duplicateEvent). */
export async function copyReminderConfigs(
  { fromEventId, toEventId, scheduledAt }: { fromEventId: number; toEventId: number; scheduledAt: string },
  executor: Kysely<Database> = db(),
) {
  const rows = await executor.selectFrom("reminderConfigs").selectAll().where("eventId", "=", fromEventId).execute();
  if (!rows.length) return;
  const now = nowIso();
  await executor
    .insertInto("reminderConfigs")
    .values(
      rows.map((row) => ({
        eventId: toEventId,
        type: row.type,
        timing: row.timing,
        message: row.message,
        subject: row.subject,
        enabled: row.enabled,
        scheduleTime: reminderSendTime(scheduledAt, row.timing),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

/** Fills {title}, {firstName}, {startTime} and {link} in a reminder text. */
export function renderReminderText(template: string, values: { title: string; firstName: string; startTime: string; link: string }) {
  return template.replace(/\{(title|firstName|startTime|link)\}/g, (_, key: keyof typeof values) => values[key]);
}

/**
 * How late a reminder may still go out. "Starts tomorrow" a few hours late is still true; a
 * "starting in 3 minutes" text is wrong 3 minutes later. Past its window a reminder is skipped.
 */
export const REMINDER_WINDOW_MINUTES: Record<ReminderTiming, number> = {
  "7d": 12 * 60,
  "1d": 3 * 60,
  "1h": 20,
  "15m": 7,
  "3m": 3,
  "-5m": 4,
  "-10m": 4,
  "-15m": 5,
};

/**
 * For the delivery worker: turns every enabled reminder whose time has come (and that has not gone
 * out for its current time) into one message per registrant, on events that are not drafts or
 * over. E-mail goes to everyone registered by then, SMS only to those who gave a phone and
 * consent; after-start reminders only to registrants who have not joined. A reminder found later
 * than its window (the app was down) is marked skipped and sends nothing. Each (reminder,
 * registrant, time) is queued at most once, also when several workers do this at the same time.
 */
export async function enqueueDueReminders({
  origin,
  now = new Date(),
}: {
  origin: string;
  now?: Date;
}): Promise<{ queued: number; skipped: number }> {
  const configs = await db()
    .selectFrom("reminderConfigs")
    .innerJoin("events", "events.id", "reminderConfigs.eventId")
    .select([
      "reminderConfigs.id",
      "reminderConfigs.type",
      "reminderConfigs.timing",
      "reminderConfigs.message",
      "reminderConfigs.subject",
      "reminderConfigs.scheduleTime",
      "events.id as eventId",
      "events.hostId",
      "events.title",
      "events.scheduledAt",
    ])
    .where("reminderConfigs.enabled", "=", 1)
    .where("reminderConfigs.scheduleTime", "<=", nowIso(now))
    .where((eb) =>
      eb.or([eb("reminderConfigs.dispatchedFor", "is", null), eb("reminderConfigs.dispatchedFor", "!=", eb.ref("reminderConfigs.scheduleTime"))]),
    )
    .where("events.status", "not in", ["draft", "completed"])
    .execute();

  let queued = 0;
  let skipped = 0;
  for (const config of configs) {
    const scheduleTime = config.scheduleTime;
    if (!scheduleTime) continue;
    const expiresAt = new Date(new Date(scheduleTime).getTime() + REMINDER_WINDOW_MINUTES[config.timing] * 60_000);
    const markDispatched = (outcome: "queued" | "skipped") =>
      db()
        .updateTable("reminderConfigs")
        .set({ dispatchedFor: scheduleTime, dispatchOutcome: outcome })
        .where("id", "=", config.id)
        .where("scheduleTime", "=", scheduleTime)
        .execute();
    if (expiresAt <= now) {
      await markDispatched("skipped");
      skipped += 1;
      continue;
    }
    let registrants = db()
      .selectFrom("registrations")
      .select(["id", "firstName", "email", "phone", "timezone", "accessToken"])
      .where("eventId", "=", config.eventId)
      .where("unsubscribedAt", "is", null)
      .where("registeredAt", "<=", scheduleTime);
    if (config.type === "sms") registrants = registrants.where("phone", "is not", null).where("smsConsent", "=", 1);
    if (isNoShowTiming(config.timing)) {
      registrants = registrants.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("viewers")
              .innerJoin("viewerAttendance", "viewerAttendance.viewerId", "viewers.id")
              .select(sql<number>`1`.as("one"))
              .whereRef("viewers.registrationId", "=", "registrations.id"),
          ),
        ),
      );
    }
    for (const registrant of await registrants.execute()) {
      // Only an e-mailed link confirms the address (a text message proves the phone, not the e-mail).
      const link =
        config.type === "sms"
          ? `${origin}/watch/${config.eventId}/${registrant.accessToken}`
          : withEmailProof(`${origin}/watch/${config.eventId}/${registrant.accessToken}`, registrant.accessToken);
      const values = {
        title: config.title,
        firstName: registrant.firstName,
        startTime: formatInZone(config.scheduledAt, registrant.timezone),
        link,
      };
      const message = renderReminderText(config.message, values);
      const id = await enqueueOutboxMessage({
        hostId: config.hostId,
        kind: "reminder",
        channel: config.type,
        toAddress: config.type === "sms" ? (registrant.phone ?? "") : registrant.email,
        subject: config.subject ? renderReminderText(config.subject, values) : null,
        bodyText:
          config.type === "sms"
            ? `${message} ${link}`
            : `Hi ${registrant.firstName},\n\n${message}\n\nStarts: ${values.startTime}\nJoin here: ${link}\n`,
        payload: { timing: config.timing, link, startTime: values.startTime, message, firstName: registrant.firstName },
        eventId: config.eventId,
        registrationId: registrant.id,
        reminderConfigId: config.id,
        dedupeKey: `reminder:${config.id}:${registrant.id}:${scheduleTime}`,
        sendAfter: now,
        expiresAt,
      });
      if (id !== null) queued += 1;
    }
    await markDispatched("queued");
  }
  return { queued, skipped };
}
