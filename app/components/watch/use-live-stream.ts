import { useCallback, useEffect, useRef, useState } from "react";

/** Spec: watch data is polled every 5 s until the stream is live (here only when push is unavailable). */
export const POLL_MS = 5_000;

export interface LiveStreamState {
  isLive: boolean;
  status: string;
  playbackUrl: string | null;
  viewerCount: number;
  /**
   * "push" while the live connection is open, "reconnecting" while EventSource retries after a
   * drop, "polling" when it fell back, "removed" when kicked.
   */
  connection: "connecting" | "push" | "reconnecting" | "polling" | "removed";
}

/** Live events the page's parts (chat, hearts, overlays, landing page) follow on the same connection. */
export const FORWARDED_EVENTS = [
  "chat_message",
  "message_updated",
  "chat_deletion",
  "chat_moderation",
  "viewer_shadowban",
  "heart",
  "overlay",
  "landing_page",
] as const;
export type ForwardedEvent = (typeof FORWARDED_EVENTS)[number];
export type LiveEventListener = (type: ForwardedEvent, data: Record<string, unknown>) => void;

interface StatusPayload {
  isLive?: unknown;
  status?: unknown;
  playbackUrl?: unknown;
}

function statusFrom(data: StatusPayload, current: LiveStreamState): LiveStreamState {
  return {
    ...current,
    isLive: data.isLive === true,
    status: typeof data.status === "string" ? data.status : current.status,
    playbackUrl: typeof data.playbackUrl === "string" ? data.playbackUrl : null,
  };
}

function parse(event: Event): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse((event as MessageEvent<string>).data);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** After the server refused the live connection (not a removal), it is opened again after this, doubling up to the maximum. */
const REOPEN_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

/**
 * The stream's live state on an open page: pushed over Server-Sent Events; when the browser has no
 * EventSource or the server refuses the connection, the watch call is polled every 5 s until live,
 * and the connection is opened again later. The page's other parts listen to the same connection
 * through `subscribe` (one connection per page); `session` counts the connections opened (a new
 * one, unlike EventSource's own reconnect, does not replay what was missed).
 */
export function useLiveStream({
  streamId,
  uniqueId,
  initial,
  enabled,
}: {
  streamId: string;
  uniqueId: string | null;
  initial: Omit<LiveStreamState, "connection">;
  /** False behind the registration gate: there is nothing to follow until the viewer registers. */
  enabled: boolean;
}): LiveStreamState & { session: number; subscribe: (listener: LiveEventListener) => () => void } {
  const [state, setState] = useState<LiveStreamState>({ ...initial, connection: "connecting" });
  const [session, setSession] = useState(0);
  const listeners = useRef(new Set<LiveEventListener>());
  const subscribe = useCallback((listener: LiveEventListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const token = uniqueId ? `?token=${encodeURIComponent(uniqueId)}` : "";
    const pollUrl = `/api/streams/watch/${encodeURIComponent(streamId)}${uniqueId ? `/${encodeURIComponent(uniqueId)}` : ""}`;
    let poll: ReturnType<typeof setInterval> | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    let reopenDelay = REOPEN_MS;
    let source: EventSource | null = null;
    let done = false;
    const connection = (next: LiveStreamState["connection"]) =>
      setState((s) => (s.connection === "removed" || s.connection === next ? s : { ...s, connection: next }));
    const stop = () => {
      done = true;
      source?.close();
      if (reopen) clearTimeout(reopen);
      stopPolling();
    };
    const removed = () => {
      stop();
      setState((s) => ({ ...s, connection: "removed" }));
    };

    const pollOnce = async () => {
      try {
        const response = await fetch(pollUrl, { headers: { Accept: "application/json" }, credentials: "same-origin" });
        if (response.status === 403) {
          removed();
          return;
        }
        if (!response.ok) return;
        const data = (await response.json()) as StatusPayload;
        setState((s) => (s.connection === "removed" ? s : statusFrom(data, s)));
        if (data.isLive === true) stopPolling();
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const startPolling = () => {
      connection("polling");
      if (poll) return;
      void pollOnce();
      poll = setInterval(() => void pollOnce(), POLL_MS);
    };

    const open = () => {
      if (done) return;
      source = new EventSource(`/api/streams/${encodeURIComponent(streamId)}/events${token}`);
      setSession((n) => n + 1);
      source.addEventListener("open", () => {
        reopenDelay = REOPEN_MS;
        stopPolling();
        connection("push");
      });
      source.addEventListener("stream_status", (event) => {
        setState((s) => statusFrom(parse(event), s));
      });
      source.addEventListener("viewer_count", (event) => {
        const { count } = parse(event);
        if (typeof count === "number") setState((s) => ({ ...s, viewerCount: count }));
      });
      source.addEventListener("viewer_kick", removed);
      for (const type of FORWARDED_EVENTS) {
        source.addEventListener(type, (event) => {
          const data = parse(event);
          for (const listener of listeners.current) listener(type, data);
        });
      }
      source.addEventListener("error", () => {
        // EventSource retries by itself; once it gives up (the server refused), poll, and open
        // the connection again later (a removed viewer's poll ends both).
        if (source?.readyState !== EventSource.CLOSED) {
          connection("reconnecting");
          return;
        }
        startPolling();
        if (done) return;
        reopen = setTimeout(open, reopenDelay);
        reopenDelay = Math.min(reopenDelay * 2, REOPEN_MAX_MS);
      });
    };

    if (typeof EventSource === "undefined") startPolling();
    else open();
    return stop;
  }, [streamId, uniqueId, enabled]);

  return { ...state, session, subscribe };
}
