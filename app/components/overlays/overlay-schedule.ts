// Overlays in step with the video: HLS shows the host's camera seconds late, so a change the host
// makes (an alert, a countdown, a stop) waits until the frame of that moment is on screen. The
// video's own clock (its #EXT-X-PROGRAM-DATE-TIME) says which moment is on screen; without one, a
// change shows when it arrives, as before.
import type { OverlayView } from "~/contracts/live-events";

/** A change still waiting for the video: held at most this long (a paused or stalled player). */
export const MAX_HOLD_MS = 15_000;
/** A video clock this far behind the server's (paused long ago) or ahead of it is not trusted. */
export const CLOCK_BEHIND_LIMIT_MS = 30_000;
export const CLOCK_AHEAD_LIMIT_MS = 1_000;
/** How often waiting changes are looked at: well inside the 500 ms the overlays may be off. */
export const SCHEDULE_TICK_MS = 100;

export interface PendingChange {
  view: OverlayView;
  /** When the server received the change (ms, server clock). */
  arrivedAt: number;
}

/**
 * The moment the page's overlays live in (ms since the epoch): the video's program date when it
 * is known and believable, else the server's clock. Alerts run out and countdowns count in it.
 */
export function presentationTime(videoClock: number | null, serverNow: number): number {
  if (videoClock === null) return serverNow;
  if (videoClock > serverNow + CLOCK_AHEAD_LIMIT_MS || serverNow - videoClock > CLOCK_BEHIND_LIMIT_MS) return serverNow;
  return videoClock;
}

/** When the host made the change: its start for an overlay that shows, the stop (its last change) otherwise. */
export function changeMoment(view: OverlayView): number {
  const at = Date.parse((view.isActive ? view.startedAt : null) ?? view.updatedAt);
  return Number.isFinite(at) ? at : 0;
}

/**
 * Which waiting changes to apply now: those whose moment the video has reached (at once when the
 * page has no video clock, or when the moment is already past: a late joiner), and those held
 * too long. The rest keep waiting, in arrival order.
 */
export function dueChanges(
  pending: readonly PendingChange[],
  { videoClock, serverNow }: { videoClock: number | null; serverNow: number },
): { due: PendingChange[]; waiting: PendingChange[] } {
  const at = presentationTime(videoClock, serverNow);
  const due: PendingChange[] = [];
  const waiting: PendingChange[] = [];
  for (const change of pending) {
    if (changeMoment(change.view) <= at || serverNow - change.arrivedAt >= MAX_HOLD_MS) due.push(change);
    else waiting.push(change);
  }
  return { due, waiting };
}
