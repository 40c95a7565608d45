import { useFetchers, useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { clockOffsetMs } from "~/contracts/overlay-timing";
import { OVERLAY_POLL_MS, OVERLAY_TICK_MS } from "../../../contracts/overlay-constants";

/**
 * The server's time now, ticking every second with JavaScript (spec: expiry checked every 1 s);
 * the server-rendered page uses the loader's time, so both render the same list first.
 */
export function useServerNow(serverNow: string, hydrated: boolean) {
  const offset = useMemo(() => clockOffsetMs(serverNow, Date.now()), [serverNow]);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    if (!hydrated) return;
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, OVERLAY_TICK_MS);
    return () => clearInterval(timer);
  }, [hydrated, offset]);
  return now;
}

/**
 * Spec: the host's overlays are polled every 5 s while the stream is live, so changes made
 * elsewhere (the JSON API, another tab) show up. Our own forms need no poll: Remix reloads the
 * page's data after each of them. Skipped while the page is hidden or a form is on its way.
 */
export function useOverlayPolling(isLive: boolean, hydrated: boolean) {
  const revalidator = useRevalidator();
  const busy = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const idle = revalidator.state === "idle" && !busy;
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!hydrated || !isLive || !idle) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") revalidate();
    }, OVERLAY_POLL_MS);
    return () => clearTimeout(timer);
  }, [hydrated, isLive, idle, revalidate]);
}
