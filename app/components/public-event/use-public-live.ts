import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useLiveLanding } from "~/components/landing-page/use-live-landing";
import { useLiveEvents } from "~/components/live/use-live-events";
import type { LandingPageSettings } from "~/contracts/live-events";
import type { PublicEventPageData } from "../../contracts/public-event-data";

/** Without push (registration required, or the connection refused) the page asks for itself this often. */
export const PUBLIC_POLL_MS = 15_000;

/**
 * The public event page's live parts: the landing page and whether the stream is live. Pushed over
 * the stream's live events when anyone may follow it; otherwise (and when the connection is
 * refused) the page's own data is reloaded every 15 s.
 */
export function usePublicLive({
  eventId,
  stream,
  landing,
}: {
  eventId: number;
  stream: PublicEventPageData["stream"];
  landing: LandingPageSettings | null;
}) {
  const streamId = stream?.streamId ?? null;
  const { on, connection } = useLiveEvents({ streamId, enabled: stream?.follow === "push" });
  const [isLive, setIsLive] = useState(stream?.isLive ?? false);
  useEffect(() => on("stream_status", (data) => setIsLive(data.isLive)), [on]);

  const polling = streamId !== null && (connection === "off" || connection === "closed");
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

  const reloaded = fetcher.data?.view === "public" ? fetcher.data : null;
  useEffect(() => {
    if (reloaded) setIsLive(reloaded.stream?.isLive ?? false);
  }, [reloaded]);

  return { landing: useLiveLanding(reloaded ? reloaded.landing : landing, on), isLive };
}
