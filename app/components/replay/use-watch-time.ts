import { useEffect, useRef } from "react";

/** How often a playing page reports its watch time. */
export const WATCH_REPORT_MS = 15_000;

interface Pending {
  seconds: number;
  minutes: Set<number>;
}

/**
 * Reports watch time while the recording plays: the seconds played since the last report and the
 * recording's minutes they covered, every 15 s and once more when the page goes away (a beacon,
 * which the browser delivers after the page is gone). Sent as text/plain: a beacon of any other
 * type may be refused by the browser.
 */
export function useWatchTime({
  target,
  offset,
  playing,
}: {
  target: { url: string; viewId: number } | null;
  /** The recording's offset now (seconds). */
  offset: number;
  playing: boolean;
}) {
  const pending = useRef<Pending>({ seconds: 0, minutes: new Set() });
  const state = useRef({ offset, playing });
  state.current = { offset, playing };

  const url = target?.url ?? null;
  const viewId = target?.viewId ?? null;
  useEffect(() => {
    if (url === null || viewId === null) return;
    const body = () => {
      const { seconds, minutes } = pending.current;
      pending.current = { seconds: 0, minutes: new Set() };
      return JSON.stringify({ viewId, seconds: Math.min(120, Math.round(seconds)), minutes: [...minutes].slice(0, 50) });
    };
    const hasNews = () => pending.current.seconds >= 1;
    let last = Date.now();
    const tick = setInterval(() => {
      const now = Date.now();
      if (state.current.playing) {
        pending.current.seconds += (now - last) / 1000;
        pending.current.minutes.add(Math.floor(state.current.offset / 60));
      }
      last = now;
    }, 1000);
    const report = setInterval(() => {
      if (!hasNews()) return;
      void fetch(url, { method: "POST", headers: { "Content-Type": "text/plain" }, body: body(), keepalive: true }).catch(() => undefined);
    }, WATCH_REPORT_MS);
    const leave = () => {
      if (hasNews()) navigator.sendBeacon(url, new Blob([body()], { type: "text/plain" }));
    };
    window.addEventListener("pagehide", leave);
    return () => {
      clearInterval(tick);
      clearInterval(report);
      window.removeEventListener("pagehide", leave);
    };
  }, [url, viewId]);
}
