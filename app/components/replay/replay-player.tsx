import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/events/use-hydrated";
import { startPlayback, type PlaybackController, type PlaybackPhase } from "~/components/player/playback";
import * as styles from "./replay-player.css";

/**
 * The recording in a 16:9 frame with the browser's own controls (a timeline to seek, which the live
 * player has no use for): started the way the watch page's player starts (hls.js downloaded on
 * demand where the browser needs it, the plain `<video>` where it plays HLS itself). Without
 * JavaScript a plain `<video>` of the playlist takes its place.
 */
export const ReplayPlayer = forwardRef<HTMLVideoElement | null, { src: string; title: string; overlays?: ReactNode }>(function ReplayPlayer(
  { src, title, overlays },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(ref, () => videoRef.current, []);
  const controllerRef = useRef<PlaybackController | null>(null);
  const [phase, setPhase] = useState<PlaybackPhase>("loading");
  // Without JavaScript the plain <video> plays alone: no spinner that would never go away.
  const hydrated = useHydrated();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const controller = startPlayback(video, src, { onPhase: setPhase, onAutoplay: () => undefined, followLiveEdge: false });
    controllerRef.current = controller;
    return () => {
      controller.destroy();
      controllerRef.current = null;
    };
  }, [src]);

  return (
    <div className={styles.frame}>
      <video ref={videoRef} className={styles.video} controls playsInline preload="auto" aria-label={`${title}: replay`} />
      <noscript>
        <video className={styles.noscriptVideo} src={src} controls playsInline preload="metadata" aria-label={`${title}: replay`} />
      </noscript>
      {overlays ? <div className={styles.overlays}>{overlays}</div> : null}
      <div role="status" aria-live="polite" className={styles.statusRegion}>
        {phase === "loading" && hydrated ? (
          <div className={styles.status}>
            <div className={styles.spinner} aria-hidden="true" />
            <span className="visually-hidden">Loading the replay…</span>
          </div>
        ) : phase === "unsupported" ? (
          <div className={`${styles.status} ${styles.backdrop}`}>
            <p className={styles.heading}>This browser can’t play the replay</p>
            <p className={styles.text}>Open this page in a current version of Chrome, Safari, Edge or Firefox.</p>
          </div>
        ) : phase === "failed" || phase === "waiting" ? (
          <div className={`${styles.status} ${styles.backdrop}`}>
            <p className={styles.heading}>The replay couldn’t be played</p>
            <p className={styles.text}>Check your connection, then try again.</p>
            <button type="button" className={styles.retry} onClick={() => controllerRef.current?.restart()}>
              Try again
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
});
