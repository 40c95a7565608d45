import { useEffect, useState } from "react";
import type { LandingPageSettings } from "~/schemas/overlay";
import { readLandingSettings } from "./landing-content";

/** The page's live connection: listeners get each event's type and data. */
export type LandingSubscribe = (listener: (type: string, data: Record<string, unknown>) => void) => () => void;

/**
 * The stream's landing page, kept current by `landing_page` events (they carry the full settings).
 * New loader data replaces it too; an event older than what is shown is ignored.
 */
export function useLiveLanding(initial: LandingPageSettings | null, subscribe: LandingSubscribe) {
  const [settings, setSettings] = useState(initial);
  const [loaded, setLoaded] = useState(initial);
  if (initial !== loaded) {
    setLoaded(initial);
    setSettings(initial);
  }

  useEffect(
    () =>
      subscribe((type, data) => {
        if (type !== "landing_page") return;
        const next = readLandingSettings(data);
        if (!next) return;
        setSettings((current) => (current?.updatedAt && next.updatedAt && next.updatedAt < current.updatedAt ? current : next));
      }),
    [subscribe],
  );

  return settings;
}
