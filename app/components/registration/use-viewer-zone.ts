import { useEffect, useState } from "react";

const TZ_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The zone a visitor reads times in: the server's guess first (so the server and the first render
 * agree), then the browser's own zone, remembered in a `tz` cookie so a later visit without
 * JavaScript starts there too. A zone the visitor already chose stays.
 */
export function useViewerZone(serverZone: string, chosen: string | undefined) {
  const [zone, setZone] = useState(chosen ?? serverZone);
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browserZone) return;
    document.cookie = `tz=${encodeURIComponent(browserZone)}; path=/; max-age=${TZ_COOKIE_MAX_AGE}; samesite=lax`;
    if (!chosen) setZone(browserZone);
    // Only on arrival: later choices are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [zone, setZone] as const;
}
