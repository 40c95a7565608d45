import { useEffect, useReducer, useState } from "react";
import type { ChatMessage } from "~/contracts/live-events";
import { chatFeed, chatFeedReducer } from "./chat-feed";
import type { LiveOn } from "./use-live-events";

/**
 * The chat list kept current by the page's live connection: new messages, updates (pin, unpin),
 * deletions and removals. A new list from the loader (after revalidation) replaces what it
 * covers; `update` applies a message just sent or a list read again.
 */
export function useChatFeed({ initial, on, keep }: { initial: ChatMessage[]; on: LiveOn; keep: number }) {
  const [feed, update] = useReducer(chatFeedReducer, initial, (messages) => chatFeed(messages, keep));
  const [served, setServed] = useState(initial);
  if (served !== initial) {
    setServed(initial);
    update({ type: "listed", messages: initial });
  }

  useEffect(() => {
    const stops = [
      on("chat_message", (data) => update({ type: "chat_message", data })),
      on("message_updated", (data) => update({ type: "message_updated", data })),
      on("chat_deletion", (data) => update({ type: "chat_deletion", data })),
      on("chat_moderation", (data) => update({ type: "chat_moderation", data })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [on]);

  return { messages: feed.messages, update };
}
