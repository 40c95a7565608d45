import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "~/utils/live-events";
import { CHAT_REFETCH_MS, RECONNECT_ATTEMPTS, RECONNECT_MAX_MS } from "./constants";

export type Connection = "connecting" | "connected" | "disconnected";

/** At most this many unpinned messages are kept on the page (the server lists the newest 200). */
const KEEP_ACTIVE = 250;

interface Feed {
  /** The loader's list this feed was built on. */
  source: ChatMessage[];
  byId: Map<number, ChatMessage>;
  /** Removed while the loader's list was on its way: never shown again. */
  gone: Set<number>;
}

const feedOf = (messages: ChatMessage[], gone = new Set<number>()): Feed => ({
  source: messages,
  byId: new Map(messages.filter((m) => !gone.has(m.id)).map((m) => [m.id, m])),
  gone,
});

/** A fresh loader list, plus pushed messages newer than anything in it. */
function rebase(feed: Feed, messages: ChatMessage[]): Feed {
  const next = feedOf(messages, feed.gone);
  const newest = messages.reduce((max, m) => Math.max(max, m.id), 0);
  for (const message of feed.byId.values()) if (message.id > newest && !next.byId.has(message.id)) next.byId.set(message.id, message);
  return next;
}

/** A pushed message or update; pushed ones carry no e-mail, so a known one is kept. */
function upsert(feed: Feed, message: ChatMessage): Feed {
  if (feed.gone.has(message.id)) return feed;
  if (message.status === "removed") return drop(feed, message.id);
  const byId = new Map(feed.byId);
  const known = byId.get(message.id);
  byId.set(message.id, known?.viewer && message.viewer ? { ...message, viewer: { ...known.viewer, ...message.viewer } } : message);
  const active = [...byId.values()].filter((m) => m.status === "active");
  if (active.length > KEEP_ACTIVE) {
    active.sort((a, b) => a.id - b.id);
    for (const old of active.slice(0, active.length - KEEP_ACTIVE)) byId.delete(old.id);
  }
  return { ...feed, byId };
}

function drop(feed: Feed, messageId: number): Feed {
  const byId = new Map(feed.byId);
  byId.delete(messageId);
  const gone = new Set(feed.gone);
  gone.add(messageId);
  return { ...feed, byId, gone };
}

function parseData<T>(event: Event): T | null {
  try {
    return JSON.parse(String((event as MessageEvent<string>).data)) as T;
  } catch {
    return null;
  }
}

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === "object" && value !== null && typeof (value as ChatMessage).id === "number" && typeof (value as ChatMessage).message === "string";

/** A value from the loader that pushed events may change until the loader's next answer. */
function useLiveValue<T>(fromLoader: T) {
  const [state, setState] = useState({ base: fromLoader, value: fromLoader });
  if (state.base !== fromLoader) setState({ base: fromLoader, value: fromLoader });
  const set = useCallback((value: T) => setState((s) => ({ ...s, value })), []);
  return [state.base !== fromLoader ? fromLoader : state.value, set] as const;
}

/**
 * The host's chat on an open page: the loader's list, kept up to date by the stream's live events
 * (Server-Sent Events): new messages, updates (pin, unpin), deletions, the viewer count and the
 * stream's live state. The list is also refetched every 30 s and whenever the connection comes back.
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
  const [feed, setFeed] = useState(() => feedOf(messages));
  if (feed.source !== messages) setFeed(rebase(feed, messages));
  const [count, setCount] = useLiveValue(viewerCount);
  const [live, setLive] = useLiveValue(isLive);
  const [connection, setConnection] = useState<Connection>("connecting");

  const revalidator = useRevalidator();
  const refetch = useRef(() => {});
  useEffect(() => {
    refetch.current = () => {
      if (revalidator.state === "idle") revalidator.revalidate();
    };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") {
      setConnection("disconnected");
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;
    let openedBefore = false;
    let stopped = false;

    const connect = () => {
      const current = new EventSource(`/api/streams/${encodeURIComponent(streamId)}/events`);
      source = current;
      current.addEventListener("open", () => {
        setConnection("connected");
        attempts = 0;
        // Back after a drop: the replay covers most of it; the list makes sure.
        if (openedBefore) refetch.current();
        openedBefore = true;
      });
      current.addEventListener("error", () => {
        if (stopped) return;
        setConnection(current.readyState === EventSource.OPEN ? "connected" : "disconnected");
        // EventSource retries by itself unless the server refused; then we try again a few times.
        if (current.readyState === EventSource.CLOSED && attempts < RECONNECT_ATTEMPTS) {
          const delay = Math.min(1_000 * 2 ** attempts, RECONNECT_MAX_MS);
          attempts += 1;
          retry = setTimeout(connect, delay);
        }
      });
      const onMessage = (event: Event) => {
        const data = parseData<unknown>(event);
        if (isMessage(data)) setFeed((f) => upsert(f, data));
      };
      current.addEventListener("chat_message", onMessage);
      current.addEventListener("message_updated", onMessage);
      current.addEventListener("chat_deletion", (event) => {
        const data = parseData<{ messageId?: unknown }>(event);
        if (typeof data?.messageId === "number") setFeed((f) => drop(f, data.messageId as number));
      });
      current.addEventListener("chat_moderation", (event) => {
        const data = parseData<{ messageId?: unknown; action?: unknown }>(event);
        if (typeof data?.messageId === "number" && data.action === "remove") setFeed((f) => drop(f, data.messageId as number));
      });
      current.addEventListener("viewer_count", (event) => {
        const data = parseData<{ count?: unknown }>(event);
        if (typeof data?.count === "number") setCount(data.count);
      });
      current.addEventListener("stream_status", (event) => {
        const data = parseData<{ isLive?: unknown }>(event);
        if (typeof data?.isLive === "boolean") setLive(data.isLive);
      });
    };

    connect();
    const poll = setInterval(() => {
      if (document.visibilityState === "visible") refetch.current();
    }, CHAT_REFETCH_MS);
    return () => {
      stopped = true;
      source?.close();
      if (retry) clearTimeout(retry);
      clearInterval(poll);
    };
  }, [streamId, setCount, setLive]);

  return { messages: [...feed.byId.values()], viewerCount: count, isLive: live, connection };
}
