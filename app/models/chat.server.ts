import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../../db";
import type { ChatMessageStatus, PurchaseSource } from "../../db/schema/product";
import { db, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { afterKey, type PageKey } from "~/utils/pagination.server";
import type { ModerationAction, ViewerAction } from "~/schemas/chat";
import type { PurchaseHistoryItem } from "~/contracts/purchase-shapes";
import { PURCHASE_LINE_COLUMNS } from "./purchase-report.server";
import { toViewerRecord, type ViewerRecord } from "./viewer.server";
import type { ChatStaff, LiveReader, StaffBadgeRole } from "~/contracts/live-events";

// Chat messages, moderation, viewer flags, hearts and the purchase history of a chatter.
// Every host query reaches streams.host_id: another host's row is "not found".

/** The newest this many active messages are listed (sticky ones come on top of them). */
export const CHAT_LIST_LIMIT = 200;
/** At most this many sticky messages are listed. */
export const STICKY_LIST_LIMIT = 50;

/** A stored message with what its author's identity allows showing. */
export interface ChatMessageRecord {
  id: number;
  /** streams.id (internal key). */
  streamRowId: number;
  viewerId: number | null;
  isStreamer: boolean;
  message: string;
  status: ChatMessageStatus;
  stickyOrder: number | null;
  createdAt: string;
  /** null for the host's messages. */
  viewer: { id: number; firstName: string; email: string; isShadowbanned: boolean } | null;
  /** Who wrote a message of the host's side, when known (messages since teams). */
  staff: ChatStaff | null;
}

export interface NewChatMessage {
  streamRowId: number;
  viewerId: number | null;
  isStreamer: boolean;
  message: string;
  createdAt: string;
  /** The host's side: the account and role that wrote it. */
  author?: { userId: number } & ChatStaff;
  /** "held" when the host's chat filter holds it for review; active otherwise. */
  status?: "active" | "held";
  /** Written in an on-demand session: it belongs to that session's chat, not the live one. */
  onDemandSessionId?: number;
}

type MessageQueryRow = {
  id: number;
  streamId: number;
  viewerId: number | null;
  isStreamer: number;
  message: string;
  status: ChatMessageStatus;
  stickyOrder: number | null;
  createdAt: string;
  authorFirstName: string | null;
  authorEmail: string | null;
  authorShadowbanned: number | null;
  staffRole: string | null;
  staffName: string | null;
};

const STAFF_ROLES: ReadonlySet<string> = new Set<StaffBadgeRole>(["host", "co-host", "moderator"]);

export function staffOfRow(role: string | null, name: string | null): ChatStaff | null {
  return role !== null && STAFF_ROLES.has(role) ? { role: role as StaffBadgeRole, name: name ?? "" } : null;
}

function toRecord(row: MessageQueryRow): ChatMessageRecord {
  return {
    id: row.id,
    streamRowId: row.streamId,
    viewerId: row.viewerId,
    isStreamer: Boolean(row.isStreamer),
    message: row.message,
    status: row.status,
    stickyOrder: row.stickyOrder,
    createdAt: row.createdAt,
    viewer:
      row.viewerId !== null && row.authorFirstName !== null
        ? { id: row.viewerId, firstName: row.authorFirstName, email: row.authorEmail ?? "", isShadowbanned: Boolean(row.authorShadowbanned) }
        : null,
    staff: staffOfRow(row.staffRole, row.staffName),
  };
}

function messagesWithAuthors(executor: Kysely<Database>) {
  return executor
    .selectFrom("chatMessages")
    .leftJoin("viewers", "viewers.id", "chatMessages.viewerId")
    .select([
      "chatMessages.id",
      "chatMessages.streamId",
      "chatMessages.viewerId",
      "chatMessages.isStreamer",
      "chatMessages.message",
      "chatMessages.status",
      "chatMessages.stickyOrder",
      "chatMessages.createdAt",
      "viewers.firstName as authorFirstName",
      "viewers.email as authorEmail",
      "viewers.isShadowbanned as authorShadowbanned",
      "chatMessages.authorRole as staffRole",
      "chatMessages.authorName as staffName",
    ]);
}

/**
 * Stores messages in one statement (a group commit), returning them in the order given. Ids are
 * handed out in insertion order within the statement.
 */
export async function insertChatMessages(messages: NewChatMessage[]): Promise<{ id: number; createdAt: string }[]> {
  if (!messages.length) return [];
  const rows = await db()
    .insertInto("chatMessages")
    .values(
      messages.map((m) => ({
        streamId: m.streamRowId,
        viewerId: m.viewerId,
        isStreamer: m.isStreamer ? 1 : 0,
        message: m.message,
        status: m.status ?? "active",
        createdAt: m.createdAt,
        updatedAt: m.createdAt,
        authorUserId: m.author?.userId ?? null,
        authorRole: m.author?.role ?? null,
        authorName: m.author?.name ?? null,
        onDemandSessionId: m.onDemandSessionId ?? null,
      })),
    )
    .returning(["id", "createdAt"])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

export async function createChatMessage(message: NewChatMessage): Promise<{ id: number; createdAt: string }> {
  const [row] = await insertChatMessages([message]);
  if (!row) throw new Error("chat message not stored");
  return row;
}

/**
 * The chat as this reader sees it: sticky messages first by their sticky order, then the newest
 * CHAT_LIST_LIMIT active ones, oldest first. Removed messages never; a shadowbanned viewer's
 * messages only for that viewer and the host. Messages held for review (and rejected ones) only
 * for their author, in their place in time; the host gets the held ones too (for the review queue).
 * The live chat by default; with `onDemandSessionId`, that on-demand session's chat.
 */
export async function listChatMessages({
  streamRowId,
  reader,
  onDemandSessionId = null,
}: {
  streamRowId: number;
  reader: LiveReader;
  onDemandSessionId?: number | null;
}): Promise<ChatMessageRecord[]> {
  const [sticky, recent] = await Promise.all([
    readableMessages({ streamRowId, reader, onDemandSessionId })
      .where("chatMessages.status", "=", "sticky")
      .orderBy("chatMessages.stickyOrder", "asc")
      .orderBy("chatMessages.id", "asc")
      .limit(STICKY_LIST_LIMIT)
      .execute(),
    readableMessages({ streamRowId, reader, onDemandSessionId })
      .where((eb) => inTimeline(eb, reader))
      .orderBy("chatMessages.id", "desc")
      .limit(CHAT_LIST_LIMIT)
      .execute(),
  ]);
  return [...sticky, ...recent.reverse()].map(toRecord);
}

/**
 * The live chat's history as this reader sees it, oldest first and in pages: every message in the
 * timeline (sticky ones in their place in time), after a page key or an id, from a moment on.
 * `limit + 1` rows are read so the caller knows whether another page follows.
 */
export async function listChatHistory({
  streamRowId,
  reader,
  since,
  afterId,
  after,
  limit,
}: {
  streamRowId: number;
  reader: LiveReader;
  since?: string;
  afterId?: number;
  after: PageKey | null;
  limit: number;
}): Promise<ChatMessageRecord[]> {
  let query = readableMessages({ streamRowId, reader, onDemandSessionId: null }).where((eb) =>
    eb.or([inTimeline(eb, reader), eb("chatMessages.status", "=", "sticky")]),
  );
  if (since) query = query.where("chatMessages.createdAt", ">=", since);
  if (afterId !== undefined) query = query.where("chatMessages.id", ">", afterId);
  if (after) query = query.where(afterKey("chatMessages.createdAt", "chatMessages.id", after, "asc"));
  const rows = await query
    .orderBy("chatMessages.createdAt", "asc")
    .orderBy("chatMessages.id", "asc")
    .limit(limit + 1)
    .execute();
  return rows.map(toRecord);
}

/** The stream's (or an on-demand session's) messages this reader may see at all. */
function readableMessages({ streamRowId, reader, onDemandSessionId }: { streamRowId: number; reader: LiveReader; onDemandSessionId: number | null }) {
  const query = messagesWithAuthors(db())
    .where("chatMessages.streamId", "=", streamRowId)
    .where("chatMessages.onDemandSessionId", onDemandSessionId === null ? "is" : "=", onDemandSessionId);
  if (reader.kind === "host") return query;
  return query.where((eb) => {
    const visible = [eb("chatMessages.viewerId", "is", null), eb("viewers.isShadowbanned", "=", 0)];
    if (reader.kind === "viewer") visible.push(eb("chatMessages.viewerId", "=", reader.viewerId));
    return eb.or(visible);
  });
}

/** Active messages; the host's held ones too, and a viewer's own held or rejected ones. */
function inTimeline(eb: ExpressionBuilder<Database, "chatMessages" | "viewers">, reader: LiveReader) {
  const active = eb("chatMessages.status", "=", "active");
  if (reader.kind === "host") return eb.or([active, eb("chatMessages.status", "=", "held")]);
  if (reader.kind !== "viewer") return active;
  return eb.or([active, eb.and([eb("chatMessages.status", "in", ["held", "rejected"]), eb("chatMessages.viewerId", "=", reader.viewerId)])]);
}

/** At most this many held messages are listed for review (oldest first). */
export const HELD_LIST_LIMIT = 200;

/** The stream's messages held for review, oldest first. */
export async function listHeldMessages({ streamRowId }: { streamRowId: number }): Promise<ChatMessageRecord[]> {
  const rows = await messagesWithAuthors(db())
    .where("chatMessages.streamId", "=", streamRowId)
    .where("chatMessages.status", "=", "held")
    .orderBy("chatMessages.id", "asc")
    .limit(HELD_LIST_LIMIT)
    .execute();
  return rows.map(toRecord);
}

/** One of the host's messages; null when it does not exist or is on another host's stream. */
export async function getChatMessage({ hostId, messageId }: { hostId: number; messageId: number }, executor: Kysely<Database> = db()) {
  const row = await messagesWithAuthors(executor)
    .innerJoin("streams", "streams.id", "chatMessages.streamId")
    .where("chatMessages.id", "=", messageId)
    .where("streams.hostId", "=", hostId)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export type ModerationOutcome =
  | { outcome: "applied"; message: ChatMessageRecord; changed: boolean }
  | { outcome: "not-found" }
  | { outcome: "removed" }
  | { outcome: "not-held" }
  | { outcome: "unpublished" };

/**
 * sticky: on top, after the stickies already there (a sticky message keeps its place);
 * unsticky: back among the active ones; remove: out of every list. A removed message stays removed.
 * approve / reject: a held message becomes active (in its original place: same id and time) or
 * rejected; only a held one ("not-held" otherwise). A held or rejected message is neither pinned
 * nor unpinned ("unpublished").
 */
export async function moderateMessage({
  hostId,
  messageId,
  action,
}: {
  hostId: number;
  messageId: number;
  action: ModerationAction;
}): Promise<ModerationOutcome> {
  const now = nowIso();
  return writeTransaction(async (trx): Promise<ModerationOutcome> => {
    const current = await getChatMessage({ hostId, messageId }, trx);
    if (!current) return { outcome: "not-found" };
    if (action === "approve" || action === "reject") {
      if (current.status !== "held") return { outcome: "not-held" };
      const status: ChatMessageStatus = action === "approve" ? "active" : "rejected";
      await trx.updateTable("chatMessages").set({ status, updatedAt: now }).where("id", "=", current.id).execute();
      return { outcome: "applied", message: { ...current, status }, changed: true };
    }
    if ((current.status === "held" || current.status === "rejected") && action !== "remove") return { outcome: "unpublished" };
    if (current.status === "removed") return action === "remove" ? { outcome: "applied", message: current, changed: false } : { outcome: "removed" };
    if (action === "sticky" && current.status === "sticky") return { outcome: "applied", message: current, changed: false };
    if (action === "unsticky" && current.status === "active") return { outcome: "applied", message: current, changed: false };
    let stickyOrder: number | null = null;
    if (action === "sticky") {
      const top = await trx
        .selectFrom("chatMessages")
        .select((eb) => eb.fn.max("stickyOrder").as("top"))
        .where("streamId", "=", current.streamRowId)
        .where("status", "=", "sticky")
        .executeTakeFirst();
      stickyOrder = Number(top?.top ?? 0) + 1;
    }
    const status: ChatMessageStatus = action === "sticky" ? "sticky" : action === "unsticky" ? "active" : "removed";
    await trx.updateTable("chatMessages").set({ status, stickyOrder, updatedAt: now }).where("id", "=", current.id).execute();
    return { outcome: "applied", message: { ...current, status, stickyOrder }, changed: true };
  });
}

/** A viewer of one of the host's streams (any of them); null when not the host's. */
export async function getHostViewer({ hostId, viewerId }: { hostId: number; viewerId: number }) {
  const row = await db()
    .selectFrom("viewers")
    .innerJoin("streams", "streams.id", "viewers.streamId")
    .select(["viewers.id", "viewers.firstName", "viewers.email", "viewers.emailNormalized", "viewers.streamId"])
    .where("viewers.id", "=", viewerId)
    .where("streams.hostId", "=", hostId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Shadowbans or kicks a viewer of the host's stream (public id). Null when the viewer is not on
 * that stream or the stream is not the host's.
 */
export async function setViewerFlag({
  hostId,
  viewerId,
  streamId,
  action,
}: {
  hostId: number;
  viewerId: number;
  streamId: string;
  action: ViewerAction;
}): Promise<ViewerRecord | null> {
  const onStream = db().selectFrom("streams").select("id").where("hostId", "=", hostId).where("streamId", "=", streamId);
  const row = await db()
    .updateTable("viewers")
    .set(action === "kick" ? { isKicked: 1 } : { isShadowbanned: 1 })
    .where("id", "=", viewerId)
    .where("streamId", "in", onStream)
    .returningAll()
    .executeTakeFirst();
  return row ? toViewerRecord(row) : null;
}

// ---- Purchase history ---------------------------------------------------------------------

/** How many of a person's purchases the profile lists (newest first). */
export const PURCHASE_HISTORY_LIMIT = 50;

export type PurchaseHistoryRow = PurchaseHistoryItem;

export interface PurchaseTotals {
  /** Net revenue (amount minus refunds) and count of the purchases that still count, per source and currency. */
  bySource: { source: PurchaseSource; currency: string; totalCents: number; count: number; lastPurchasedAt: string | null }[];
  /** Distinct product names of the purchases that still count, most recently bought first. */
  productNames: string[];
  /** Every purchase, refunded ones too, newest first, at most PURCHASE_HISTORY_LIMIT. */
  purchases: PurchaseHistoryRow[];
}

/**
 * The host's purchases by this person: recorded against the viewer, or under their e-mail
 * (normalized) from any source. A refunded purchase still counts (as a purchase, a product, a
 * last purchase date) only while some of its amount remains (net revenue above zero); the list
 * shows every purchase with its refund.
 */
export async function purchaseTotals({
  hostId,
  viewerId,
  emailNormalized,
}: {
  hostId: number;
  viewerId: number;
  emailNormalized: string;
}): Promise<PurchaseTotals> {
  const theirs = () =>
    db()
      .selectFrom("purchases")
      .where("purchases.hostId", "=", hostId)
      .where((eb) => eb.or([eb("purchases.viewerId", "=", viewerId), eb("purchases.emailNormalized", "=", emailNormalized)]));
  const counted = () => theirs().where((eb) => eb(eb("purchases.amountCents", "-", eb.ref("purchases.refundedCents")), ">", 0));
  const [bySource, products, purchases] = await Promise.all([
    counted()
      .select((eb) => [
        "purchases.source",
        "purchases.currency",
        eb.fn.sum<number>(eb("purchases.amountCents", "-", eb.ref("purchases.refundedCents"))).as("totalCents"),
        eb.fn.countAll<number>().as("count"),
        eb.fn.max("purchases.purchasedAt").as("lastPurchasedAt"),
      ])
      .groupBy(["purchases.source", "purchases.currency"])
      .execute(),
    counted()
      .select((eb) => ["purchases.productName", eb.fn.max("purchases.purchasedAt").as("lastPurchasedAt")])
      .groupBy("purchases.productName")
      .orderBy("lastPurchasedAt", "desc")
      .limit(100)
      .execute(),
    theirs()
      .leftJoin("events", (join) => join.onRef("events.id", "=", "purchases.eventId").onRef("events.hostId", "=", "purchases.hostId"))
      .select([...PURCHASE_LINE_COLUMNS, "events.title as eventTitle"])
      .orderBy("purchases.purchasedAt", "desc")
      .orderBy("purchases.id", "desc")
      .limit(PURCHASE_HISTORY_LIMIT)
      .execute(),
  ]);
  return {
    bySource: bySource.map((row) => ({
      source: row.source,
      currency: row.currency,
      totalCents: Number(row.totalCents ?? 0),
      count: Number(row.count),
      lastPurchasedAt: row.lastPurchasedAt ?? null,
    })),
    productNames: products.map((row) => row.productName),
    purchases: purchases.map((row) => ({
      ...row,
      amountCents: Number(row.amountCents),
      refundedCents: Number(row.refundedCents),
      eventTitle: row.eventTitle ?? null,
    })),
  };
}

// ---- Hearts -------------------------------------------------------------------------------

export async function insertHeart({ streamRowId, viewerId }: { streamRowId: number; viewerId: number | null }) {
  await db().insertInto("streamHearts").values({ streamId: streamRowId, viewerId, createdAt: nowIso() }).execute();
}

/** Hearts sent to the stream, optionally since a moment. */
export async function countHearts({ streamRowId, since }: { streamRowId: number; since?: Date }) {
  let query = db()
    .selectFrom("streamHearts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("streamId", "=", streamRowId);
  if (since) query = query.where("createdAt", ">=", since.toISOString());
  return Number((await query.executeTakeFirstOrThrow()).count);
}
