// When an overlay stops showing, read the same way by the server (the lists it sends), the host's
// screen and every viewer: an alert or a celebration shows for its duration from its last change;
// a countdown ends at its startTime plus its hours, minutes and seconds. Times are the server's
// (ISO strings); a client corrects its own clock with `clockOffsetMs`.
import type { AlertConfig, CountdownConfig, GifSoundConfig, OverlayTypeName, OverlayView, ProgressBarConfig } from "~/schemas/overlay";

export type ParsedOverlay =
  | { id: number; type: "progressbar"; isActive: boolean; createdAt: string; updatedAt: string; config: ProgressBarConfig }
  | { id: number; type: "alert"; isActive: boolean; createdAt: string; updatedAt: string; config: AlertConfig }
  | { id: number; type: "countdown"; isActive: boolean; createdAt: string; updatedAt: string; config: CountdownConfig }
  | { id: number; type: "gif-sound"; isActive: boolean; createdAt: string; updatedAt: string; config: GifSoundConfig };

const TYPES: readonly OverlayTypeName[] = ["progressbar", "alert", "countdown", "gif-sound"];

/** The overlay with its config read from JSON; null when the config cannot be read (never shown). */
export function parseOverlay(view: OverlayView): ParsedOverlay | null {
  if (!TYPES.includes(view.type)) return null;
  try {
    const config: unknown = JSON.parse(view.config);
    if (!config || typeof config !== "object" || Array.isArray(config)) return null;
    return { ...view, config } as ParsedOverlay;
  } catch {
    return null;
  }
}

/** The moment (ms since the epoch, server clock) the overlay stops showing by itself; null when it never does. */
export function overlayEndsAt(overlay: ParsedOverlay): number | null {
  switch (overlay.type) {
    case "countdown": {
      const { hours, minutes, seconds, startTime } = overlay.config;
      const start = Date.parse(startTime ?? overlay.createdAt);
      return start + ((Number(hours) || 0) * 3600 + (Number(minutes) || 0) * 60 + (Number(seconds) || 0)) * 1000;
    }
    case "alert":
    case "gif-sound":
      return Date.parse(overlay.updatedAt) + (Number(overlay.config.duration) || 8) * 1000;
    default:
      return null;
  }
}

/** Whether the overlay shows at `nowMs` (server clock). */
export function isOverlayShowing(overlay: ParsedOverlay, nowMs: number): boolean {
  if (!overlay.isActive) return false;
  const end = overlayEndsAt(overlay);
  return end === null || end > nowMs;
}

/** Seconds left on a countdown at `nowMs` (server clock), never below 0. */
export function countdownSecondsLeft(overlay: ParsedOverlay & { type: "countdown" }, nowMs: number): number {
  const end = overlayEndsAt(overlay) ?? nowMs;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** How far the client's clock is behind the server's, from a server time read at `receivedAtMs`. */
export function clockOffsetMs(serverNow: string, receivedAtMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}
