// Reading and posting chat: the access gate says who asks; viewers are rate limited, the host never.
// The JSON calls and the pages (watch page chat form, host's chat panel) share these functions.
import { listChatHistory, listChatMessages } from "~/models/chat.server";
import type { ViewerRecord } from "~/models/viewer.server";
import { chatMessageTextSchema, type ChatPostInput } from "~/schemas/chat";
import { HttpError } from "~/utils/http.server";
import { takePage, type PageKey, type PageRequest } from "~/utils/pagination.server";
import { CHAT_CLOSED_TEXT, CHAT_WAITING_TEXT, type ChatMessage } from "~/contracts/live-events";
import { nowIso } from "~/utils/tokens.server";
import {
  audienceByToken,
  requireAudience,
  requireHostStream,
  requirePoster,
  requireViewerPoster,
  type AccessStream,
  type Audience,
  type ChatPostClaim,
  type StreamAccess,
} from "../stream-access.server";
import type { Staff } from "~/services/account/index.server";
import { tokenBucketLimit } from "~/services/realtime/index.server";
import { isWaiting } from "../room-switches.server";
import { toChatMessage } from "./chat-message.server";
import { requireNotTimedOut, takeSlowModeTurn } from "./restrictions.server";
import { storeAndPublish } from "./group-commit.server";
import { filterViewerMessage } from "./blocked-words.server";

export const CHAT_TOO_FAST = "You're sending messages too fast. Wait a moment and try again.";
export const CHAT_DISABLED = "Chat is turned off for this event.";
/** Viewers: 1 message a second on average, bursts of up to 5. The host is never limited. */
export const CHAT_BURST = 5;
export const CHAT_PER_SECOND = 1;

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

/** GET /api/streams/{streamId}/chat with history filters: one page, oldest first, and the next page's key. */
export async function chatHistoryForRequest({
  request,
  streamId,
  since,
  afterId,
  page,
}: {
  request: Request;
  streamId: string;
  since?: string;
  afterId?: number;
  page: PageRequest & { limit: number };
}): Promise<{ messages: ChatMessage[]; next: PageKey | null }> {
  const { stream, audience } = await requireAudience({ request, streamId, purpose: "chat" });
  const rows = await listChatHistory({ streamRowId: stream.rowId, reader: audience, since, afterId, after: page.after, limit: page.limit });
  const { items, next } = takePage(rows, page.limit, (row) => ({ at: row.createdAt, id: row.id }));
  return { messages: items.map((record) => toChatMessage(record, { withEmail: audience.kind === "host" })), next };
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

/** Held across processes on PostgreSQL (see tokenBucketLimit). */
const chatLimit = () => tokenBucketLimit("chat", CHAT_BURST, CHAT_PER_SECOND);

function parseText(message: unknown): string {
  const parsed = chatMessageTextSchema.safeParse(message);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid message", {
      fieldErrors: { message: parsed.error.issues.map((i) => i.message) },
    });
  return parsed.data;
}

async function postAsViewer(stream: AccessStream, viewer: ViewerRecord, text: string) {
  if (!stream.chatEnabled) throw new HttpError(403, CHAT_DISABLED, { kind: "closed" });
  if (!stream.chatOpen) throw new HttpError(403, CHAT_CLOSED_TEXT, { kind: "closed" });
  if (isWaiting(stream)) throw new HttpError(403, CHAT_WAITING_TEXT, { kind: "closed" });
  await requireNotTimedOut(stream, viewer);
  await takeSlowModeTurn(stream, viewer);
  const limit = await chatLimit().take(String(viewer.id));
  if (!limit.allowed) throw new HttpError(429, CHAT_TOO_FAST, { retryAfterSeconds: limit.retryAfterSeconds, kind: "rate_limited" });
  const filtered = await filterViewerMessage(stream.hostId, text);
  return storeAndPublish(
    {
      streamRowId: stream.rowId,
      viewerId: viewer.id,
      isStreamer: false,
      message: filtered.text,
      status: filtered.held ? "held" : "active",
      createdAt: nowIso(),
    },
    { id: viewer.id, firstName: viewer.firstName, email: viewer.email, isShadowbanned: viewer.isShadowbanned },
  );
}

/** The host's side posts: the host or a member of their team, named with their role on the badge. */
function postAsStaff(stream: AccessStream, text: string, staff: Staff | undefined) {
  const author = staff ? { userId: staff.userId, role: staff.role, name: staff.name } : undefined;
  return storeAndPublish({ streamRowId: stream.rowId, viewerId: null, isStreamer: true, message: text, createdAt: nowIso(), author }, null);
}

function postAs({ stream, audience }: { stream: AccessStream; audience: Exclude<Audience, { kind: "anonymous" }> }, text: string) {
  return audience.kind === "host" ? postAsStaff(stream, text, audience.staff) : postAsViewer(stream, audience.viewer, text);
}

/**
 * POST /api/streams/{streamId}/chat with a validated body: the access gate says who posts (the
 * host as the streamer, or the viewer of the personal token). `request` is made only when needed
 * (the Express fast path).
 */
export async function postChatFromRequest({
  request,
  streamId,
  input,
}: {
  request: () => Request;
  streamId: string;
  input: ChatPostInput;
}): Promise<ChatMessage> {
  const claim: ChatPostClaim = { isStreamer: input.isStreamer, token: input.token, viewerId: input.viewerId };
  return postAs(await requirePoster({ request, streamId, claim }), input.message);
}

/**
 * The watch page's chat form: the viewer behind `uniqueId` (their personal token) posts.
 * `message` is the raw form value (validated here: 400 with the spec's texts).
 */
export async function postViewerMessage({
  streamId,
  uniqueId,
  message,
}: {
  streamId: string;
  uniqueId: string;
  message: unknown;
}): Promise<ChatMessage> {
  const text = parseText(message);
  return postAs(await requireViewerPoster({ streamId, uniqueId }), text);
}

/** The host's chat panel: the host or a team member posts as the streamer (never rate limited). 404 when not the host's stream. */
export async function postHostMessage({
  hostId,
  streamId,
  message,
  staff,
}: {
  hostId: number;
  streamId: string;
  message: unknown;
  /** Who on the host's side writes (their badge). */
  staff?: Staff;
}): Promise<ChatMessage> {
  const stream = await requireHostStream(hostId, streamId);
  return postAsStaff(stream, parseText(message), staff);
}
