import { useMemo } from "react";
import { isOverlayShowing } from "~/contracts/overlay-timing";
import { resultFor } from "~/utils/form-result";
import { parseOverlay, type ParsedOverlay } from "~/schemas/overlay-view";
import { ActiveOverlays } from "./active-overlays";
import { AlertCard } from "./alert-card";
import { CountdownCard } from "./countdown-card";
import { GifAlertCard } from "./gif-alert-card";
import type { OverlaysTabData } from "../../../contracts/overlays-tab-data";
import { isOverlayIntent } from "../../../contracts/overlay-constants";
import { OverlayPresetsCard } from "./overlay-presets-card";
import { ProgressCard } from "./progress-card";
import * as styles from "./overlays-tab.css";
import { useOverlayPolling, useServerNow } from "./use-overlay-clock";

/** The Stream Overlays tab: what shows now, the four overlay builders and the presets. */
export function OverlaysTab({ data, actionData, hydrated }: { data: OverlaysTabData; actionData: unknown; basePath: string; hydrated: boolean }) {
  const result = resultFor(actionData, isOverlayIntent);
  const now = useServerNow(data.serverNow, hydrated);
  useOverlayPolling(data.isLive, hydrated);
  const parsed = useMemo(() => data.overlays.map(parseOverlay).filter((overlay): overlay is ParsedOverlay => overlay !== null), [data.overlays]);
  const showing = parsed.filter((overlay) => isOverlayShowing(overlay, now));
  return (
    <div className={styles.tab}>
      <ActiveOverlays overlays={showing} now={now} actionData={result} hydrated={hydrated} />
      <div className={styles.columns}>
        <CountdownCard actionData={result} hydrated={hydrated} />
        <ProgressCard actionData={result} hydrated={hydrated} />
        <AlertCard actionData={result} hydrated={hydrated} />
        <OverlayPresetsCard presets={data.overlayPresets} showing={showing} actionData={result} hydrated={hydrated} />
      </div>
      <GifAlertCard presets={data.gifPresets} actionData={result} hydrated={hydrated} />
    </div>
  );
}
