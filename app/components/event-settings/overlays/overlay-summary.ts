// How the tab names and sums up an overlay, on the server (toasts) and in the page.
import { countdownSecondsLeft, overlayEndsAt } from "~/contracts/overlay-timing";
import { type ParsedOverlay } from "~/schemas/overlay-view";
import type { OverlayTypeName } from "~/schemas/overlay";

const KINDS: Record<OverlayTypeName, string> = {
  countdown: "Countdown",
  alert: "Alert",
  progressbar: "Progress bar",
  "gif-sound": "GIF + Sound alert",
};

export const overlayKind = (type: OverlayTypeName) => KINDS[type];

/** 0:05 / 1:02:03 */
export function clock(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** One line about what the overlay shows. */
export function overlaySummary(overlay: ParsedOverlay): string {
  switch (overlay.type) {
    case "countdown":
      return overlay.config.title || "Countdown";
    case "alert":
      return [overlay.config.title, overlay.config.message].filter(Boolean).join(" — ") || "Alert";
    case "gif-sound":
      return overlay.config.message || "Celebration";
    case "progressbar": {
      const { label, current, total } = overlay.config;
      return `${label || "Progress"}: ${current} of ${total}`;
    }
  }
}

/** "4:59 left" for a countdown, "6 s left" for an alert; null for what shows until stopped. */
export function timeLeft(overlay: ParsedOverlay, nowMs: number): string | null {
  if (overlay.type === "countdown") return `${clock(countdownSecondsLeft(overlay, nowMs))} left`;
  const end = overlayEndsAt(overlay);
  if (end === null) return null;
  return `${Math.max(0, Math.ceil((end - nowMs) / 1000))} s left`;
}
