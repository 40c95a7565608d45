// The Overview tab's delivery state of reminders, confirmations and invitations, worded for the
// host on the server so the page reads the same with or without JavaScript.
import type { DeliveryData, DeliveryError, ReminderRow, Tone } from "~/contracts/delivery-data";
import type { EventDetail } from "~/models/event.server";
import {
  getDeliveryReport,
  type DeliveryCounts,
  type LastError,
  type OtherKind,
  type ReminderDelivery,
  type ReminderDeliveryState,
} from "~/models/delivery-report.server";
import { REMINDER_TIMINGS } from "~/schemas/event";
import { isMailConfigured, isSmsConfigured } from "~/utils/config.server";
import { formatInZone } from "~/utils/zone-format";
import { formatCount } from "~/components/events/format";

/** Errors longer than this are cut; the whole text is one click away. */
const ERROR_SHOWN = 90;

const TIMING_LABELS = new Map<string, string>(REMINDER_TIMINGS.map((t) => [t.timing, t.label]));

const STATES: Record<ReminderDeliveryState, { label: string; tone: Tone }> = {
  off: { label: "Off", tone: "neutral" },
  scheduled: { label: "Scheduled", tone: "info" },
  overdue: { label: "Not sent yet", tone: "warning" },
  sending: { label: "Sending", tone: "info" },
  sent: { label: "Sent", tone: "success" },
  skipped: { label: "Skipped", tone: "warning" },
};

const OTHER_LABELS: Record<OtherKind, string> = { registration_confirmation: "Confirmations", invitation: "Invitations" };

function errorView(error: LastError | null): DeliveryError | null {
  if (!error) return null;
  const text = error.text.trim();
  return {
    label: error.retrying ? "Retrying after" : "Last error",
    retrying: error.retrying,
    text,
    short: text.length > ERROR_SHOWN ? `${text.slice(0, ERROR_SHOWN - 1).trimEnd()}…` : null,
  };
}

const part = (count: number, word: string) => `${formatCount(count)} ${word}`;

/** "12 sent, 1 failed": what went out for the reminder's current time; zero counts left out. */
function reminderCounts({ sent, pending, sending, failed, skipped, cancelled }: DeliveryCounts, state: ReminderDeliveryState) {
  const waiting = pending + sending;
  if (sent + waiting + failed + skipped + cancelled === 0) return "Nobody to send it to";
  const parts = [
    state === "sending" || sent ? part(sent, "sent") : null,
    waiting ? part(waiting, "waiting") : null,
    failed ? part(failed, "failed") : null,
    skipped ? part(skipped, "skipped") : null,
    cancelled ? part(cancelled, "cancelled") : null,
  ];
  return parts.filter(Boolean).join(", ");
}

const DETAILS: Partial<Record<ReminderDeliveryState, string>> = {
  skipped: "Its time had passed before it could go out (the app was offline, or the event was set up or moved too late).",
  overdue: "Its time has passed and it has not gone out.",
};

function reminderDelivery(delivery: ReminderDelivery): ReminderRow["delivery"] {
  const { state } = delivery;
  const queued = state === "sent" || state === "sending";
  return {
    state,
    label: STATES[state].label,
    tone: state === "sent" && delivery.counts.failed ? "warning" : STATES[state].tone,
    detail: queued ? reminderCounts(delivery.counts, state) : (DETAILS[state] ?? null),
    lastError: errorView(delivery.lastError),
  };
}

/** Why nothing leaves the server, when e-mail (or, with SMS reminders on, texts) is not set up. */
function setupNotice(mail: boolean, smsOff: boolean) {
  if (!mail && smsOff)
    return "E-mail and SMS are not set up on this server: e-mails are saved as files and texts are only logged, so nothing reaches your registrants.";
  if (!mail) return "E-mail is not set up on this server: e-mails are saved as files instead of being sent.";
  if (smsOff) return "SMS is not set up on this server: text reminders are only logged, not sent.";
  return null;
}

/** The reminder schedule with each reminder's delivery, the other messages, and what is not set up. */
export async function deliveryOf(hostId: number, event: EventDetail, now = new Date()): Promise<DeliveryData> {
  const report = await getDeliveryReport({ hostId, eventId: event.id, now });
  const reminders = report?.reminders ?? [];
  const smsInUse = reminders.some((reminder) => reminder.type === "sms" && reminder.enabled);
  return {
    setupNotice: setupNotice(isMailConfigured(), smsInUse && !isSmsConfigured()),
    reminders: reminders.map((reminder) => ({
      id: reminder.reminderConfigId,
      timing: TIMING_LABELS.get(reminder.timing) ?? reminder.timing,
      channel: reminder.type === "sms" ? "SMS" : "E-mail",
      enabled: reminder.enabled,
      due: reminder.scheduleTime ? formatInZone(reminder.scheduleTime, event.timezone) : "—",
      delivery: reminderDelivery(reminder),
    })),
    otherMessages: (report?.other ?? []).map(({ kind, counts, lastError }) => ({
      kind,
      label: OTHER_LABELS[kind],
      counts: [
        part(counts.sent, "sent"),
        part(counts.pending + counts.sending, "waiting"),
        part(counts.failed, "failed"),
        ...(counts.skipped ? [part(counts.skipped, "skipped")] : []),
      ].join(", "),
      lastError: errorView(lastError),
    })),
  };
}
