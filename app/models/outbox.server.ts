import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../db";
import type { OutboxChannel, OutboxKind, OutboxMessagesTable, OutboxStatus } from "../../db/schema/product";
import { db, isPostgres, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// Messages to deliver (e-mail, SMS). Rows are written in the same transaction as what they are
// about; a delivery worker claims due rows, sends them outside any transaction, then marks them.

export interface OutboxMessage {
  id: number;
  hostId: number;
  kind: OutboxKind;
  channel: OutboxChannel;
  toAddress: string;
  subject: string | null;
  bodyText: string;
  payload: Record<string, unknown>;
  eventId: number | null;
  registrationId: number | null;
  invitationId: number | null;
  reminderConfigId: number | null;
  dedupeKey: string | null;
  status: OutboxStatus;
  sendAfter: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  claimedAt: string | null;
  expiresAt: string | null;
  providerMessageId: string | null;
}

export interface NewOutboxMessage {
  hostId: number;
  kind: OutboxKind;
  channel?: OutboxChannel;
  toAddress: string;
  subject?: string | null;
  bodyText: string;
  payload?: Record<string, unknown>;
  eventId?: number | null;
  registrationId?: number | null;
  invitationId?: number | null;
  reminderConfigId?: number | null;
  /** Set for a message that must go out at most once; a second one with the key is skipped. */
  dedupeKey?: string | null;
  sendAfter?: Date;
  /** Not sent after this moment: marked skipped instead (a reminder whose time has passed). */
  expiresAt?: Date | null;
}

/**
 * Mail to an account's owner (the host's own notices, links asked for by the account), not to a
 * registrant: a host's unsubscribe list does not stop it, and its failure is in no failure digest.
 */
export const ACCOUNT_MAIL_KINDS: readonly OutboxKind[] = [
  "host_registrations",
  "host_delivery_failures",
  "host_recording_stopped",
  "host_webhook_disabled",
  "password_reset",
  "sign_in_unlock",
];

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function toOutboxMessage(row: Selectable<OutboxMessagesTable>): OutboxMessage {
  return { ...row, payload: parsePayload(row.payload) };
}

function outboxRow(message: NewOutboxMessage, now: Date): Insertable<OutboxMessagesTable> {
  return {
    hostId: message.hostId,
    kind: message.kind,
    channel: message.channel ?? "email",
    toAddress: message.toAddress,
    subject: message.subject ?? null,
    bodyText: message.bodyText,
    payload: JSON.stringify(message.payload ?? {}),
    eventId: message.eventId ?? null,
    registrationId: message.registrationId ?? null,
    invitationId: message.invitationId ?? null,
    reminderConfigId: message.reminderConfigId ?? null,
    dedupeKey: message.dedupeKey ?? null,
    status: "pending",
    sendAfter: nowIso(message.sendAfter ?? now),
    expiresAt: message.expiresAt ? nowIso(message.expiresAt) : null,
    attempts: 0,
    createdAt: nowIso(now),
  };
}

/** Queues a message; returns its id, or null when its dedupe key was already used. */
export async function enqueueOutboxMessage(message: NewOutboxMessage, executor: Kysely<Database> = db()): Promise<number | null> {
  const row = await executor
    .insertInto("outboxMessages")
    .values(outboxRow(message, new Date()))
    .onConflict((oc) => oc.column("dedupeKey").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Bound values one statement may carry: SQLite's limit (PostgreSQL's, 65,535, is higher). */
const MAX_STATEMENT_PARAMETERS = 32_766;

/**
 * Queues many messages with a few multi-row inserts (as many rows each as the parameter limit
 * allows); returns how many were queued, leaving out those whose dedupe key was already used.
 */
export async function enqueueOutboxMessages(messages: NewOutboxMessage[], executor: Kysely<Database> = db()): Promise<number> {
  const now = new Date();
  const rows = messages.map((message) => outboxRow(message, now));
  const rowsPerStatement = Math.floor(MAX_STATEMENT_PARAMETERS / Object.keys(rows[0] ?? {}).length);
  let queued = 0;
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const inserted = await executor
      .insertInto("outboxMessages")
      .values(rows.slice(start, start + rowsPerStatement))
      .onConflict((oc) => oc.column("dedupeKey").doNothing())
      .returning("id")
      .execute();
    queued += inserted.length;
  }
  return queued;
}

/** Whether a message of this kind was queued for the registration since `since` (re-send throttles). */
export async function queuedSince(
  { registrationId, kind, since }: { registrationId: number; kind: OutboxKind; since: Date },
  executor: Kysely<Database> = db(),
) {
  const row = await executor
    .selectFrom("outboxMessages")
    .select("id")
    .where("registrationId", "=", registrationId)
    .where("kind", "=", kind)
    .where("createdAt", ">", nowIso(since))
    .executeTakeFirst();
  return Boolean(row);
}

/** A host's queued and sent messages, newest first. */
export async function listOutboxMessages({
  hostId,
  eventId,
  kind,
  status,
  limit = 500,
}: {
  hostId: number;
  eventId?: number;
  kind?: OutboxKind;
  status?: OutboxStatus;
  limit?: number;
}): Promise<OutboxMessage[]> {
  let query = db().selectFrom("outboxMessages").selectAll().where("hostId", "=", hostId);
  if (eventId !== undefined) query = query.where("eventId", "=", eventId);
  if (kind) query = query.where("kind", "=", kind);
  if (status) query = query.where("status", "=", status);
  const rows = await query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(toOutboxMessage);
}

/**
 * For the delivery worker: marks up to `limit` due pending messages as sending and returns them,
 * oldest due first. Several processes may call this at once and never get the same message: on
 * PostgreSQL the rows are locked with FOR UPDATE SKIP LOCKED (another worker takes the next ones
 * instead of waiting), on SQLite the claim runs in an immediate transaction (one writer at a time).
 */
export async function claimDueOutboxMessages({ now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}) {
  const rows = await writeTransaction((trx) =>
    trx
      .updateTable("outboxMessages")
      .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1), claimedAt: nowIso(now) }))
      .where("id", "in", (eb) =>
        eb
          .selectFrom("outboxMessages")
          .select("id")
          .where("status", "=", "pending")
          .where("sendAfter", "<=", nowIso(now))
          .orderBy("sendAfter")
          .orderBy("id")
          .limit(limit)
          .$if(isPostgres(), (query) => query.forUpdate().skipLocked()),
      )
      .where("status", "=", "pending")
      .returningAll()
      .execute(),
  );
  return rows.map(toOutboxMessage).sort((a, b) => a.sendAfter.localeCompare(b.sendAfter) || a.id - b.id);
}

/** The delivery queue's depth by channel: messages due and not sent yet (waiting for a worker, or being sent). */
export async function countDueOutboxMessages({ now = new Date() }: { now?: Date } = {}) {
  return db()
    .selectFrom("outboxMessages")
    .select((eb) => ["channel", eb.fn.countAll<number>().as("count")])
    .where((eb) => eb.or([eb.and([eb("status", "=", "pending"), eb("sendAfter", "<=", nowIso(now))]), eb("status", "=", "sending")]))
    .groupBy("channel")
    .execute();
}

/**
 * Messages a worker claimed longer ago than the lease and never finished (its process died) go
 * back to the queue. The lease is far longer than any send, so a slow worker is not overtaken.
 */
export async function releaseStaleOutboxClaims({ now = new Date(), leaseMs = 10 * 60_000 }: { now?: Date; leaseMs?: number } = {}) {
  const result = await db()
    .updateTable("outboxMessages")
    .set({ status: "pending", claimedAt: null })
    .where("status", "=", "sending")
    .where("claimedAt", "<", nowIso(new Date(now.getTime() - leaseMs)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markOutboxMessageSent({
  id,
  now = new Date(),
  providerMessageId = null,
}: {
  id: number;
  now?: Date;
  providerMessageId?: string | null;
}) {
  const row = await db()
    .updateTable("outboxMessages")
    .set({ status: "sent", sentAt: nowIso(now), lastError: null, providerMessageId })
    .where("id", "=", id)
    .returning(["invitationId"])
    .executeTakeFirst();
  if (row?.invitationId) {
    await db()
      .updateTable("invitations")
      .set({ sentAt: nowIso(now) })
      .where("id", "=", row.invitationId)
      .where("sentAt", "is", null)
      .execute();
  }
}

/** The delay before attempt n+1 after n failed ones: 1, 2, 4, 8 … minutes. */
export function retryDelayMs(attempts: number) {
  return 2 ** Math.max(attempts - 1, 0) * 60_000;
}

export const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * A failed attempt: retried later with a growing delay, unless the failure is permanent, the
 * attempts are used up, or the next try would come after the message's expiry; then it is
 * recorded as failed with the reason. Returns what happened.
 */
export async function markOutboxMessageFailed({
  id,
  error,
  now = new Date(),
  permanent = false,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
}: {
  id: number;
  error: string;
  now?: Date;
  permanent?: boolean;
  maxAttempts?: number;
}): Promise<"retry" | "failed" | null> {
  const row = await db().selectFrom("outboxMessages").select(["attempts", "expiresAt"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
  const giveUp = permanent || row.attempts >= maxAttempts || (row.expiresAt !== null && nowIso(retryAt) > row.expiresAt);
  await db()
    .updateTable("outboxMessages")
    // A message given up on keeps the time of its last attempt (claimedAt), for the host's failure digest.
    .set({
      status: giveUp ? "failed" : "pending",
      lastError: error.slice(0, 1000),
      claimedAt: giveUp ? nowIso(now) : null,
      sendAfter: giveUp ? undefined : nowIso(retryAt),
    })
    .where("id", "=", id)
    .execute();
  return giveUp ? "failed" : "retry";
}

/** Not sent on purpose (its moment passed, the address unsubscribed or bounced); `reason` says why. */
export async function markOutboxMessageSkipped({ id, reason }: { id: number; reason: string }) {
  await db()
    .updateTable("outboxMessages")
    .set({ status: "skipped", lastError: reason.slice(0, 1000), claimedAt: null })
    .where("id", "=", id)
    .execute();
}

/** Gives a claimed message back without counting the attempt: it waits until `until` (the host's send cap). */
export async function deferOutboxMessage({ id, until }: { id: number; until: Date }) {
  await db()
    .updateTable("outboxMessages")
    .set((eb) => ({ status: "pending", claimedAt: null, attempts: eb("attempts", "-", 1), sendAfter: nowIso(until) }))
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/** How many of the host's messages went out since `since` (for the per-host send cap). */
export async function countHostMessagesSentSince({ hostId, since }: { hostId: number; since: Date }) {
  const { n } = await db()
    .selectFrom("outboxMessages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("hostId", "=", hostId)
    .where("status", "=", "sent")
    .where("sentAt", ">", nowIso(since))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Drops messages not yet sent for an event (it was deleted or rescheduled). */
export async function cancelPendingOutboxMessages({ eventId, kind }: { eventId: number; kind?: OutboxKind }, executor: Kysely<Database> = db()) {
  let query = executor.updateTable("outboxMessages").set({ status: "cancelled" }).where("eventId", "=", eventId).where("status", "=", "pending");
  if (kind) query = query.where("kind", "=", kind);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
