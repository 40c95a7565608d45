import { useEffect, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import type { LandingPageSettings } from "~/contracts/live-events";

/**
 * The stream's landing page, kept current by `landing_page` events (they carry the full settings).
 * New loader data replaces it too; an event older than what is shown is ignored.
 */
export function useLiveLanding(initial: LandingPageSettings | null, on: LiveOn) {
  const [settings, setSettings] = useState(initial);
  const [loaded, setLoaded] = useState(initial);
  if (initial !== loaded) {
    setLoaded(initial);
    setSettings(initial);
  }

  useEffect(
    () =>
      on("landing_page", (next) =>
        setSettings((current) => (current?.updatedAt && next.updatedAt && next.updatedAt < current.updatedAt ? current : next)),
      ),
    [on],
  );

  return settings;
}
