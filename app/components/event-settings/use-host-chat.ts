import { useCallback, useEffect, useRef, useState } from "react";
import { useChatFeed } from "~/components/live/use-chat-feed";
import { useLiveEvents, type LiveConnection } from "~/components/live/use-live-events";
import { useRevalidateWhenIdle } from "~/components/live/use-revalidate-when-idle";
import type { ChatMessage } from "~/utils/live-events";
import { CHAT_REFETCH_MS, RECONNECT_ATTEMPTS, RECONNECT_MAX_MS } from "./constants";

export type Connection = "connecting" | "connected" | "disconnected";

/** At most this many unpinned messages are kept on the page (the server lists the newest 200). */
const KEEP_ACTIVE = 250;

const REOPEN = { delayMs: 1_000, maxDelayMs: RECONNECT_MAX_MS, attempts: RECONNECT_ATTEMPTS };

const connectionOf = (live: LiveConnection): Connection => (live === "open" ? "connected" : live === "connecting" ? "connecting" : "disconnected");

/** A value from the loader that pushed events may change until the loader's next answer. */
function useLiveValue<T>(fromLoader: T) {
  const [state, setState] = useState({ base: fromLoader, value: fromLoader });
  if (state.base !== fromLoader) setState({ base: fromLoader, value: fromLoader });
  const set = useCallback((value: T) => setState((s) => ({ ...s, value })), []);
  return [state.base !== fromLoader ? fromLoader : state.value, set] as const;
}

/**
 * The host's chat on an open page: the loader's list, kept up to date by the stream's live events:
 * new messages, updates (pin, unpin), deletions, the viewer count and the stream's live state.
 * The list is also refetched every 30 s and whenever the connection comes back.
 */
export function useHostChat({
  streamId,
  messages,
  viewerCount,
  isLive,
}: {
  streamId: string;
  messages: ChatMessage[];
  viewerCount: number;
  isLive: boolean;
}) {
  const live = useLiveEvents({ streamId, reopen: REOPEN });
  const { on } = live;
  const chat = useChatFeed({ initial: messages, on, keep: KEEP_ACTIVE });
  const [count, setCount] = useLiveValue(viewerCount);
  const [liveNow, setLiveNow] = useLiveValue(isLive);

  useEffect(() => {
    const stops = [on("viewer_count", (data) => setCount(data.count)), on("stream_status", (data) => setLiveNow(data.isLive))];
    return () => stops.forEach((stop) => stop());
  }, [on, setCount, setLiveNow]);

  const revalidate = useRevalidateWhenIdle();
  const refetch = useRef(revalidate);
  refetch.current = revalidate;

  // Back after a drop: the replay covers most of it; the list makes sure.
  const openedBefore = useRef(false);
  useEffect(() => {
    if (live.connection !== "open") return;
    if (openedBefore.current) refetch.current();
    openedBefore.current = true;
  }, [live.connection]);

  useEffect(() => {
    const poll = setInterval(() => {
      if (document.visibilityState === "visible") refetch.current();
    }, CHAT_REFETCH_MS);
    return () => clearInterval(poll);
  }, []);

  return { messages: chat.messages, viewerCount: count, isLive: liveNow, connection: connectionOf(live.connection) };
}
