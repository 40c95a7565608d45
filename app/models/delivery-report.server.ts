import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../db";
import type { OutboxStatus } from "../../db/schema/product";
import type { ReminderTiming, ReminderType } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { isHostEvent } from "./event.server";
import { byTypeThenTiming } from "./reminder.server";
import { OTHER_KINDS, type OtherKind, type ReminderDeliveryState } from "~/contracts/delivery-data";

export { OTHER_KINDS, type OtherKind, type ReminderDeliveryState };

// How an event's messages are doing, for its host: each reminder's delivery for its current time,
// and the confirmations and invitations sent for the event. Scoped to the host: another host's
// event has no report.

export type DeliveryCounts = Record<OutboxStatus, number>;

/**
 * off: disabled, not sent for its current time; scheduled: waits for its time; overdue: its time
 * passed and it has not gone out (yet); sending: queued, some messages not delivered yet; sent:
 * every message delivered, failed or skipped; skipped: the app was not running within its window.
 */

export interface LastError {
  text: string;
  /** A message still to be retried, or one given up on. */
  retrying: boolean;
}

export interface ReminderDelivery {
  reminderConfigId: number;
  type: ReminderType;
  timing: ReminderTiming;
  enabled: boolean;
  scheduleTime: string | null;
  state: ReminderDeliveryState;
  /** Messages queued for its current time (all zero before it is sent). */
  counts: DeliveryCounts;
  lastError: LastError | null;
}

export interface OtherDelivery {
  kind: OtherKind;
  counts: DeliveryCounts;
  lastError: LastError | null;
}

export interface DeliveryReport {
  reminders: ReminderDelivery[];
  other: OtherDelivery[];
}

const noCounts = (): DeliveryCounts => ({ pending: 0, sending: 0, sent: 0, failed: 0, cancelled: 0, skipped: 0 });

/**
 * The event's messages that count: confirmations and invitations, and the reminder messages queued
 * for the reminder's current time. A reminder's messages from before its event moved went out for
 * an earlier time (their send time precedes the current one), so they are left out.
 */
function counted(eventId: number, hostId: number) {
  return (eb: ExpressionBuilder<Database & { o: Database["outboxMessages"]; r: Database["reminderConfigs"] }, "o" | "r">) =>
    eb.and([
      eb("o.eventId", "=", eventId),
      eb("o.hostId", "=", hostId),
      eb.or([
        eb("o.kind", "in", OTHER_KINDS),
        eb.and([
          eb("o.kind", "=", "reminder"),
          eb("r.dispatchedFor", "=", eb.ref("r.scheduleTime")),
          eb("o.sendAfter", ">=", eb.ref("r.dispatchedFor")),
        ]),
      ]),
    ]);
}

const messages = () => db().selectFrom("outboxMessages as o").leftJoin("reminderConfigs as r", "r.id", "o.reminderConfigId");

const groupKey = (kind: string, reminderConfigId: number | null) => (kind === "reminder" ? `reminder:${reminderConfigId}` : kind);

/** Null when the event is not the host's. */
export async function getDeliveryReport({
  hostId,
  eventId,
  now = new Date(),
}: {
  hostId: number;
  eventId: number;
  now?: Date;
}): Promise<DeliveryReport | null> {
  if (!(await isHostEvent({ hostId, eventId }))) return null;

  const [configs, counts, errors] = await Promise.all([
    db()
      .selectFrom("reminderConfigs")
      .select(["id", "type", "timing", "enabled", "scheduleTime", "dispatchedFor", "dispatchOutcome"])
      .where("eventId", "=", eventId)
      .execute(),
    messages()
      .select((eb) => ["o.kind", "o.reminderConfigId", "o.status", eb.fn.countAll<number>().as("n")])
      .where(counted(eventId, hostId))
      .groupBy(["o.kind", "o.reminderConfigId", "o.status"])
      .execute(),
    // The newest message of each group that has an error and is failed or being retried.
    messages()
      .select(["o.kind", "o.reminderConfigId", "o.status", "o.lastError"])
      .where("o.id", "in", (eb) =>
        eb
          .selectFrom("outboxMessages as o")
          .leftJoin("reminderConfigs as r", "r.id", "o.reminderConfigId")
          .select((inner) => inner.fn.max("o.id").as("id"))
          .where(counted(eventId, hostId))
          .where("o.lastError", "is not", null)
          .where("o.status", "in", ["failed", "pending", "sending"])
          .groupBy(["o.kind", "o.reminderConfigId"]),
      )
      .execute(),
  ]);

  const countsBy = new Map<string, DeliveryCounts>();
  for (const row of counts) {
    const key = groupKey(row.kind, row.reminderConfigId);
    const group = countsBy.get(key) ?? noCounts();
    group[row.status] += Number(row.n);
    countsBy.set(key, group);
  }
  const errorsBy = new Map<string, LastError>();
  for (const row of errors) {
    if (row.lastError) errorsBy.set(groupKey(row.kind, row.reminderConfigId), { text: row.lastError, retrying: row.status !== "failed" });
  }

  const reminders = configs.map((config): ReminderDelivery => {
    const key = groupKey("reminder", config.id);
    const groupCounts = countsBy.get(key) ?? noCounts();
    const dispatched = config.dispatchedFor !== null && config.dispatchedFor === config.scheduleTime;
    let state: ReminderDeliveryState;
    if (dispatched && config.dispatchOutcome === "skipped") state = "skipped";
    else if (dispatched) state = groupCounts.pending + groupCounts.sending > 0 ? "sending" : "sent";
    else if (!config.enabled) state = "off";
    else state = config.scheduleTime && config.scheduleTime <= now.toISOString() ? "overdue" : "scheduled";
    const { id, type, timing, scheduleTime } = config;
    return {
      reminderConfigId: id,
      type,
      timing,
      enabled: Boolean(config.enabled),
      scheduleTime,
      state,
      counts: groupCounts,
      lastError: errorsBy.get(key) ?? null,
    };
  });
  reminders.sort(byTypeThenTiming);
  const other = OTHER_KINDS.map((kind) => ({ kind, counts: countsBy.get(kind) ?? noCounts(), lastError: errorsBy.get(kind) ?? null }));
  return { reminders, other };
}
