/**
 * The player's decisions, free of the DOM and of hls.js so they can be unit-tested:
 * which errors mean "the stream is still starting", what to do after a failure, and when
 * to jump to the live edge.
 */
import { PLAYER } from "./constants";

/** How the current source is played. "fallback" is the plain `<video src>` of last resort. */
export type PlaybackMode = "native" | "hls" | "fallback";

/** The parts of an hls.js error (or a native one) the policy looks at. */
export interface PlayerErrorInfo {
  type: string;
  details: string;
  fatal: boolean;
  /** HTTP status of the failed request, when there was a response. */
  responseCode?: number;
}

/** "waiting": the host is live but video isn't there yet; "fatal": count it against the retries. */
export type ErrorClass = "waiting" | "fatal" | "ignore";

/** Statuses a CDN answers while a live stream is starting (Mux: 412 before the first segment). */
const STARTING_STATUS = new Set([404, 412, 503]);
/** Playlist (level) load failures: the encoder has not produced a playable playlist yet. */
const LEVEL_LOAD_DETAILS = new Set(["levelLoadError", "levelLoadTimeOut", "levelEmptyError"]);

export function classifyHlsError(error: PlayerErrorInfo): ErrorClass {
  if (error.responseCode === 503) return "waiting";
  if (error.type === "networkError") {
    if (LEVEL_LOAD_DETAILS.has(error.details)) return "waiting";
    if (error.details === "manifestLoadError" && error.responseCode !== undefined && STARTING_STATUS.has(error.responseCode)) {
      return "waiting";
    }
  }
  return error.fatal ? "fatal" : "ignore";
}

/**
 * A natively played `<video>` only says that it failed; the player then asks the playlist URL
 * itself. `status` is null when that probe got no HTTP answer (offline, CORS).
 */
export function classifyProbeStatus(status: number | null): Exclude<ErrorClass, "ignore"> {
  return status !== null && STARTING_STATUS.has(status) ? "waiting" : "fatal";
}

export type RecoveryStep =
  /** Stream not there yet: reload quietly after `delayMs`, without using up a retry. */
  | { kind: "wait"; delayMs: number }
  /** Destroy and recreate the player after `delayMs`; this is retry number `attempt`. */
  | { kind: "retry"; delayMs: number; attempt: number }
  /** Retries used up with hls.js: hand the HLS URL to a plain `<video src>`. */
  | { kind: "fallback" }
  /** Nothing left to try: tell the viewer. */
  | { kind: "fail" };

/** What to do after a failure, given how many retries this failure episode has used. */
export function nextRecovery(failure: Exclude<ErrorClass, "ignore">, attemptsSoFar: number, mode: PlaybackMode): RecoveryStep {
  if (failure === "waiting") return { kind: "wait", delayMs: PLAYER.retryDelayMs };
  if (mode === "fallback") return { kind: "fail" };
  if (attemptsSoFar < PLAYER.retries) return { kind: "retry", delayMs: PLAYER.retryDelayMs, attempt: attemptsSoFar + 1 };
  return mode === "hls" ? { kind: "fallback" } : { kind: "fail" };
}

export interface LiveEdgeInput {
  /** hls.js `liveSyncPosition` (already a safe distance from the newest segment), if any. */
  liveSyncPosition: number | null;
  /** `video.seekable` as [start, end] of its last range, or null when empty. */
  seekable: readonly [number, number] | null;
  /**
   * End of the last `video.buffered` range. Chrome's native HLS reports no seekable range for
   * live streams; what it has downloaded is then the best sign of where live is.
   */
  bufferedEnd?: number | null;
}

/**
 * Where "live" is: hls.js's sync position, else just before the end of `video.seekable`, else
 * just before the end of what is buffered.
 */
export function liveEdgeOf({ liveSyncPosition, seekable, bufferedEnd = null }: LiveEdgeInput): number | null {
  if (liveSyncPosition !== null && Number.isFinite(liveSyncPosition)) return liveSyncPosition;
  if (seekable && Number.isFinite(seekable[1])) return Math.max(seekable[0], seekable[1] - PLAYER.nativeEdgeMarginSeconds);
  if (bufferedEnd !== null && Number.isFinite(bufferedEnd)) return bufferedEnd - PLAYER.nativeEdgeMarginSeconds;
  return null;
}

export interface CatchUpInput extends LiveEdgeInput {
  /** Only live streams are pulled to the edge; a recording plays from where it is. */
  isLive: boolean;
  currentTime: number;
  paused: boolean;
  seeking: boolean;
  isMobile: boolean;
}

/** The time to jump to, or null to leave the playhead alone. */
export function catchUpTarget(input: CatchUpInput): number | null {
  if (!input.isLive || input.paused || input.seeking) return null;
  const edge = liveEdgeOf(input);
  if (edge === null) return null;
  return edge - input.currentTime > catchUpThreshold(input.isMobile) ? edge : null;
}

export function catchUpThreshold(isMobile: boolean): number {
  return isMobile ? PLAYER.catchUpMobileSeconds : PLAYER.catchUpSeconds;
}

export function liveEdgeCheckInterval(isMobile: boolean): number {
  return isMobile ? PLAYER.liveEdgeCheckMobileMs : PLAYER.liveEdgeCheckMs;
}

export interface TapPoint {
  time: number;
  x: number;
  y: number;
}

/** Two taps make a double tap when they are close in time and place. */
export function isDoubleTap(previous: TapPoint | null, next: TapPoint): boolean {
  if (!previous) return false;
  const dt = next.time - previous.time;
  return dt >= 0 && dt <= PLAYER.doubleTapMs && Math.hypot(next.x - previous.x, next.y - previous.y) <= PLAYER.doubleTapPx;
}

/** Appends, dropping the oldest entries beyond `max`. */
export function appendCapped<T>(list: readonly T[], item: T, max: number = PLAYER.maxHearts): T[] {
  const next = [...list, item];
  return next.length > max ? next.slice(next.length - max) : next;
}
