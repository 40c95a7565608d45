import { createContext } from "react";

/**
 * The wall-clock moment (ms since the epoch) of the frame on screen, from the stream's
 * #EXT-X-PROGRAM-DATE-TIME: what the page times overlays by. Null when unknown (no player, a
 * source without program dates, a native player that does not tell).
 */
export interface VideoClock {
  now(): number | null;
  /** The player registers how to read it (null when it goes away). */
  attach(read: (() => number | null) | null): void;
}

export function createVideoClock(): VideoClock {
  let read: (() => number | null) | null = null;
  return {
    now: () => {
      const value = read?.() ?? null;
      return value !== null && Number.isFinite(value) && value > 0 ? value : null;
    },
    attach: (next) => {
      read = next;
    },
  };
}

/** Given by the watch page around the player and its overlays; absent elsewhere. */
export const VideoClockContext = createContext<VideoClock | null>(null);

/** The audio-only rendition beside a self-hosted master playlist; null for other sources (Mux lists none). */
export function audioOnlySource(src: string): string | null {
  const match = /^(.*\/)master\.m3u8(\?.*)?$/.exec(src);
  return match ? `${match[1]}audio/index.m3u8${match[2] ?? ""}` : null;
}
