import type Hls from "hls.js";
import type { ErrorData, HlsConfig } from "hls.js";
import { hasMediaSource, loadHls, playsHlsNatively, type HlsClass } from "./load-hls";
import { classifyHlsError, classifyProbeStatus, nextRecovery, type PlaybackMode } from "./policy";

/**
 * loading: no picture yet; waiting: the host is live but the stream has no content yet;
 * ready: the video fired `loadeddata` or `playing`; unsupported: no native HLS and no MSE;
 * failed: every retry and the fallback failed.
 */
export type PlaybackPhase = "loading" | "waiting" | "ready" | "unsupported" | "failed";

/** "muted": unmuted autoplay was refused, playing muted; "blocked": even muted autoplay was. */
export type AutoplayOutcome = "muted" | "blocked";

export interface PlaybackCallbacks {
  onPhase(phase: PlaybackPhase): void;
  onAutoplay(outcome: AutoplayOutcome): void;
  /**
   * The event's "mute on entry": true starts muted at once ("muted"); false asks for sound and,
   * when the browser wants a tap first, waits for it ("blocked") rather than playing muted.
   * Absent: sound when the browser allows it, else muted.
   */
  startMuted?: boolean;
  /**
   * False for a recording that plays as if live (an on-demand session): its playlist grows with
   * the clock, but a viewer who seeks back stays there instead of being pulled to the newest part.
   */
  followLiveEdge?: boolean;
}

export interface PlaybackController {
  /** hls.js's live sync position; null for native playback or before the first playlist. */
  liveSyncPosition(): number | null;
  /** The program date (ms since the epoch) of the frame on screen; null when the source or the browser does not tell. */
  programDate(): number | null;
  /** Whether the source is a live stream (a recording is never pulled to the live edge). */
  isLive(): boolean;
  /** Starts again from scratch, with a fresh set of retries (the "Try again" button). */
  restart(): void;
  destroy(): void;
}

export interface PlaybackDeps {
  loadHls: () => Promise<HlsClass>;
  fetch: typeof fetch;
}

/**
 * Small buffers; the rendition chosen by measured bandwidth (startLevel -1) and never wider than
 * the player in CSS pixels, so a phone gets the 360p rendition even on a fast link and a slow
 * link gets it anywhere. Live: 1.5 segments of 2 s behind the newest (about 6 s glass to glass),
 * caught up by playing up to 10% faster rather than by jumping, up to 8 s behind.
 */
const HLS_CONFIG: Partial<HlsConfig> = {
  startLevel: -1,
  capLevelToPlayerSize: true,
  ignoreDevicePixelRatio: true,
  backBufferLength: 30,
  maxBufferLength: 20,
  liveSyncDuration: 3,
  liveMaxLatencyDuration: 8,
  maxLiveSyncPlaybackRate: 1.1,
};

/** A recording's growing playlist: never jumped to nor sped up towards its newest part. */
const RECORDING_HLS_CONFIG: Partial<HlsConfig> = { ...HLS_CONFIG, liveMaxLatencyDuration: Infinity, maxLiveSyncPlaybackRate: 1 };

/** Safari's HTMLMediaElement.getStartDate(): the program date at currentTime 0 of a live HLS stream. */
function nativeProgramDate(video: HTMLVideoElement): number | null {
  const withStart = video as HTMLVideoElement & { getStartDate?: () => Date };
  const start = withStart.getStartDate?.().getTime();
  return start !== undefined && Number.isFinite(start) && start > 0 ? start + video.currentTime * 1000 : null;
}

/**
 * Plays `src` in `video`: natively where the browser can, otherwise with hls.js fetched on
 * demand. Handles the spec's error policy (section 4, "Player") and autoplay. Browser only.
 */
export function startPlayback(
  video: HTMLVideoElement,
  src: string,
  callbacks: PlaybackCallbacks,
  deps: PlaybackDeps = { loadHls, fetch: (...args) => fetch(...args) },
): PlaybackController {
  let destroyed = false;
  let mode: PlaybackMode | null = null;
  let hls: Hls | null = null;
  let attempts = 0;
  let phase: PlaybackPhase = "loading";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probe: AbortController | null = null;
  /** Bumped whenever a source is (re)started, so late callbacks of an old one are ignored. */
  let generation = 0;

  const setPhase = (next: PlaybackPhase) => {
    if (destroyed || next === phase) return;
    phase = next;
    callbacks.onPhase(next);
  };

  const cancelPending = () => {
    clearTimeout(timer);
    timer = undefined;
    probe?.abort();
    probe = null;
  };

  const detachMedia = () => {
    if (hls) {
      hls.destroy();
      hls = null;
    }
    if (video.hasAttribute("src")) {
      video.removeAttribute("src");
      video.load();
    }
  };

  const autoplay = () => {
    const isNotAllowed = (error: unknown) => error instanceof DOMException && error.name === "NotAllowedError";
    const play = () => Promise.resolve(video.play());
    if (callbacks.startMuted === true) {
      video.muted = true;
      callbacks.onAutoplay("muted");
      play().catch((error: unknown) => {
        if (!destroyed && isNotAllowed(error)) callbacks.onAutoplay("blocked");
      });
      return;
    }
    play().catch((error: unknown) => {
      if (destroyed || !isNotAllowed(error)) return;
      if (video.muted || callbacks.startMuted === false) {
        callbacks.onAutoplay("blocked");
        return;
      }
      video.muted = true;
      callbacks.onAutoplay("muted");
      play().catch((retryError: unknown) => {
        if (!destroyed && isNotAllowed(retryError)) callbacks.onAutoplay("blocked");
      });
    });
  };

  const recover = (failure: "waiting" | "fatal") => {
    if (destroyed || mode === null) return;
    const step = nextRecovery(failure, attempts, mode);
    switch (step.kind) {
      case "wait":
        setPhase("waiting");
        timer = setTimeout(startCurrent, step.delayMs);
        break;
      case "retry":
        attempts = step.attempt;
        if (phase !== "waiting") setPhase("loading");
        timer = setTimeout(startCurrent, step.delayMs);
        break;
      case "fallback":
        startSource("fallback");
        break;
      case "fail":
        detachMedia();
        setPhase("failed");
        break;
    }
  };

  const onHlsError = (data: ErrorData) => {
    const failure = classifyHlsError({
      type: data.type,
      details: data.details,
      fatal: data.fatal,
      responseCode: data.response?.code,
    });
    if (failure === "ignore") return;
    if (!data.fatal) {
      // hls.js retries this itself; say why nothing shows yet.
      if (failure === "waiting" && phase === "loading") setPhase("waiting");
      return;
    }
    cancelPending();
    detachMedia();
    recover(failure);
  };

  const startHls = async (run: number) => {
    let HlsCtor: HlsClass;
    try {
      HlsCtor = await deps.loadHls();
    } catch {
      if (run === generation && !destroyed) recover("fatal");
      return;
    }
    if (run !== generation || destroyed) return;
    if (!HlsCtor.isSupported()) {
      mode = null;
      setPhase("unsupported");
      return;
    }
    const instance = new HlsCtor(callbacks.followLiveEdge === false ? RECORDING_HLS_CONFIG : HLS_CONFIG);
    hls = instance;
    instance.on(HlsCtor.Events.ERROR, (_event, data) => {
      if (hls === instance) onHlsError(data);
    });
    instance.on(HlsCtor.Events.MANIFEST_PARSED, () => {
      if (hls === instance) autoplay();
    });
    instance.loadSource(src);
    instance.attachMedia(video);
  };

  const startSource = (next: PlaybackMode) => {
    cancelPending();
    detachMedia();
    mode = next;
    const run = ++generation;
    if (next === "hls") {
      void startHls(run);
    } else {
      video.src = src;
      autoplay();
    }
  };

  function startCurrent() {
    timer = undefined;
    if (destroyed || mode === null) return;
    startSource(mode);
  }

  // hls.js wherever Media Source Extensions exist: Chrome's native HLS tells no program date
  // (overlays could not follow the video) and lets us tune neither latency nor renditions.
  const start = () => {
    if (hasMediaSource()) startSource("hls");
    else if (playsHlsNatively(video)) startSource("native");
    else setPhase("unsupported");
  };

  /** A natively played `<video>` only says "error"; ask the playlist URL why. */
  const onMediaError = () => {
    if (destroyed || !video.error || mode === "hls" || mode === null || probe || timer) return;
    if (mode === "fallback") {
      recover("fatal");
      return;
    }
    const run = generation;
    const controller = new AbortController();
    probe = controller;
    detachMedia();
    deps
      .fetch(src, { cache: "no-store", credentials: "omit", signal: controller.signal })
      .then(
        (response) => {
          void response.body?.cancel();
          return response.status;
        },
        () => null,
      )
      .then((status) => {
        if (controller.signal.aborted || run !== generation || destroyed) return;
        probe = null;
        recover(classifyProbeStatus(status));
      });
  };

  const onPlaying = () => {
    attempts = 0;
    setPhase("ready");
  };
  const onLoadedData = () => setPhase("ready");
  const onOnline = () => {
    if (phase === "failed") restart();
  };

  video.addEventListener("playing", onPlaying);
  video.addEventListener("loadeddata", onLoadedData);
  video.addEventListener("error", onMediaError);
  window.addEventListener("online", onOnline);

  function restart() {
    if (destroyed) return;
    cancelPending();
    detachMedia();
    attempts = 0;
    mode = null;
    setPhase("loading");
    start();
  }

  start();

  return {
    liveSyncPosition: () => hls?.liveSyncPosition ?? null,
    programDate: () => {
      if (mode === "hls") return hls?.playingDate?.getTime() ?? null;
      return mode === null ? null : nativeProgramDate(video);
    },
    isLive: () => {
      if (mode === "hls") return hls?.latestLevelDetails?.live ?? false;
      return mode !== null && video.duration === Infinity;
    },
    restart,
    destroy: () => {
      if (destroyed) return;
      cancelPending();
      detachMedia();
      destroyed = true;
      generation++;
      video.removeEventListener("playing", onPlaying);
      video.removeEventListener("loadeddata", onLoadedData);
      video.removeEventListener("error", onMediaError);
      window.removeEventListener("online", onOnline);
    },
  };
}
