import { useCallback, useEffect, useRef, useState } from "react";
import { LIVE_EVENT_TYPES, type LiveEventData, type LiveEventType } from "~/contracts/live-events";

/**
 * "off" with nothing to follow; "connecting" until the first connection opens; "reconnecting"
 * while EventSource retries by itself after a drop; "closed" when the server refused the
 * connection or the browser has no EventSource (a new connection may follow: `reopen`).
 */
export type LiveConnection = "off" | "connecting" | "open" | "reconnecting" | "closed";

/** After a refused connection a new one opens after `delayMs`, doubling up to `maxDelayMs`; at most `attempts` in a row when given. */
export interface Reopen {
  delayMs: number;
  maxDelayMs: number;
  attempts?: number;
}

export type LiveListener<T extends LiveEventType> = (data: LiveEventData[T]) => void;
/** Registers a listener for one live event; returns the function that removes it. */
export type LiveOn = <T extends LiveEventType>(type: T, listener: LiveListener<T>) => () => void;

export interface LiveEvents {
  connection: LiveConnection;
  /** Connections opened so far: EventSource's own reconnects (which replay) do not count. */
  session: number;
  on: LiveOn;
}

export function liveEventsUrl(streamId: string, token: string | null, lastEventId: string) {
  const query = new URLSearchParams();
  if (token) query.set("token", token);
  if (lastEventId) query.set("lastEventId", lastEventId);
  const search = query.toString();
  return `/api/streams/${encodeURIComponent(streamId)}/events${search ? `?${search}` : ""}`;
}

/**
 * Follows the stream's live events with one EventSource at a time. When the server refuses one
 * (EventSource gives up), a new one opens as `reopen` allows, asking for what came after the last
 * event seen (EventSource's own reconnects send Last-Event-ID by themselves). Returns the stop.
 */
export function followLiveEvents({
  url,
  since = null,
  reopen,
  onConnection,
  onSession,
  onEvent,
}: {
  url: (lastEventId: string) => string;
  /** The newest event the page's own data already reflects: the first connection starts after it. */
  since?: number | null;
  reopen: Reopen | null;
  onConnection: (connection: "open" | "reconnecting" | "closed") => void;
  onSession: () => void;
  onEvent: (type: LiveEventType, data: unknown) => void;
}): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let refused = 0;
  let lastEventId = since === null ? "" : String(since);

  const open = () => {
    const current = new EventSource(url(lastEventId));
    source = current;
    onSession();
    current.addEventListener("open", () => {
      refused = 0;
      onConnection("open");
    });
    current.addEventListener("error", () => {
      if (current.readyState !== EventSource.CLOSED) {
        onConnection("reconnecting");
        return;
      }
      onConnection("closed");
      if (!reopen || refused >= (reopen.attempts ?? Infinity)) return;
      timer = setTimeout(open, Math.min(reopen.delayMs * 2 ** refused, reopen.maxDelayMs));
      refused += 1;
    });
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          // A malformed event changes nothing.
          return;
        }
        onEvent(type, data);
      });
    }
  };

  open();
  return () => {
    source?.close();
    if (timer) clearTimeout(timer);
  };
}

/**
 * The page's one live connection to a stream's events (GET /api/streams/{streamId}/events):
 * every live part of the page registers its listeners with `on`, by event name.
 */
export function useLiveEvents({
  streamId,
  token = null,
  enabled = true,
  reopen = null,
  since = null,
}: {
  streamId: string | null;
  /** The newest live event id when the page's data was read (its loader's); only the first connection uses it. */
  since?: number | null;
  /** The viewer's personal token (their unique id). */
  token?: string | null;
  enabled?: boolean;
  /** Keep this object stable (a module constant): a new one opens a new connection. */
  reopen?: Reopen | null;
}): LiveEvents {
  const follow = enabled && Boolean(streamId);
  const [connection, setConnection] = useState<LiveConnection>(follow ? "connecting" : "off");
  const [session, setSession] = useState(0);
  const listeners = useRef(new Map<LiveEventType, Set<(data: unknown) => void>>());
  const firstSince = useRef(since);

  const on = useCallback<LiveOn>((type, listener) => {
    const all = listeners.current;
    const forType = all.get(type) ?? new Set();
    all.set(type, forType);
    const entry = listener as (data: unknown) => void;
    forType.add(entry);
    return () => void forType.delete(entry);
  }, []);

  useEffect(() => {
    if (!follow || !streamId) {
      setConnection("off");
      return;
    }
    if (typeof EventSource === "undefined") {
      setConnection("closed");
      return;
    }
    return followLiveEvents({
      url: (lastEventId) => liveEventsUrl(streamId, token, lastEventId),
      since: firstSince.current,
      reopen,
      onConnection: setConnection,
      onSession: () => setSession((n) => n + 1),
      onEvent: (type, data) => {
        for (const listener of listeners.current.get(type) ?? []) listener(data);
      },
    });
  }, [follow, streamId, token, reopen]);

  return { connection, session, on };
}
