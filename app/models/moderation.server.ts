import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import type { ChatSettings, ModerationLogEntry } from "~/contracts/chat-shapes";
import type { ModerationLogAction, ViewerModerationState } from "~/contracts/moderation";
import { toViewerRecord, type ViewerRecord } from "./viewer.server";

// Slow mode, timeouts, undoing shadowbans and kicks, and the moderation log. Every host query
// reaches streams.host_id: another host's row is "not found".

/** Sets a stream's slow mode; its chat settings, or null when the stream is not the host's. */
export async function setSlowMode({ hostId, streamId, seconds }: { hostId: number; streamId: string; seconds: number }) {
  const row = await db()
    .updateTable("streams")
    .set({ slowModeSeconds: seconds, updatedAt: nowIso() })
    .where("hostId", "=", hostId)
    .where("streamId", "=", streamId)
    .returning(["id", "chatOpen", "slowModeSeconds"])
    .executeTakeFirst();
  return row ? { streamRowId: row.id, settings: { open: Boolean(row.chatOpen), slowModeSeconds: Number(row.slowModeSeconds) } } : null;
}

/** A stream's chat settings, or null when the stream is not the host's. */
export async function getChatSettings({ hostId, streamId }: { hostId: number; streamId: string }) {
  const row = await db()
    .selectFrom("streams")
    .select(["id", "chatOpen", "slowModeSeconds"])
    .where("hostId", "=", hostId)
    .where("streamId", "=", streamId)
    .executeTakeFirst();
  if (!row) return null;
  const settings: ChatSettings = { open: Boolean(row.chatOpen), slowModeSeconds: Number(row.slowModeSeconds) };
  return { streamRowId: row.id, settings };
}

/**
 * Takes the viewer's next message slot under slow mode in one statement (two posts at once, in
 * any process, cannot both pass): allowed when their last message under slow mode is at least
 * `seconds` old. Refused, the seconds left (rounded up).
 */
export async function takeSlowModeSlot({
  viewerId,
  seconds,
  now = new Date(),
}: {
  viewerId: number;
  seconds: number;
  now?: Date;
}): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const cutoff = nowIso(new Date(now.getTime() - seconds * 1000));
  const taken = await db()
    .updateTable("viewers")
    .set({ lastChatAt: nowIso(now) })
    .where("id", "=", viewerId)
    .where((eb) => eb.or([eb("lastChatAt", "is", null), eb("lastChatAt", "<=", cutoff)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) > 0) return { allowed: true };
  const row = await db().selectFrom("viewers").select("lastChatAt").where("id", "=", viewerId).executeTakeFirst();
  const last = row?.lastChatAt ? Date.parse(row.lastChatAt) : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((last + seconds * 1000 - now.getTime()) / 1000)) };
}

export type ViewerChange = { action: "timeout"; until: string } | { action: "untimeout" | "unshadowban" | "readmit" };

/** Times out, ends a timeout, undoes a shadowban or readmits a viewer of the host's stream (public id); null when not theirs. */
export async function changeViewer({
  hostId,
  viewerId,
  streamId,
  change,
}: {
  hostId: number;
  viewerId: number;
  streamId: string;
  change: ViewerChange;
}): Promise<ViewerRecord | null> {
  const onStream = db().selectFrom("streams").select("id").where("hostId", "=", hostId).where("streamId", "=", streamId);
  const set =
    change.action === "timeout"
      ? { timedOutUntil: change.until }
      : change.action === "untimeout"
        ? { timedOutUntil: null }
        : change.action === "unshadowban"
          ? { isShadowbanned: 0 }
          : { isKicked: 0 };
  const row = await db()
    .updateTable("viewers")
    .set(set)
    .where("id", "=", viewerId)
    .where("streamId", "in", onStream)
    .returningAll()
    .executeTakeFirst();
  return row ? toViewerRecord(row) : null;
}

/** The stream's viewers the host has acted on and who still are shadowbanned, kicked or timed out, for the chat panel. */
export async function listModeratedViewers({ streamRowId, now = new Date() }: { streamRowId: number; now?: Date }): Promise<ViewerModerationState[]> {
  const rows = await db()
    .selectFrom("viewers")
    .select(["id", "isShadowbanned", "isKicked", "timedOutUntil"])
    .where("streamId", "=", streamRowId)
    .where((eb) => eb.or([eb("isShadowbanned", "=", 1), eb("isKicked", "=", 1), eb("timedOutUntil", ">", nowIso(now))]))
    .limit(1_000)
    .execute();
  return rows.map((row) => ({
    viewerId: row.id,
    isShadowbanned: Boolean(row.isShadowbanned),
    isKicked: Boolean(row.isKicked),
    timedOutUntil: row.timedOutUntil && row.timedOutUntil > nowIso(now) ? row.timedOutUntil : null,
  }));
}

export interface NewModerationLogEntry {
  streamRowId: number;
  actorId: number;
  action: ModerationLogAction;
  viewerId?: number | null;
  messageId?: number | null;
  details?: Record<string, unknown>;
}

export async function insertModerationLog(entry: NewModerationLogEntry, now = new Date()) {
  await db()
    .insertInto("moderationLog")
    .values({
      streamId: entry.streamRowId,
      actorUserId: entry.actorId,
      action: entry.action,
      viewerId: entry.viewerId ?? null,
      messageId: entry.messageId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      createdAt: nowIso(now),
    })
    .execute();
}

/** The log shows at most this many lines, newest first. */
export const MODERATION_LOG_LIMIT = 200;

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stream's moderation log, newest first, with who acted, on whom and which message. */
export async function listModerationLog({ streamRowId, limit = MODERATION_LOG_LIMIT }: { streamRowId: number; limit?: number }) {
  const rows = await db()
    .selectFrom("moderationLog")
    .leftJoin("users", "users.id", "moderationLog.actorUserId")
    .leftJoin("viewers", "viewers.id", "moderationLog.viewerId")
    .leftJoin("chatMessages", "chatMessages.id", "moderationLog.messageId")
    .select([
      "moderationLog.id",
      "moderationLog.action",
      "moderationLog.actorUserId",
      "moderationLog.viewerId",
      "moderationLog.messageId",
      "moderationLog.details",
      "moderationLog.createdAt",
      "users.firstName as actorFirstName",
      "users.lastName as actorLastName",
      "viewers.firstName as viewerFirstName",
      "chatMessages.message as messageText",
    ])
    .where("moderationLog.streamId", "=", streamRowId)
    .orderBy("moderationLog.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row): ModerationLogEntry => ({
    id: row.id,
    action: row.action as ModerationLogAction,
    actor:
      row.actorUserId !== null && row.actorFirstName
        ? { id: row.actorUserId, name: [row.actorFirstName, row.actorLastName].filter(Boolean).join(" ") }
        : null,
    viewer: row.viewerId !== null && row.viewerFirstName ? { id: row.viewerId, firstName: row.viewerFirstName } : null,
    message:
      row.messageId !== null && row.messageText !== null && row.messageText !== undefined ? { id: row.messageId, text: row.messageText } : null,
    details: parseDetails(row.details),
    createdAt: row.createdAt,
  }));
}
