import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db";
import type { OutboxChannel, OutboxKind, OutboxMessagesTable, OutboxStatus } from "../../db/schema/product";
import { db } from "~/services/db.server";
import { nowIso } from "~/services/tokens.server";

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
}

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

/** Queues a message; returns its id, or null when its dedupe key was already used. */
export async function enqueueOutboxMessage(message: NewOutboxMessage, executor: Kysely<Database> = db()): Promise<number | null> {
  const now = new Date();
  const row = await executor
    .insertInto("outboxMessages")
    .values({
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
      attempts: 0,
      createdAt: nowIso(now),
    })
    .onConflict((oc) => oc.column("dedupeKey").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
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
 * For the delivery worker: marks up to `limit` due pending messages as sending and returns them.
 * Each row is claimed with a conditional update, so two workers never take the same message.
 */
export async function claimDueOutboxMessages({ now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}) {
  const due = await db()
    .selectFrom("outboxMessages")
    .select("id")
    .where("status", "=", "pending")
    .where("sendAfter", "<=", nowIso(now))
    .orderBy("sendAfter")
    .orderBy("id")
    .limit(limit)
    .execute();
  const claimed: OutboxMessage[] = [];
  for (const { id } of due) {
    const row = await db()
      .updateTable("outboxMessages")
      .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(toOutboxMessage(row));
  }
  return claimed;
}

export async function markOutboxMessageSent({ id, now = new Date() }: { id: number; now?: Date }) {
  const row = await db()
    .updateTable("outboxMessages")
    .set({ status: "sent", sentAt: nowIso(now), lastError: null })
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

/** A failed attempt: retried later with a growing delay, given up after `maxAttempts`. */
export async function markOutboxMessageFailed({
  id,
  error,
  now = new Date(),
  maxAttempts = 5,
}: {
  id: number;
  error: string;
  now?: Date;
  maxAttempts?: number;
}) {
  const row = await db().selectFrom("outboxMessages").select("attempts").where("id", "=", id).executeTakeFirst();
  if (!row) return;
  const giveUp = row.attempts >= maxAttempts;
  const retryAt = new Date(now.getTime() + 2 ** Math.max(row.attempts - 1, 0) * 60_000);
  await db()
    .updateTable("outboxMessages")
    .set({ status: giveUp ? "failed" : "pending", lastError: error.slice(0, 1000), sendAfter: giveUp ? undefined : nowIso(retryAt) })
    .where("id", "=", id)
    .execute();
}

/** Drops messages not yet sent for an event (it was deleted or rescheduled). */
export async function cancelPendingOutboxMessages(
  { eventId, kind }: { eventId: number; kind?: OutboxKind },
  executor: Kysely<Database> = db(),
) {
  let query = executor.updateTable("outboxMessages").set({ status: "cancelled" }).where("eventId", "=", eventId).where("status", "=", "pending");
  if (kind) query = query.where("kind", "=", kind);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
