import type { Kysely } from "kysely";
import type { Database } from "../../db";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { ACCOUNT_MAIL_KINDS, enqueueOutboxMessage, type NewOutboxMessage } from "./outbox.server";

// Notices to hosts about their own events, as digests: one e-mail per event per quarter hour of
// new registrations, one per hour of messages that could not be delivered. The digest is queued
// for the end of its period (once: its dedupe key names the period) and written when it is sent.

export const REGISTRATION_DIGEST_MS = 15 * 60_000;
export const FAILURE_DIGEST_MS = 60 * 60_000;

type NoticePref = "notifyRegistrations" | "notifyDeliveryFailures";

/** Both notices are on until the host turns them off (no settings row yet: on). */
export async function hostWantsNotice({ hostId, pref }: { hostId: number; pref: NoticePref }) {
  const row = await db().selectFrom("hostSettings").select(pref).where("userId", "=", hostId).executeTakeFirst();
  return row ? row[pref] === 1 : true;
}

function period(now: Date, length: number) {
  const start = Math.floor(now.getTime() / length) * length;
  return { from: new Date(start), to: new Date(start + length) };
}

/** The host's address when the host wants this notice, else null (one query: it runs on every registration). */
async function noticeRecipient(executor: Kysely<Database>, hostId: number, pref: NoticePref) {
  const row = await executor
    .selectFrom("users")
    .leftJoin("hostSettings", "hostSettings.userId", "users.id")
    .select(["users.email", `hostSettings.${pref} as wanted`])
    .where("users.id", "=", hostId)
    .executeTakeFirst();
  return row && row.wanted !== 0 ? row.email : null;
}

/** After a new registration: the host's digest for this quarter hour (inside the registration's transaction). */
export async function queueRegistrationDigest(
  { hostId, eventId, eventTitle, now = new Date() }: { hostId: number; eventId: number; eventTitle: string; now?: Date },
  executor: Kysely<Database>,
) {
  const to = await noticeRecipient(executor, hostId, "notifyRegistrations");
  if (!to) return;
  const { from, to: until } = period(now, REGISTRATION_DIGEST_MS);
  await enqueueOutboxMessage(
    {
      hostId,
      kind: "host_registrations",
      toAddress: to,
      subject: `New registrations for ${eventTitle}`,
      bodyText: `New registrations for ${eventTitle} between ${nowIso(from)} and ${nowIso(until)}.`,
      payload: { from: nowIso(from), to: nowIso(until) },
      eventId,
      dedupeKey: `host-registrations:${eventId}:${nowIso(from)}`,
      sendAfter: until,
    },
    executor,
  );
}

/** After a registrant's message was given up on: the host's failure digest for this hour. */
export async function queueFailureDigest({ hostId, now = new Date() }: { hostId: number; now?: Date }) {
  const to = await noticeRecipient(db(), hostId, "notifyDeliveryFailures");
  if (!to) return;
  const { from, to: until } = period(now, FAILURE_DIGEST_MS);
  await enqueueOutboxMessage({
    hostId,
    kind: "host_delivery_failures",
    toAddress: to,
    subject: "Some of your messages could not be delivered",
    bodyText: `Messages that could not be delivered between ${nowIso(from)} and ${nowIso(until)}.`,
    payload: { from: nowIso(from), to: nowIso(until) },
    dedupeKey: `host-failures:${hostId}:${nowIso(from)}`,
    sendAfter: until,
  });
}

/** Queues a message to the host's own address; none when the account is gone. */
async function mailHost(hostId: number, message: Omit<NewOutboxMessage, "hostId" | "toAddress">) {
  const host = await db().selectFrom("users").select("email").where("id", "=", hostId).executeTakeFirst();
  if (!host) return;
  await enqueueOutboxMessage({ hostId, toAddress: host.email, ...message });
}

/** The recorder stopped a recording because the disk is nearly full: told at once, once per recording, whatever the notification settings. */
export async function queueRecordingStoppedNotice({
  hostId,
  eventId,
  recordingId,
  freeMb,
}: {
  hostId: number;
  eventId: number | null;
  recordingId: string;
  freeMb: number;
}) {
  await mailHost(hostId, {
    kind: "host_recording_stopped",
    subject: "Recording stopped: the server's disk is nearly full",
    bodyText: recordingStoppedText(freeMb),
    payload: { recordingId, freeMb },
    eventId,
    dedupeKey: `recording-stopped:${recordingId}`,
  });
}

export function recordingStoppedText(freeMb: number) {
  return `Recording stopped: the server's disk is nearly full (${freeMb} MB free). The live stream goes on; free some space to record the next broadcast.`;
}

/** A webhook endpoint was disabled after failing for a day: told at once, once per disabling, whatever the notification settings. */
export async function queueWebhookDisabledNotice({
  hostId,
  endpointId,
  url,
  reason,
  disabledAt,
}: {
  hostId: number;
  endpointId: number;
  url: string;
  reason: string;
  disabledAt: Date;
}) {
  await mailHost(hostId, {
    kind: "host_webhook_disabled",
    subject: "A webhook endpoint was disabled",
    bodyText: `Your webhook endpoint ${url} was disabled: ${reason} Fix the receiver, then turn the endpoint on again under Settings, Integrations.`,
    payload: { endpointId, url, reason },
    dedupeKey: `webhook-disabled:${endpointId}:${nowIso(disabledAt)}`,
  });
}

/** The registrations a registration digest lists, oldest first, and the event's total. */
export async function registrationsBetween({ eventId, from, to }: { eventId: number; from: string; to: string }) {
  const rows = await db()
    .selectFrom("registrations")
    .select(["firstName", "lastName", "email", "registeredAt"])
    .where("eventId", "=", eventId)
    .where("registeredAt", ">=", from)
    .where("registeredAt", "<", to)
    .orderBy("registeredAt")
    .orderBy("id")
    .execute();
  const { n } = await db()
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("eventId", "=", eventId)
    .executeTakeFirstOrThrow();
  return { registrations: rows, total: Number(n) };
}

/** The host's registrant messages given up on in a period (a failure digest), newest first. */
export async function failuresBetween({ hostId, from, to }: { hostId: number; from: string; to: string }) {
  return db()
    .selectFrom("outboxMessages")
    .leftJoin("events", "events.id", "outboxMessages.eventId")
    .select([
      "outboxMessages.kind",
      "outboxMessages.channel",
      "outboxMessages.toAddress",
      "outboxMessages.lastError",
      "events.title as eventTitle",
      "events.id as eventId",
    ])
    .where("outboxMessages.hostId", "=", hostId)
    .where("outboxMessages.status", "=", "failed")
    .where("outboxMessages.kind", "not in", ACCOUNT_MAIL_KINDS)
    .where("outboxMessages.claimedAt", ">=", from)
    .where("outboxMessages.claimedAt", "<", to)
    .orderBy("outboxMessages.claimedAt", "desc")
    .execute();
}
