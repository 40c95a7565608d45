import { useEffect, useState } from "react";
import { LivePlayer } from "~/components/player/live-player";
import { createVideoClock, VideoClockContext, type VideoClock } from "~/components/player/video-clock";
import * as styles from "./program-preview.css";

/** A measured delay beyond this is a clock or a stalled player, not the stream's. */
const MAX_DELAY_S = 120;

/** With JavaScript: how far the picture on screen is behind now, from the stream's program dates, every 2 s. */
function useMeasuredDelay(clock: VideoClock, playing: boolean) {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const shown = clock.now();
      const behind = shown === null ? null : Math.round((Date.now() - shown) / 1000);
      setSeconds(behind !== null && behind >= 0 && behind <= MAX_DELAY_S ? behind : null);
    }, 2000);
    return () => clearInterval(timer);
  }, [clock, playing]);
  return playing ? seconds : null;
}

export interface ProgramPreviewProps {
  title: string;
  /** The stream's HLS while it is live or a test runs; null off air. */
  playbackUrl: string | null;
  /** This server gives viewers a picture for the stream (else they see a message). */
  videoAvailable: boolean;
  /** What the stream's segments make it (video packaged here); null where only the player can tell. */
  delaySeconds: number | null;
}

/**
 * The program: the stream as viewers receive it, muted, and how long after the host they see it.
 * Without JavaScript the browser's own player plays it.
 */
export function ProgramPreview({ title, playbackUrl, videoAvailable, delaySeconds }: ProgramPreviewProps) {
  const [clock] = useState(createVideoClock);
  const playing = Boolean(playbackUrl && videoAvailable);
  const seconds = useMeasuredDelay(clock, playing) ?? delaySeconds;
  return (
    <section className={styles.card} aria-labelledby="program-title">
      <div className={styles.head}>
        <h2 id="program-title" className={styles.title}>
          Program
        </h2>
        <p className={styles.hint}>What viewers receive, muted here</p>
      </div>
      {playbackUrl && videoAvailable ? (
        <VideoClockContext.Provider value={clock}>
          <LivePlayer src={playbackUrl} title={title} muteOnEntry />
        </VideoClockContext.Provider>
      ) : (
        <div className={styles.slate}>
          <p className={styles.slateTitle}>{playbackUrl ? "Live without video" : "Off air"}</p>
          <p className={styles.slateText}>
            {playbackUrl
              ? "This server can't show viewers a picture yet: they see a message instead of your video."
              : "Your program shows here as viewers receive it once you are live or send a test stream."}
          </p>
        </div>
      )}
      <p className={styles.delay}>
        {seconds !== null ? (
          <>
            <strong>Viewers see you {seconds} s later.</strong> Their chat answers what you said that long ago.
          </>
        ) : (
          "Viewers see you a few seconds later than you speak: their chat answers what you said then."
        )}
      </p>
    </section>
  );
}
