import type Hls from "hls.js";

export type HlsClass = typeof Hls;

let loading: Promise<HlsClass> | null = null;

/**
 * Fetches hls.js (the light build) on demand. The dynamic import makes the bundler put it in a
 * chunk of its own, so it is downloaded only when a player mounts in a browser without native
 * HLS, never with the page's initial JavaScript. A failed download may be tried again.
 */
export function loadHls(): Promise<HlsClass> {
  loading ??= import("hls.js/dist/hls.light.mjs").then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** True when the browser has Media Source Extensions, which hls.js needs (checked before loading it). */
export function hasMediaSource(): boolean {
  if (typeof window === "undefined") return false;
  const w = window as { MediaSource?: unknown; ManagedMediaSource?: unknown; WebKitMediaSource?: unknown };
  return typeof w.MediaSource === "function" || typeof w.ManagedMediaSource === "function" || typeof w.WebKitMediaSource === "function";
}

/** True when `<video>` plays HLS itself (Safari, iOS, recent Chrome/Android). */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType("application/vnd.apple.mpegurl") !== "";
}
