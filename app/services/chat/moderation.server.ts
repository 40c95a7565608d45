// The host moderates: messages (sticky, unsticky, remove) and viewers (shadowban, kick).
import { moderateMessage, setViewerFlag } from "~/models/chat.server";
import type { ModerationAction, ViewerAction } from "~/schemas/chat";
import { parseStreamId } from "~/schemas/stream";
import { HttpError } from "~/utils/http.server";
import type { ChatMessage } from "~/utils/live-events";
import { publishLiveEvent } from "../realtime/bus.server";
import { addressOf, toChatMessage } from "./chat-message.server";

export const MESSAGE_NOT_FOUND = "Message not found";
export const VIEWER_NOT_FOUND = "Viewer not found";
export const MESSAGE_WAS_REMOVED = "This message has been removed.";

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
export async function actOnViewer({
  hostId,
  viewerId,
  streamId,
  action,
}: {
  hostId: number;
  viewerId: number;
  streamId: string;
  action: ViewerAction;
}): Promise<ModeratedViewer> {
  const id = parseStreamId(streamId);
  const viewer = id ? await setViewerFlag({ hostId, viewerId, streamId: id, action }) : null;
  if (!viewer) throw new HttpError(404, VIEWER_NOT_FOUND);
  await publishLiveEvent({
    streamRowId: viewer.streamRowId,
    type: action === "kick" ? "viewer_kick" : "viewer_shadowban",
    data: { viewerId: viewer.id },
    viewerId: viewer.id,
  });
  return { id: viewer.id, firstName: viewer.firstName, email: viewer.email, isKicked: viewer.isKicked, isShadowbanned: viewer.isShadowbanned };
}
