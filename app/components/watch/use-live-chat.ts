import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "~/utils/live-events";
import type { LiveEventListener } from "./use-live-stream";

/** A message as viewers see it: first names only. */
export type ViewerChatMessage = Omit<ChatMessage, "viewer"> & { viewer: { id: number; firstName: string } | null };

/** Spec section 9 (the server checks it too: schemas/chat.ts, kept out of the page's bundle). */
export const CHAT_MAX = 500;
/** Active messages kept on the page (the server lists the same number). */
const KEEP = 200;

export function viewerMessage(data: Record<string, unknown>): ViewerChatMessage | null {
  const m = data as Partial<ChatMessage>;
  if (typeof m.id !== "number" || typeof m.message !== "string") return null;
  return {
    id: m.id,
    message: m.message,
    status: m.status ?? "active",
    stickyOrder: m.stickyOrder ?? null,
    timestamp: m.timestamp ?? "",
    isStreamer: m.isStreamer === true,
    viewer: m.viewer ? { id: m.viewer.id, firstName: m.viewer.firstName } : null,
  };
}

/** Sticky first by their order, then the active ones oldest first; removed never; at most KEEP active. */
function arrange(list: ViewerChatMessage[]) {
  const sticky = list.filter((m) => m.status === "sticky").sort((a, b) => (a.stickyOrder ?? 0) - (b.stickyOrder ?? 0) || a.id - b.id);
  const active = list.filter((m) => m.status === "active").sort((a, b) => a.id - b.id);
  return [...sticky, ...active.slice(-KEEP)];
}

function upsert(list: ViewerChatMessage[], message: ViewerChatMessage) {
  return arrange([...list.filter((m) => m.id !== message.id), message]);
}

const without = (list: ViewerChatMessage[], id: unknown) => list.filter((m) => m.id !== id);

/**
 * The chat list kept current by the page's live connection: new messages, updates (sticky,
 * unsticky), deletions and removals. When a connection opens, the list is read once more (spec: on
 * connect) for what was said between the page's render (or a refused connection) and it; a fresh list
 * (that, or the loader's after revalidation) replaces what it covers.
 */
export function useLiveChat({
  streamId,
  uniqueId,
  initial,
  subscribe,
  connected,
  session,
  onRestricted,
}: {
  streamId: string;
  uniqueId: string;
  initial: ViewerChatMessage[];
  subscribe: (listener: LiveEventListener) => () => void;
  connected: boolean;
  /** Which live connection this is: each new one (not EventSource's own reconnect, which replays) reads the list again. */
  session: number;
  onRestricted: () => void;
}) {
  const [messages, setMessages] = useState(initial);
  const restricted = useRef(onRestricted);
  restricted.current = onRestricted;
  /** Ids deleted live: a list read before the deletion must not bring them back. */
  const gone = useRef(new Set<number>());

  const refresh = useCallback((fresh: ViewerChatMessage[]) => {
    const newest = fresh.reduce((max, m) => Math.max(max, m.id), 0);
    setMessages((current) => arrange([...fresh.filter((m) => !gone.current.has(m.id)), ...current.filter((m) => m.id > newest)]));
  }, []);

  const served = useRef(initial);
  useEffect(() => {
    if (served.current === initial) return;
    served.current = initial;
    refresh(initial);
  }, [initial, refresh]);

  const synced = useRef(0);
  useEffect(() => {
    if (!connected || synced.current === session) return;
    synced.current = session;
    fetch(`/api/streams/${encodeURIComponent(streamId)}/chat?token=${encodeURIComponent(uniqueId)}`, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((list) => {
        if (Array.isArray(list)) refresh(list.map((item) => viewerMessage(item as Record<string, unknown>)).filter((m): m is ViewerChatMessage => m !== null));
      })
      // The server-rendered list stays; live events keep coming.
      .catch(() => undefined);
  }, [connected, session, streamId, uniqueId, refresh]);

  useEffect(
    () =>
      subscribe((type, data) => {
        if (type === "chat_message" || type === "message_updated") {
          const message = viewerMessage(data);
          if (message) setMessages((list) => upsert(list, message));
        } else if (type === "chat_deletion" || (type === "chat_moderation" && data.action === "remove")) {
          if (typeof data.messageId === "number") gone.current.add(data.messageId);
          setMessages((list) => without(list, data.messageId));
        } else if (type === "viewer_shadowban") {
          restricted.current();
        }
      }),
    [subscribe],
  );

  const add = useCallback((message: ViewerChatMessage) => setMessages((list) => upsert(list, message)), []);
  return { messages, add };
}
