import { useCallback, useContext, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { PLAYER } from "./constants";
import { Hearts } from "./hearts";
import * as styles from "./live-player.css";
import { startPlayback, type AutoplayOutcome, type PlaybackController, type PlaybackPhase } from "./playback";
import { ControlBar } from "./controls";
import { ShapeIcon, VolumeIcon } from "./player-icons";
import { isDoubleTap, type TapPoint } from "./policy";
import { StatusOverlay } from "./status-overlay";
import { useAutoHide } from "./use-auto-hide";
import { useHearts } from "./use-hearts";
import { useLiveEdge } from "./use-live-edge";
import { audioOnlySource, VideoClockContext } from "./video-clock";

export { PLAYER } from "./constants";

/** Given by EmbeddedPlayer: adds a fullscreen button to the control bar. */
export interface FullscreenControl {
  active: boolean;
  onToggle: (video: HTMLVideoElement) => void;
}

export interface LivePlayerProps {
  /** The stream's HLS playlist (full https URL of the .m3u8). */
  src: string;
  title: string;
  /** Called once per heart the viewer sends (double-click, double-tap or the heart button). */
  onHeart?: () => void;
  /** A running count of hearts from others: each increase floats that many hearts. */
  remoteHearts?: number;
  /** The event's "mute on entry": start muted with "Tap to unmute" (true), or wait for a tap to start with sound (false). */
  muteOnEntry?: boolean;
  /** "intrinsic" (default): a 16:9 box of its own; "fill": fills its parent (EmbeddedPlayer). */
  layout?: "intrinsic" | "fill";
  fullscreen?: FullscreenControl;
}

/**
 * The viewer's live video player. Render it only while the stream is live. Server-rendered as
 * an empty frame; playback starts after hydration (native HLS where the browser has it,
 * otherwise hls.js, downloaded on demand).
 */
export function LivePlayer(props: LivePlayerProps) {
  // A new source is a new player: fresh state, fresh retries.
  return <Player key={props.src} {...props} />;
}

/** Where the viewer's "Audio only" choice is remembered (per browser, for every stream). */
const AUDIO_ONLY_KEY = "showup:audio-only";

function rememberedAudioOnly() {
  try {
    return window.localStorage.getItem(AUDIO_ONLY_KEY) === "1";
  } catch {
    return false;
  }
}

function Player({ src, title, onHeart, remoteHearts = 0, muteOnEntry, layout = "intrinsic", fullscreen }: LivePlayerProps) {
  const clock = useContext(VideoClockContext);
  const audioSrc = audioOnlySource(src);
  // Read after mount (the server can't know), so hydration always matches.
  const [audioOnly, setAudioOnly] = useState(false);
  useEffect(() => setAudioOnly(rememberedAudioOnly()), []);
  const playedSrc = audioOnly && audioSrc ? audioSrc : src;
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<PlaybackController | null>(null);

  const [phase, setPhase] = useState<PlaybackPhase>("loading");
  const [slow, setSlow] = useState(false);
  const [autoplay, setAutoplay] = useState<AutoplayOutcome | null>(null);
  const [paused, setPaused] = useState(true);
  const [buffering, setBuffering] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const controller = startPlayback(video, playedSrc, { onPhase: setPhase, onAutoplay: setAutoplay, startMuted: muteOnEntry });
    controllerRef.current = controller;
    clock?.attach(() => controller.programDate());
    return () => {
      clock?.attach(null);
      controller.destroy();
      controllerRef.current = null;
    };
  }, [playedSrc, clock, muteOnEntry]);

  // 'Going Live...' once the load timeout passes without the video playing.
  useEffect(() => {
    if (phase !== "loading") return;
    const id = setTimeout(() => setSlow(true), PLAYER.loadTimeoutMs);
    return () => {
      clearTimeout(id);
      setSlow(false);
    };
  }, [phase]);

  const ready = phase === "ready";
  useLiveEdge(videoRef, controllerRef, ready);
  const playing = ready && !paused;
  const { visible, reveal, setHovering } = useAutoHide(controlsRef, playing);
  const { hearts, addHeart } = useHearts();

  const sendHeart = useCallback(
    (clientX: number, clientY: number) => {
      const rect = rootRef.current?.getBoundingClientRect();
      if (!rect) return;
      addHeart(clientX - rect.left, clientY - rect.top);
      onHeart?.();
    },
    [addHeart, onHeart],
  );

  const remoteSeen = useRef(remoteHearts);
  useEffect(() => {
    const fresh = Math.min(remoteHearts - remoteSeen.current, PLAYER.maxHearts);
    remoteSeen.current = remoteHearts;
    const rect = rootRef.current?.getBoundingClientRect();
    if (!rect || fresh <= 0) return;
    for (let i = 0; i < fresh; i += 1) addHeart(rect.width * (0.72 + Math.random() * 0.2), rect.height * (0.5 + Math.random() * 0.25));
  }, [remoteHearts, addHeart]);

  // Double-click for mice; touch and pen get their own double-tap (iOS sends no dblclick).
  const lastPointerType = useRef<string>("mouse");
  const lastTap = useRef<TapPoint | null>(null);

  const onSurfacePointerDown = (event: PointerEvent) => {
    lastPointerType.current = event.pointerType;
    reveal();
  };
  const onSurfacePointerUp = (event: PointerEvent) => {
    if (event.pointerType === "mouse") return;
    const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = null;
      sendHeart(tap.x, tap.y);
    } else {
      lastTap.current = tap;
    }
  };
  const onSurfaceDoubleClick = (event: MouseEvent) => {
    if (lastPointerType.current === "mouse") sendHeart(event.clientX, event.clientY);
  };

  const video = () => videoRef.current;

  const togglePlay = () => {
    const element = video();
    if (!element) return;
    if (element.paused) {
      setAutoplay((outcome) => (outcome === "blocked" ? null : outcome));
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  };

  const toggleMute = () => {
    const element = video();
    if (!element) return;
    if (element.muted || element.volume === 0) {
      setAutoplay(null);
      element.muted = false;
      if (element.volume === 0) element.volume = 1;
    } else {
      element.muted = true;
    }
  };

  const unmute = () => {
    const element = video();
    if (!element) return;
    setAutoplay(null);
    element.muted = false;
    if (element.volume === 0) element.volume = 1;
    if (element.paused) element.play().catch(() => undefined);
  };

  const setVolumeTo = (value: number) => {
    const element = video();
    if (!element) return;
    element.volume = value;
    element.muted = value === 0;
  };

  const toggleAudioOnly = () => {
    const next = !audioOnly;
    setAudioOnly(next);
    try {
      window.localStorage.setItem(AUDIO_ONLY_KEY, next ? "1" : "0");
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  };

  const toggleFullscreen = () => {
    const element = video();
    if (element && fullscreen) fullscreen.onToggle(element);
  };

  const heartFromButton = () => {
    const rect = rootRef.current?.getBoundingClientRect();
    if (rect) sendHeart(rect.right - 56, rect.bottom - 88);
  };

  const silent = muted || volume === 0;
  const controlsHidden = !visible;
  const awaitingPlay = autoplay === "blocked" && paused && (phase === "loading" || phase === "ready");

  return (
    <div
      ref={rootRef}
      className={`${styles.root[layout]}${controlsHidden ? ` ${styles.idle}` : ""}`}
      role="region"
      aria-label={`${title}: live video`}
      onPointerMove={reveal}
      onFocus={reveal}
      onKeyDown={reveal}
    >
      <video
        ref={videoRef}
        className={styles.video}
        playsInline
        preload="auto"
        aria-label={title}
        onPlay={() => setPaused(false)}
        onPause={() => {
          setPaused(true);
          setBuffering(false);
        }}
        onWaiting={() => setBuffering(true)}
        onPlaying={() => {
          setPaused(false);
          setBuffering(false);
        }}
        onVolumeChange={(event) => {
          setMuted(event.currentTarget.muted);
          setVolume(event.currentTarget.volume);
        }}
      />
      <noscript>
        <video className={styles.noscriptVideo} src={src} controls muted={muteOnEntry === true} playsInline preload="none" aria-label={title} />
      </noscript>

      <div
        className={styles.surface}
        onPointerDown={onSurfacePointerDown}
        onPointerUp={onSurfacePointerUp}
        onDoubleClick={onSurfaceDoubleClick}
        aria-hidden="true"
      />
      {audioOnly && audioSrc ? (
        <div className={styles.audioOnlyNotice}>
          <VolumeIcon muted={false} size={32} />
          <p className={styles.audioOnlyTitle}>Listening to audio only</p>
          <p className={styles.audioOnlyHint}>The picture is off to save data. Switch off “Audio only” to see it again.</p>
        </div>
      ) : null}
      <Hearts hearts={hearts} />
      <StatusOverlay phase={phase} slow={slow} buffering={buffering} awaitingPlay={awaitingPlay} onRetry={() => controllerRef.current?.restart()} />

      <div className={`${styles.topShade}${controlsHidden ? ` ${styles.hidden}` : ""}`} />
      <div className={styles.topBar}>
        <span className={paused && ready ? styles.liveBadge.paused : styles.liveBadge.live}>
          <span className={styles.liveDot} aria-hidden="true" />
          LIVE
        </span>
        <p className={`${styles.title}${controlsHidden ? ` ${styles.hidden}` : ""}`}>{title}</p>
        {autoplay === "muted" && silent ? (
          <button type="button" className={styles.unmute} onClick={unmute}>
            <VolumeIcon muted size={20} />
            Tap to unmute
          </button>
        ) : null}
      </div>

      {awaitingPlay && muteOnEntry === false ? (
        <button type="button" className={styles.joinWithSound} onClick={togglePlay}>
          <VolumeIcon muted={false} size={22} />
          Join with sound
        </button>
      ) : awaitingPlay ? (
        <button type="button" className={styles.bigPlay} onClick={togglePlay} aria-label="Play live stream">
          <ShapeIcon shape="play" size={34} />
        </button>
      ) : null}

      {ready ? (
        <ControlBar
          ref={controlsRef}
          paused={paused}
          silent={silent}
          volume={volume}
          hidden={controlsHidden}
          onTogglePlay={togglePlay}
          onToggleMute={toggleMute}
          onVolume={setVolumeTo}
          onHoverChange={setHovering}
          onHeart={onHeart ? heartFromButton : undefined}
          audioOnly={audioSrc ? { active: audioOnly, onToggle: toggleAudioOnly } : undefined}
          fullscreen={fullscreen ? { active: fullscreen.active, onToggle: toggleFullscreen } : undefined}
        />
      ) : null}
    </div>
  );
}
