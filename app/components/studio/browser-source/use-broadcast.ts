import { useCallback, useEffect, useRef, useState } from "react";
import { BroadcastConnection, INITIAL_PROGRESS, type BroadcastEnd, type BroadcastProgress } from "./broadcast-connection";
import { ingestUrl } from "./protocol";

export type BroadcastView = { sending: false; end: BroadcastEnd | null } | { sending: true; progress: BroadcastProgress };

/**
 * Sending `stream` to the stream's browser ingest: start (or take over), stop, and what the
 * connection reports. While it sends, closing the tab asks first; leaving the page stops it.
 */
export function useBroadcast(streamId: string, stream: MediaStream | null) {
  const tab = useRef<string | null>(null);
  const [view, setView] = useState<BroadcastView>({ sending: false, end: null });
  const connection = useRef<BroadcastConnection | null>(null);
  const latestStream = useRef(stream);
  useEffect(() => {
    latestStream.current = stream;
  }, [stream]);

  const start = useCallback(
    (takeover = false) => {
      connection.current?.stop(true);
      const current: BroadcastConnection = new BroadcastConnection({
        url: (asTakeover) => ingestUrl(window.location, { streamId, tab: (tab.current ??= crypto.randomUUID()), takeover: asTakeover }),
        takeover,
        stream: () => latestStream.current,
        onProgress: (progress) => {
          if (connection.current === current) setView({ sending: true, progress });
        },
        onEnd: (end) => {
          if (connection.current !== current) return;
          connection.current = null;
          setView({ sending: false, end });
        },
      });
      connection.current = current;
      setView({ sending: true, progress: INITIAL_PROGRESS });
      current.start();
    },
    [streamId],
  );

  /** Stops sending; `end` is what the host is told (null: nothing, another message says why). */
  const stop = useCallback((end: BroadcastEnd | null = { kind: "stopped" }) => {
    const current = connection.current;
    connection.current = null;
    current?.stop(true);
    setView({ sending: false, end });
  }, []);

  useEffect(
    () => () => {
      connection.current?.stop(true);
      connection.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!view.sending) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [view.sending]);

  return { view, start, stop };
}
