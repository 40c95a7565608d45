import { useEffect, useState } from "react";
import { useLiveEvents, type LiveConnection, type LiveOn } from "~/components/live/use-live-events";

/** Spec: watch data is polled every 5 s until the stream is live (here only when push is unavailable). */
export const POLL_MS = 5_000;

/** The page's live connection, or "removed" once the viewer was kicked (then nothing is followed). */
export type WatchConnection = LiveConnection | "removed";

export interface LiveStreamState {
  isLive: boolean;
  status: string;
  playbackUrl: string | null;
  viewerCount: number;
  /** The host ended the event (from the page's data, or pushed while it is open). */
  eventEnded: boolean;
}

/** After the server refused the live connection (not a removal), it is opened again after 5 s, doubling up to a minute. */
const REOPEN = { delayMs: 5_000, maxDelayMs: 60_000 };

interface StatusPayload {
  isLive?: unknown;
  status?: unknown;
  playbackUrl?: unknown;
  eventEnded?: unknown;
}

function statusFrom(data: StatusPayload, current: LiveStreamState): LiveStreamState {
  return {
    ...current,
    isLive: data.isLive === true,
    status: typeof data.status === "string" ? data.status : current.status,
    playbackUrl: typeof data.playbackUrl === "string" ? data.playbackUrl : null,
    eventEnded: current.eventEnded || data.eventEnded === true,
  };
}

/**
 * The stream's live state on an open watch page: pushed over the page's live connection; when the
 * browser has no EventSource or the server refuses the connection, the watch call is polled every
 * 5 s until live, and the connection is opened again later. The page's other parts (chat, hearts,
 * overlays, landing page) listen on the same connection through `on`.
 */
export function useLiveStream({
  streamId,
  uniqueId,
  initial,
  enabled,
  since,
}: {
  streamId: string;
  uniqueId: string | null;
  initial: LiveStreamState;
  /** The newest live event when the page's data was read. */
  since: number | null;
  /** False behind the registration gate: there is nothing to follow until the viewer registers. */
  enabled: boolean;
}): LiveStreamState & { connection: WatchConnection; session: number; on: LiveOn } {
  const [state, setState] = useState(initial);
  const [removed, setRemoved] = useState(false);
  const live = useLiveEvents({ streamId, token: uniqueId, enabled: enabled && !removed, reopen: REOPEN, since });
  const { on } = live;

  useEffect(() => {
    const stops = [
      on("stream_status", (data) => setState((s) => statusFrom(data, s))),
      on("viewer_count", ({ count }) => setState((s) => ({ ...s, viewerCount: count }))),
      on("viewer_kick", () => setRemoved(true)),
      // The seat was given up (in another tab, say): the page asks the server again, which now
      // shows the registration form instead of the room.
      on("registration_cancelled", () => window.location.reload()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [on]);

  const polling = enabled && !removed && live.connection === "closed";
  useEffect(() => {
    if (!polling) return;
    const url = `/api/streams/watch/${encodeURIComponent(streamId)}${uniqueId ? `/${encodeURIComponent(uniqueId)}` : ""}`;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
        if (stopped) return;
        if (response.status === 403) {
          setRemoved(true);
          return;
        }
        if (!response.ok) return;
        const data = (await response.json()) as StatusPayload;
        if (stopped) return;
        setState((s) => statusFrom(data, s));
        if (data.isLive === true) clearInterval(timer);
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [polling, streamId, uniqueId]);

  return { ...state, connection: removed ? "removed" : live.connection, session: live.session, on };
}
