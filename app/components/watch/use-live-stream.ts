import { useEffect, useState } from "react";

/** Spec: watch data is polled every 5 s until the stream is live (here only when push is unavailable). */
export const POLL_MS = 5_000;

export interface LiveStreamState {
  isLive: boolean;
  status: string;
  playbackUrl: string | null;
  viewerCount: number;
  /** "push" while the live connection is open, "polling" when it fell back, "removed" when kicked. */
  connection: "connecting" | "push" | "polling" | "removed";
}

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

/**
 * The stream's live state on an open page: pushed over Server-Sent Events; when the browser has no
 * EventSource or the server refuses the connection, the watch call is polled every 5 s until live.
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
}): LiveStreamState {
  const [state, setState] = useState<LiveStreamState>({ ...initial, connection: "connecting" });

  useEffect(() => {
    if (!enabled) return;
    const token = uniqueId ? `?token=${encodeURIComponent(uniqueId)}` : "";
    const pollUrl = `/api/streams/watch/${encodeURIComponent(streamId)}${uniqueId ? `/${encodeURIComponent(uniqueId)}` : ""}`;
    let poll: ReturnType<typeof setInterval> | null = null;
    let source: EventSource | null = null;

    const pollOnce = async () => {
      try {
        const response = await fetch(pollUrl, { headers: { Accept: "application/json" }, credentials: "same-origin" });
        if (response.status === 403) {
          setState((s) => ({ ...s, connection: "removed" }));
          stopPolling();
          return;
        }
        if (!response.ok) return;
        const data = (await response.json()) as StatusPayload;
        setState((s) => ({ ...statusFrom(data, s), connection: "polling" }));
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
      if (poll) return;
      setState((s) => ({ ...s, connection: "polling" }));
      void pollOnce();
      poll = setInterval(() => void pollOnce(), POLL_MS);
    };

    if (typeof EventSource === "undefined") {
      startPolling();
      return stopPolling;
    }
    source = new EventSource(`/api/streams/${encodeURIComponent(streamId)}/events${token}`);
    source.addEventListener("open", () => {
      stopPolling();
      setState((s) => ({ ...s, connection: "push" }));
    });
    source.addEventListener("stream_status", (event) => {
      setState((s) => statusFrom(JSON.parse((event as MessageEvent<string>).data) as StatusPayload, s));
    });
    source.addEventListener("viewer_count", (event) => {
      const { count } = JSON.parse((event as MessageEvent<string>).data) as { count?: unknown };
      if (typeof count === "number") setState((s) => ({ ...s, viewerCount: count }));
    });
    source.addEventListener("viewer_kick", () => setState((s) => ({ ...s, connection: "removed" })));
    source.addEventListener("error", () => {
      // EventSource retries by itself; once it gives up (the server refused), fall back to polling.
      if (source?.readyState === EventSource.CLOSED) startPolling();
    });
    return () => {
      source?.close();
      stopPolling();
    };
  }, [streamId, uniqueId, enabled]);

  return state;
}
