import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { hasMediaSource, loadHls, playsHlsNatively } from "~/components/player/load-hls";
import { button } from "~/components/ui/button.css";
import * as dash from "./dashboard.css";
import * as styles from "./recording-player.css";

export interface RecordingPageData {
  title: string;
  startedLabel: string;
  duration: string;
  size: string;
  statusLabel: string;
  recording: boolean;
  playbackUrl: string;
  /** Null while it is still being recorded. */
  downloadUrl: string | null;
  back: { to: string; label: string };
}

type Problem = "unsupported" | "failed" | null;

/**
 * Plays the recording's playlist: natively where the browser plays HLS, otherwise with hls.js
 * fetched on demand (as the watch page does). Without JavaScript the <video> gets the playlist
 * itself, which browsers with native HLS play. The Replay card's preview plays it too.
 */
export function useRecordingPlayback(playbackUrl: string) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playsHlsNatively(element)) {
      element.src = playbackUrl;
      return;
    }
    element.removeAttribute("src");
    if (!hasMediaSource()) {
      setProblem("unsupported");
      return;
    }
    let stopped = false;
    let destroy = () => {};
    loadHls().then(
      (Hls) => {
        if (stopped) return;
        const hls = new Hls({ backBufferLength: 30, maxBufferLength: 30 });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setProblem("failed");
        });
        hls.loadSource(playbackUrl);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      },
      () => setProblem("failed"),
    );
    return () => {
      stopped = true;
      destroy();
    };
  }, [playbackUrl]);
  return { video, problem };
}

export function PlaybackProblem({ problem }: { problem: Problem }) {
  if (!problem) return null;
  return (
    <p className={dash.problem} role="alert">
      {problem === "unsupported"
        ? "This browser cannot play HLS video. Open the recording in Safari, or in a player such as VLC with the playlist address."
        : "The recording could not be played. Reload the page to try again."}
    </p>
  );
}

export function RecordingPlayer({ data }: { data: RecordingPageData }) {
  const { video, problem } = useRecordingPlayback(data.playbackUrl);
  return (
    <article className={styles.page} aria-labelledby="recording-title">
      <Link to={data.back.to} className={styles.back}>
        <span aria-hidden="true">←</span> {data.back.label}
      </Link>
      <h1 id="recording-title" className={styles.title}>
        Recording: {data.title}
      </h1>
      <p className={dash.muted}>
        {data.startedLabel} · {data.duration} · {data.size} · {data.statusLabel}
      </p>
      <video ref={video} className={styles.video} src={data.playbackUrl} controls playsInline preload="metadata" />
      <PlaybackProblem problem={problem} />
      {data.downloadUrl ? (
        <a href={data.downloadUrl} download className={`${button.secondary} ${styles.download}`}>
          Download MP4
        </a>
      ) : null}
      {data.recording ? <p className={dash.muted}>This broadcast is still being recorded: reload the page to see what was added since.</p> : null}
    </article>
  );
}
