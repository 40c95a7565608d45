// The spec's chat message (section 3) as readers get it, and who an update of it is addressed to.
import type { ChatMessageRecord } from "~/models/chat.server";
import type { ChatMessage } from "~/contracts/chat-shapes";

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
    ...(record.staff ? { staff: record.staff } : {}),
  };
}

/**
 * A shadowbanned author's messages (and their updates) reach only that author and the host; so do
 * messages held for review or rejected.
 */
export function addressOf(record: ChatMessageRecord) {
  if (record.viewerId !== null && (record.status === "held" || record.status === "rejected")) return record.viewerId;
  return record.viewer?.isShadowbanned ? record.viewer.id : null;
}
