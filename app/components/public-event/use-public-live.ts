import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveLanding } from "~/components/landing-page/use-live-landing";
import type { LandingPageSettings } from "~/schemas/overlay";
import type { PublicEventPageData } from "./public-event-data";

/** Without push (registration required, or the connection refused) the page asks for itself this often. */
export const PUBLIC_POLL_MS = 15_000;

type Listener = (type: string, data: Record<string, unknown>) => void;

function parse(event: Event): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse((event as MessageEvent<string>).data);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The public event page's live parts: the landing page and whether the stream is live. Pushed over
 * the stream's Server-Sent Events when anyone may follow it; otherwise (and when the connection is
 * refused) the page's own data is reloaded every 15 s.
 */
export function usePublicLive({ eventId, stream, landing }: { eventId: number; stream: PublicEventPageData["stream"]; landing: LandingPageSettings | null }) {
  const listeners = useRef(new Set<Listener>());
  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const emit = useCallback((type: string, data: Record<string, unknown>) => {
    for (const listener of listeners.current) listener(type, data);
  }, []);
  const [isLive, setIsLive] = useState(stream?.isLive ?? false);
  const [polling, setPolling] = useState(false);
  const streamId = stream?.streamId ?? null;
  const push = stream?.follow === "push";

  useEffect(() => {
    if (!streamId) return;
    if (!push || typeof EventSource === "undefined") {
      setPolling(true);
      return;
    }
    const source = new EventSource(`/api/streams/${encodeURIComponent(streamId)}/events`);
    source.addEventListener("open", () => setPolling(false));
    source.addEventListener("landing_page", (event) => emit("landing_page", parse(event)));
    source.addEventListener("stream_status", (event) => {
      const { isLive: live } = parse(event);
      if (typeof live === "boolean") setIsLive(live);
    });
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) setPolling(true);
    });
    return () => source.close();
  }, [streamId, push, emit]);

  const fetcher = useFetcher<PublicEventPageData>();
  const load = useRef(fetcher.load);
  useEffect(() => {
    load.current = fetcher.load;
  });
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => load.current(`/events/${eventId}?index`), PUBLIC_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, eventId]);

  useEffect(() => {
    const data = fetcher.data;
    if (!data || data.view !== "public") return;
    emit("landing_page", data.landing ? { ...data.landing } : { isVisible: false, activePage: "offer" });
    setIsLive(data.stream?.isLive ?? false);
  }, [fetcher.data, emit]);

  return { landing: useLiveLanding(landing, subscribe), isLive };
}
