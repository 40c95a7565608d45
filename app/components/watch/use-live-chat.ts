import { useEffect, useRef } from "react";
import { isChatMessage } from "~/components/live/chat-feed";
import { useChatFeed } from "~/components/live/use-chat-feed";
import type { ChatMessage } from "~/contracts/live-events";

import type { ViewerChatMessage } from "~/contracts/watch-data";
import { useListOnConnect, type RoomLink } from "./room-list";

export type { ViewerChatMessage };

/** Spec section 9 (the server checks it too: schemas/chat.ts, kept out of the page's bundle). */
export const CHAT_MAX = 500;
/** Active messages kept on the page (the server lists the same number). */
const KEEP = 200;

/**
 * The viewer's chat list kept current by the page's live connection. When a connection opens,
 * the list is read once more (spec: on connect) for what was said between the page's render (or
 * a refused connection) and it. A shadowban addressed to the viewer calls `onRestricted`.
 */
export function useLiveChat({ room, initial, onRestricted }: { room: RoomLink; initial: ViewerChatMessage[]; onRestricted: () => void }) {
  const { on } = room;
  const { messages, update } = useChatFeed({ initial, on, keep: KEEP });
  const restricted = useRef(onRestricted);
  restricted.current = onRestricted;

  useListOnConnect(room, "chat", () => ({ listed: (list) => update({ type: "listed", messages: list.filter(isChatMessage) }) }));

  useEffect(() => on("viewer_shadowban", () => restricted.current()), [on]);

  const add = (message: ChatMessage) => update({ type: "chat_message", data: message });
  return { messages, add };
}
