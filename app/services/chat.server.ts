// Chat rules: who may read and post, the per-viewer rate limit, storing (group commit) then
// pushing, moderation of messages and viewers, hearts, and a chatter's purchase history.
// The JSON calls and the pages (watch page chat form, host's chat panel) share these functions.
import {
  getHostViewer,
  insertChatMessages,
  insertHeart,
  listChatMessages,
  moderateMessage,
  purchaseTotals,
  setViewerFlag,
  type ChatMessageRecord,
  type NewChatMessage,
} from "~/models/chat.server";
import type { ViewerRecord } from "~/models/viewer.server";
import { chatMessageTextSchema, type ChatPostInput, type ModerationAction, type ViewerAction } from "~/schemas/chat";
import { parseStreamId } from "~/schemas/stream";
import { HttpError } from "~/utils/http.server";
import type { ChatMessage } from "~/utils/live-events";
import { getLogger } from "~/utils/logger.server";
import { publishLiveEvent, publishLiveEvents } from "./realtime/bus.server";
import { singleton } from "~/utils/singleton.server";
import { TokenBuckets } from "~/utils/token-bucket";
import { nowIso } from "~/utils/tokens.server";
import {
  audienceByToken,
  requireAudience,
  requireHostStream,
  requirePoster,
  requireViewerPoster,
  STREAM_NOT_FOUND,
  type AccessStream,
  type Audience,
  type ChatPostClaim,
  type StreamAccess,
} from "./stream-access.server";

export const MESSAGE_NOT_FOUND = "Message not found";
export const VIEWER_NOT_FOUND = "Viewer not found";
export const CHAT_TOO_FAST = "You're sending messages too fast. Wait a moment and try again.";
export const HEARTS_TOO_FAST = "Too many hearts at once. Wait a moment.";
export const CHAT_DISABLED = "Chat is turned off for this event.";
export const MESSAGE_WAS_REMOVED = "This message has been removed.";

/** Viewers: 1 message a second on average, bursts of up to 5. The host is never limited. */
export const CHAT_BURST = 5;
export const CHAT_PER_SECOND = 1;
/** Hearts: 5 per 2 seconds per sender; extra ones are dropped (429). */
export const HEART_BURST = 5;
export const HEARTS_PER_SECOND = 2.5;
/** At most this many messages go into one group commit. */
const MAX_BATCH = 500;




// ---- The spec's chat message -----------------------------------------------------------------

export function toChatMessage(record: ChatMessageRecord, { withEmail = false } = {}): ChatMessage {
  return {
    id: record.id,
    message: record.message,
    status: record.status,
    stickyOrder: record.stickyOrder,
    timestamp: record.createdAt,
    isStreamer: record.isStreamer,
    viewer: record.viewer
      ? withEmail
        ? { id: record.viewer.id, firstName: record.viewer.firstName, email: record.viewer.email }
        : { id: record.viewer.id, firstName: record.viewer.firstName }
      : null,
  };
}

/** A shadowbanned author's messages (and their updates) reach only that author and the host. */
function addressOf(record: ChatMessageRecord) {
  return record.viewer?.isShadowbanned ? record.viewer.id : null;
}

// ---- Reading -------------------------------------------------------------------------------

/** The chat as this audience sees it (sticky first, removed never); the host's list carries e-mails. */
export async function listChat({ stream, audience }: StreamAccess): Promise<ChatMessage[]> {
  const records = await listChatMessages({ streamRowId: stream.rowId, reader: audience });
  const withEmail = audience.kind === "host";
  return records.map((record) => toChatMessage(record, { withEmail }));
}

/** GET /api/streams/{streamId}/chat: for whoever the access gate lets read it. */
export async function listChatForRequest({ request, streamId }: { request: Request; streamId: string }) {
  return listChat(await requireAudience({ request, streamId, purpose: "chat" }));
}

/**
 * The watch page's chat: `uniqueId` is the viewer's personal token (from the URL or the viewer
 * cookie), null for a visitor of an open event.
 */
export async function listChatForViewer({ streamId, uniqueId }: { streamId: string; uniqueId: string | null }): Promise<ChatMessage[]> {
  return listChat(await audienceByToken({ streamId, uniqueId, purpose: "chat" }));
}

/** The host's chat panel: every message but removed ones, with the chatters' e-mails. 404 when not the host's stream. */
export async function listChatForHost({ hostId, streamId }: { hostId: number; streamId: string }): Promise<ChatMessage[]> {
  const stream = await requireHostStream(hostId, streamId);
  return listChat({ stream, audience: { kind: "host", hostId } });
}

// ---- Posting -------------------------------------------------------------------------------

function chatBuckets() {
  return singleton("chatRateLimit", () => new TokenBuckets(CHAT_BURST, CHAT_PER_SECOND));
}

function heartBuckets() {
  return singleton("heartRateLimit", () => new TokenBuckets(HEART_BURST, HEARTS_PER_SECOND));
}

function parseText(message: unknown): string {
  const parsed = chatMessageTextSchema.safeParse(message);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid message", { fieldErrors: { message: parsed.error.issues.map((i) => i.message) } });
  return parsed.data;
}

async function postAsViewer(stream: AccessStream, viewer: ViewerRecord, text: string) {
  if (!stream.chatEnabled) throw new HttpError(403, CHAT_DISABLED);
  const limit = chatBuckets().take(String(viewer.id));
  if (!limit.allowed) throw new HttpError(429, CHAT_TOO_FAST, { retryAfterSeconds: limit.retryAfterSeconds });
  return storeAndPublish(
    { streamRowId: stream.rowId, viewerId: viewer.id, isStreamer: false, message: text, createdAt: nowIso() },
    { id: viewer.id, firstName: viewer.firstName, email: viewer.email, isShadowbanned: viewer.isShadowbanned },
  );
}

function postAsHost(stream: AccessStream, text: string) {
  return storeAndPublish({ streamRowId: stream.rowId, viewerId: null, isStreamer: true, message: text, createdAt: nowIso() }, null);
}

function postAs({ stream, audience }: { stream: AccessStream; audience: Exclude<Audience, { kind: "anonymous" }> }, text: string) {
  return audience.kind === "host" ? postAsHost(stream, text) : postAsViewer(stream, audience.viewer, text);
}

/**
 * POST /api/streams/{streamId}/chat with a validated body: the access gate says who posts (the
 * host as the streamer, or the viewer of the personal token). `request` is made only when needed
 * (the Express fast path).
 */
export async function postChatFromRequest({ request, streamId, input }: { request: () => Request; streamId: string; input: ChatPostInput }): Promise<ChatMessage> {
  const claim: ChatPostClaim = { isStreamer: input.isStreamer, token: input.token, viewerId: input.viewerId };
  return postAs(await requirePoster({ request, streamId, claim }), input.message);
}

/**
 * The watch page's chat form: the viewer behind `uniqueId` (their personal token) posts.
 * `message` is the raw form value (validated here: 400 with the spec's texts).
 */
export async function postViewerMessage({ streamId, uniqueId, message }: { streamId: string; uniqueId: string; message: unknown }): Promise<ChatMessage> {
  const text = parseText(message);
  return postAs(await requireViewerPoster({ streamId, uniqueId }), text);
}

/** The host's chat panel: posts as the streamer (never rate limited). 404 when not the host's stream. */
export async function postHostMessage({ hostId, streamId, message }: { hostId: number; streamId: string; message: unknown }): Promise<ChatMessage> {
  const stream = await requireHostStream(hostId, streamId);
  return postAsHost(stream, parseText(message));
}

// ---- Group commit --------------------------------------------------------------------------
// Messages that arrive while the previous batch is being written (or within the same turn of the
// event loop) are inserted together in one statement. A message is acknowledged only after its
// batch has committed and its chat_message event has been published; each batch's events are
// stored with one statement and published in message order.

type Author = NonNullable<ChatMessageRecord["viewer"]>;

interface PendingMessage {
  input: NewChatMessage;
  author: Author | null;
  resolve: (message: ChatMessage) => void;
  reject: (error: unknown) => void;
}

interface ChatWriter {
  queue: PendingMessage[];
  scheduled: boolean;
  running: boolean;
  /** The tail of the publishing chain: batches publish one after another, in order. */
  published: Promise<void>;
}

function writer() {
  return singleton("chatWriter", (): ChatWriter => ({ queue: [], scheduled: false, running: false, published: Promise.resolve() }));
}

function storeAndPublish(input: NewChatMessage, author: Author | null): Promise<ChatMessage> {
  return new Promise<ChatMessage>((resolve, reject) => {
    const w = writer();
    w.queue.push({ input, author, resolve, reject });
    if (!w.scheduled && !w.running) {
      w.scheduled = true;
      setImmediate(() => {
        flush().catch((error: unknown) => getLogger().error({ err: error }, "chat group commit failed"));
      });
    }
  });
}

async function flush() {
  const w = writer();
  w.scheduled = false;
  if (w.running) return;
  w.running = true;
  try {
    while (w.queue.length) await commitBatch(w.queue.splice(0, MAX_BATCH));
  } finally {
    w.running = false;
  }
}

function isForeignKeyError(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503";
}

async function commitBatch(batch: PendingMessage[]) {
  const stored: { pending: PendingMessage; record: ChatMessageRecord }[] = [];
  const keep = (pending: PendingMessage, row: { id: number; createdAt: string }) =>
    stored.push({
      pending,
      record: {
        id: row.id,
        streamRowId: pending.input.streamRowId,
        viewerId: pending.input.viewerId,
        isStreamer: pending.input.isStreamer,
        message: pending.input.message,
        status: "active",
        stickyOrder: null,
        createdAt: row.createdAt,
        viewer: pending.author,
      },
    });
  try {
    const rows = await insertChatMessages(batch.map((p) => p.input));
    batch.forEach((pending, i) => {
      const row = rows[i];
      if (row) keep(pending, row);
      else pending.reject(new Error("chat message not stored"));
    });
  } catch (error) {
    if (batch.length === 1) {
      rejectStore(batch[0] as PendingMessage, error);
      return;
    }
    // One bad row (its stream deleted a moment ago) must not fail the others: one at a time.
    for (const pending of batch) {
      try {
        const [row] = await insertChatMessages([pending.input]);
        if (row) keep(pending, row);
        else pending.reject(new Error("chat message not stored"));
      } catch (single) {
        rejectStore(pending, single);
      }
    }
  }
  const w = writer();
  w.published = w.published
    .then(() => publishStored(stored))
    .catch((error: unknown) => getLogger().error({ err: error }, "publishing chat messages failed"));
}

function rejectStore(pending: PendingMessage, error: unknown) {
  pending.reject(isForeignKeyError(error) ? new HttpError(404, STREAM_NOT_FOUND) : error);
}

async function publishStored(stored: { pending: PendingMessage; record: ChatMessageRecord }[]) {
  try {
    await publishLiveEvents(
      stored.map(({ record }) => ({ streamRowId: record.streamRowId, type: "chat_message", data: toChatMessage(record), viewerId: addressOf(record) })),
    );
  } catch (error) {
    // Stored is stored: readers get them from the list when they reconnect.
    getLogger().warn({ err: error, messageIds: stored.map(({ record }) => record.id) }, "publishing a batch of chat messages failed");
  } finally {
    for (const { pending, record } of stored) pending.resolve(toChatMessage(record, { withEmail: true }));
  }
}

// ---- Moderation ----------------------------------------------------------------------------

/**
 * The host moderates one of their messages: sticky / unsticky publish `message_updated`, remove
 * publishes `chat_deletion` and `chat_moderation`. 404 for an unknown or another host's message,
 * 409 to sticky or unsticky a removed one. Returns the message as the host sees it.
 */
export async function moderate({ hostId, messageId, action }: { hostId: number; messageId: number; action: ModerationAction }): Promise<ChatMessage> {
  const result = await moderateMessage({ hostId, messageId, action });
  if (result.outcome === "not-found") throw new HttpError(404, MESSAGE_NOT_FOUND);
  if (result.outcome === "removed") throw new HttpError(409, MESSAGE_WAS_REMOVED);
  const { message: record, changed } = result;
  if (changed) {
    const streamRowId = record.streamRowId;
    const viewerId = addressOf(record);
    if (action === "remove") {
      await publishLiveEvent({ streamRowId, type: "chat_deletion", data: { messageId: record.id }, viewerId });
      await publishLiveEvent({ streamRowId, type: "chat_moderation", data: { messageId: record.id, action }, viewerId });
    } else {
      await publishLiveEvent({ streamRowId, type: "message_updated", data: toChatMessage(record), viewerId });
    }
  }
  return toChatMessage(record, { withEmail: true });
}

export interface ModeratedViewer {
  id: number;
  firstName: string;
  email: string;
  isKicked: boolean;
  isShadowbanned: boolean;
}

/**
 * The host shadowbans or kicks a viewer of their stream (public id); the viewer is told with
 * `viewer_shadowban` / `viewer_kick` (addressed to them; the host sees it too). 404 when the
 * viewer is not on that stream or the stream is not the host's.
 */
export async function actOnViewer({ hostId, viewerId, streamId, action }: { hostId: number; viewerId: number; streamId: string; action: ViewerAction }): Promise<ModeratedViewer> {
  const id = parseStreamId(streamId);
  const viewer = id ? await setViewerFlag({ hostId, viewerId, streamId: id, action }) : null;
  if (!viewer) throw new HttpError(404, VIEWER_NOT_FOUND);
  await publishLiveEvent({ streamRowId: viewer.streamRowId, type: action === "kick" ? "viewer_kick" : "viewer_shadowban", data: { viewerId: viewer.id }, viewerId: viewer.id });
  return { id: viewer.id, firstName: viewer.firstName, email: viewer.email, isKicked: viewer.isKicked, isShadowbanned: viewer.isShadowbanned };
}

// ---- Purchase history ----------------------------------------------------------------------

/** Spec section 3 "Purchase history response" (cents). */
export interface PurchaseHistory {
  totalValue: number;
  lastPurchaseDate: string | null;
  productNames: string[];
  cached: boolean;
  sources: {
    activeCampaign: { totalValue: number };
    stripe: { totalValue: number; purchaseCount: number };
    paypal: { totalValue: number; purchaseCount: number };
  };
}

/**
 * What a chatter bought from this host: purchases recorded against the viewer or under their
 * e-mail. 404 when the viewer is not on one of the host's streams. No purchases: zeros.
 */
export async function purchaseHistoryOf({ hostId, viewerId }: { hostId: number; viewerId: number }): Promise<PurchaseHistory> {
  const viewer = await getHostViewer({ hostId, viewerId });
  if (!viewer) throw new HttpError(404, VIEWER_NOT_FOUND);
  const { bySource, productNames } = await purchaseTotals({ hostId, viewerId: viewer.id, emailNormalized: viewer.emailNormalized });
  const of = (source: string) => bySource.find((row) => row.source === source);
  const last = bySource.map((row) => row.lastPurchasedAt).filter((at): at is string => Boolean(at)).sort().at(-1);
  const lastDate = last ? new Date(last) : null;
  return {
    totalValue: bySource.reduce((sum, row) => sum + row.totalCents, 0),
    // A stored value that is not a date is passed on as it is (the dialog shows 'Unknown').
    lastPurchaseDate: last && lastDate ? (Number.isNaN(lastDate.getTime()) ? last : lastDate.toISOString()) : null,
    productNames,
    cached: false,
    sources: {
      activeCampaign: { totalValue: of("activecampaign")?.totalCents ?? 0 },
      stripe: { totalValue: of("stripe")?.totalCents ?? 0, purchaseCount: of("stripe")?.count ?? 0 },
      paypal: { totalValue: of("paypal")?.totalCents ?? 0, purchaseCount: of("paypal")?.count ?? 0 },
    },
  };
}

// ---- Hearts --------------------------------------------------------------------------------

/**
 * A heart from the watch page: counted and pushed to everyone as `heart` `{ count: 1 }`. Who may
 * send is who may read the chat; each sender (viewer, host, or an open event's visitor by
 * address) gets HEART_BURST per 2 s, extra hearts are refused with 429 and not counted.
 */
export async function sendHeart({ request, streamId, token, clientIp }: { request: Request; streamId: string; token?: string | null; clientIp: string }) {
  const { stream, audience } = await requireAudience({ request, streamId, token, cached: true, purpose: "chat" });
  const key = audience.kind === "host" ? `host:${audience.hostId}` : audience.kind === "viewer" ? `viewer:${audience.viewerId}` : `ip:${stream.rowId}:${clientIp}`;
  const limit = heartBuckets().take(key);
  if (!limit.allowed) throw new HttpError(429, HEARTS_TOO_FAST, { retryAfterSeconds: limit.retryAfterSeconds });
  await insertHeart({ streamRowId: stream.rowId, viewerId: audience.kind === "viewer" ? audience.viewerId : null });
  await publishLiveEvent({ streamRowId: stream.rowId, type: "heart", data: { count: 1 } });
  return { accepted: true as const };
}
