// When an overlay stops showing, read the same way by the server (the lists it sends), the host's
// screen and every viewer: an alert or a celebration shows for its duration from its last change;
// a countdown ends at its startTime plus its hours, minutes and seconds. Times are the server's
// (ISO strings); a client corrects its own clock with `clockOffsetMs`.
/** What the timing reads of an overlay: its type, state, times and config (parsed from its JSON). */
export interface TimedOverlay {
  type: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  config: { readonly [key: string]: unknown };
}

/** The moment (ms since the epoch, server clock) the overlay stops showing by itself; null when it never does. */
export function overlayEndsAt(overlay: TimedOverlay): number | null {
  switch (overlay.type) {
    case "countdown": {
      const { hours, minutes, seconds, startTime } = overlay.config;
      const start = Date.parse(typeof startTime === "string" ? startTime : overlay.createdAt);
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
export function isOverlayShowing(overlay: TimedOverlay, nowMs: number): boolean {
  if (!overlay.isActive) return false;
  const end = overlayEndsAt(overlay);
  return end === null || end > nowMs;
}

/** Seconds left on a countdown at `nowMs` (server clock), never below 0. */
export function countdownSecondsLeft(overlay: TimedOverlay, nowMs: number): number {
  const end = overlayEndsAt(overlay) ?? nowMs;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** How far the client's clock is behind the server's, from a server time read at `receivedAtMs`. */
export function clockOffsetMs(serverNow: string, receivedAtMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** A countdown as it reads on screen: H:MM:SS from one hour up, else M:SS. */
export function formatCountdown(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** A countdown as a screen reader says it, e.g. "1 hour 5 seconds". */
export function spokenCountdown(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const parts = [
    [Math.floor(whole / 3600), "hour"],
    [Math.floor((whole % 3600) / 60), "minute"],
    [whole % 60, "second"],
  ] as const;
  const said = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}${value === 1 ? "" : "s"}`);
  return said.length ? said.join(" ") : "0 seconds";
}

/**
 * Milliseconds until what is on screen next changes at `nowMs` (server clock): a countdown's next
 * second, or an overlay's end; at most `maxMs` (the spec's 1 s expiry check); null when nothing
 * shown changes with time.
 */
export function nextChangeIn(overlays: readonly TimedOverlay[], nowMs: number, maxMs = 1_000): number | null {
  let next: number | null = null;
  for (const overlay of overlays) {
    const end = overlayEndsAt(overlay);
    if (end === null || end <= nowMs) continue;
    const wait = overlay.type === "countdown" ? (end - nowMs) % 1_000 || 1_000 : end - nowMs;
    next = Math.min(next ?? maxMs, wait, maxMs);
  }
  return next;
}
