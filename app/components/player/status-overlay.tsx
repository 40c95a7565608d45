import { useHydrated } from "~/components/events/use-hydrated";
import type { PlaybackPhase } from "./playback";
import * as styles from "./status-overlay.css";

export interface StatusOverlayProps {
  phase: PlaybackPhase;
  /** The load timeout passed without the video playing. */
  slow: boolean;
  /** Stalled after it had started (rebuffering). */
  buffering: boolean;
  /** Autoplay was refused: the big play button is the message, no spinner. */
  awaitingPlay: boolean;
  onRetry: () => void;
}

/**
 * What the viewer sees instead of the picture: spinner, 'Going Live...', 'Waiting for Stream
 * Content', or an error. The live region is always rendered so screen readers hear changes.
 * Nothing before the page runs its scripts: without JavaScript the browser's own player plays
 * the stream, and a spinner over its controls would never go away.
 */
export function StatusOverlay(props: StatusOverlayProps) {
  const hydrated = useHydrated();
  return (
    <div role="status" aria-live="polite">
      {hydrated ? <StatusContent {...props} /> : null}
    </div>
  );
}

/**
 * The stream is live but this server has no video to give (no video service is set up, or the
 * built-in one cannot run): said plainly, without blaming the viewer's connection.
 */
export function NoVideoNotice() {
  return (
    <section className={styles.noVideo} aria-labelledby="no-video-heading">
      <div className={`${styles.layer} ${styles.backdrop}`}>
        <h2 id="no-video-heading" className={styles.heading}>
          <span className={styles.liveDot} aria-hidden="true" />
          The host is live
        </h2>
        <p className={styles.text}>Video is not available on this server yet. Stay on this page: chat and offers keep working.</p>
      </div>
    </section>
  );
}

function StatusContent({ phase, slow, buffering, awaitingPlay, onRetry }: StatusOverlayProps) {
  if (awaitingPlay && (phase === "loading" || phase === "ready")) return null;
  switch (phase) {
    case "ready":
      return buffering ? (
        <div className={styles.layer}>
          <div className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">Buffering…</span>
        </div>
      ) : null;
    case "loading":
      return slow ? (
        <div className={`${styles.layer} ${styles.backdrop}`}>
          <p className={styles.heading}>
            <span className={styles.liveDot} aria-hidden="true" />
            Going Live...
          </p>
          <p className={styles.text}>Hang tight, the stream is about to start.</p>
        </div>
      ) : (
        <div className={styles.layer}>
          <div className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">Loading stream…</span>
        </div>
      );
    case "waiting":
      return (
        <div className={`${styles.layer} ${styles.backdrop}`}>
          <p className={styles.heading}>Waiting for Stream Content</p>
          <p className={styles.text}>The host is live; video will appear in a few seconds.</p>
          <div className={styles.smallSpinner} aria-hidden="true" />
        </div>
      );
    case "unsupported":
      return (
        <div className={`${styles.layer} ${styles.backdrop}`}>
          <p className={styles.heading}>This browser can’t play live video</p>
          <p className={styles.text}>Open this page in a current version of Chrome, Safari, Edge or Firefox.</p>
        </div>
      );
    case "failed":
      return (
        <div className={`${styles.layer} ${styles.backdrop}`}>
          <p className={styles.heading}>The stream couldn’t be played</p>
          <p className={styles.text}>Check your connection, then try again.</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            Try again
          </button>
        </div>
      );
  }
}
