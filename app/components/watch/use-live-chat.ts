import { useEffect, useRef } from "react";
import { isChatMessage } from "~/components/live/chat-feed";
import { useChatFeed } from "~/components/live/use-chat-feed";
import type { LiveOn } from "~/components/live/use-live-events";
import type { ChatMessage } from "~/contracts/live-events";

import type { ViewerChatMessage } from "~/contracts/watch-data";
import { fetchRoomList } from "./room-list";

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
export function useLiveChat({
  streamId,
  uniqueId,
  initial,
  on,
  connected,
  session,
  onRestricted,
}: {
  streamId: string;
  uniqueId: string;
  initial: ViewerChatMessage[];
  on: LiveOn;
  connected: boolean;
  /** Which live connection this is: each new one (not EventSource's own reconnect, which replays) reads the list again. */
  session: number;
  onRestricted: () => void;
}) {
  const { messages, update } = useChatFeed({ initial, on, keep: KEEP });
  const restricted = useRef(onRestricted);
  restricted.current = onRestricted;

  const synced = useRef(0);
  useEffect(() => {
    if (!connected || synced.current === session) return;
    synced.current = session;
    fetchRoomList(streamId, "chat", uniqueId)
      .then((list) => {
        if (list) update({ type: "listed", messages: list.filter(isChatMessage) });
      })
      // The server-rendered list stays; live events keep coming.
      .catch(() => undefined);
  }, [connected, session, streamId, uniqueId, update]);

  useEffect(() => on("viewer_shadowban", () => restricted.current()), [on]);

  const add = (message: ChatMessage) => update({ type: "chat_message", data: message });
  return { messages, add };
}
