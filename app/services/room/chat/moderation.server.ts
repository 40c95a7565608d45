// The host's side moderates: messages (sticky, unsticky, remove; approve or reject a held one) and
// viewers (shadowban, kick, timeout, and their undoing). `hostId` scopes the stream; `actorId` is
// who acted (the host or a member of their team), for the moderation log.
import { listHeldMessages, moderateMessage, setViewerFlag } from "~/models/chat.server";
import { changeViewer } from "~/models/moderation.server";
import type { ViewerRecord } from "~/models/viewer.server";
import type { ModeratedViewer } from "~/contracts/viewers";
import type { ModerationAction, ViewerAction } from "~/schemas/chat";
import { parseStreamId } from "~/schemas/stream";
import { HttpError } from "~/utils/http.server";
import type { ChatMessage } from "~/contracts/live-events";
import { getLogger } from "~/utils/logger.server";
import type { TimeoutMinutes, ViewerModerationState } from "~/contracts/moderation";
import { recordModeration } from "../moderation-log.server";
import { publishLiveEvent } from "~/services/realtime/index.server";
import { requireHostStream } from "../stream-access.server";
import { activeTimeout } from "./restrictions.server";
import { addressOf, toChatMessage } from "./chat-message.server";

export const MESSAGE_NOT_FOUND = "Message not found";
export const VIEWER_NOT_FOUND = "Viewer not found";
export const MESSAGE_WAS_REMOVED = "This message has been removed.";
export const MESSAGE_NOT_HELD = "This message is not held for review.";
export const MESSAGE_UNPUBLISHED = "This message is not published: approve it first.";

/**
 * The host (or, later, a moderator: `actorId`) moderates one of the host's messages: sticky /
 * unsticky publish `message_updated`, remove publishes `chat_deletion` and `chat_moderation`.
 * approve publishes the held message as `message_updated` to everyone (it keeps its id and time,
 * so lists place it where it was sent); reject tells its author alone (and the host). 404 for an
 * unknown or another host's message, 409 to sticky or unsticky a removed or unpublished one, or to
 * approve or reject one that is not held. Returns the message as the host sees it.
 */
export async function moderate({
  hostId,
  actorId,
  messageId,
  action,
}: {
  hostId: number;
  actorId: number;
  messageId: number;
  action: ModerationAction;
}): Promise<ChatMessage> {
  const result = await moderateMessage({ hostId, messageId, action });
  if (result.outcome === "not-found") throw new HttpError(404, MESSAGE_NOT_FOUND);
  if (result.outcome === "removed") throw new HttpError(409, MESSAGE_WAS_REMOVED);
  if (result.outcome === "not-held") throw new HttpError(409, MESSAGE_NOT_HELD);
  if (result.outcome === "unpublished") throw new HttpError(409, MESSAGE_UNPUBLISHED);
  if (action === "approve" || action === "reject") getLogger().info({ hostId, actorId, messageId, action }, "held chat message reviewed");
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
    await recordModeration({ streamRowId, actorId, action, viewerId: record.viewerId, messageId: record.id });
  }
  return toChatMessage(record, { withEmail: true });
}

const stateOf = (viewer: ViewerRecord): ViewerModerationState => ({
  viewerId: viewer.id,
  isShadowbanned: viewer.isShadowbanned,
  isKicked: viewer.isKicked,
  timedOutUntil: activeTimeout(viewer),
});

async function applyToViewer({
  hostId,
  viewerId,
  streamId,
  action,
  minutes,
}: {
  hostId: number;
  viewerId: number;
  streamId: string;
  action: ViewerAction;
  minutes: TimeoutMinutes | undefined;
}) {
  if (action === "shadowban" || action === "kick") return setViewerFlag({ hostId, viewerId, streamId, action });
  if (action === "timeout") {
    if (!minutes) throw new HttpError(400, "minutes must be 1, 5 or 10");
    return changeViewer({ hostId, viewerId, streamId, change: { action, until: new Date(Date.now() + minutes * 60_000).toISOString() } });
  }
  return changeViewer({ hostId, viewerId, streamId, change: { action } });
}

/**
 * The host acts on a viewer of their stream (public id): shadowban, kick, timeout (for `minutes`),
 * untimeout, unshadowban, readmit. Shadowban and kick tell the viewer with `viewer_shadowban` /
 * `viewer_kick`; every action pushes `viewer_state` (addressed to them; the host sees both) and is
 * logged with its actor. 404 when the viewer is not on that stream or the stream is not the host's.
 */
export async function actOnViewer({
  hostId,
  actorId,
  viewerId,
  streamId,
  action,
  minutes,
}: {
  hostId: number;
  actorId: number;
  viewerId: number;
  streamId: string;
  action: ViewerAction;
  minutes?: TimeoutMinutes;
}): Promise<ModeratedViewer> {
  const id = parseStreamId(streamId);
  const viewer = id ? await applyToViewer({ hostId, viewerId, streamId: id, action, minutes }) : null;
  if (!viewer) throw new HttpError(404, VIEWER_NOT_FOUND);
  const streamRowId = viewer.streamRowId;
  if (action === "kick" || action === "shadowban") {
    await publishLiveEvent({
      streamRowId,
      type: action === "kick" ? "viewer_kick" : "viewer_shadowban",
      data: { viewerId: viewer.id },
      viewerId: viewer.id,
    });
  }
  await publishLiveEvent({ streamRowId, type: "viewer_state", data: stateOf(viewer), viewerId: viewer.id });
  await recordModeration({ streamRowId, actorId, action, viewerId: viewer.id, details: action === "timeout" ? { minutes } : {} });
  return {
    id: viewer.id,
    firstName: viewer.firstName,
    email: viewer.email,
    isKicked: viewer.isKicked,
    isShadowbanned: viewer.isShadowbanned,
    timedOutUntil: activeTimeout(viewer),
  };
}

/** GET /api/streams/{streamId}/held-messages: the stream's messages waiting for review, oldest first (404 when not the host's stream). */
export async function listHeld({ hostId, streamId }: { hostId: number; actorId: number; streamId: string }): Promise<ChatMessage[]> {
  const stream = await requireHostStream(hostId, streamId);
  const records = await listHeldMessages({ streamRowId: stream.rowId });
  return records.map((record) => toChatMessage(record, { withEmail: true }));
}
