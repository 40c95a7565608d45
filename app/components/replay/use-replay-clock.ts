import { useEffect, useState, type RefObject } from "react";

export interface ReplayClock {
  /** Playback time of the trimmed media, in seconds (moves back at once when the viewer seeks back). */
  time: number;
  playing: boolean;
}

/**
 * Follows the replay's `<video>`: its time on every `timeupdate` and seek (so the chat, overlays and
 * offers follow a seek at once), and whether it plays. With `maxSeekSeconds` (an on-demand session
 * runs "as if live") a seek past it lands on it instead.
 */
export function useReplayClock(videoRef: RefObject<HTMLVideoElement>, maxSeekSeconds?: number): ReplayClock {
  const [clock, setClock] = useState<ReplayClock>({ time: 0, playing: false });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const read = () => setClock({ time: video.currentTime, playing: !video.paused && !video.ended });
    const onSeeking = () => {
      if (maxSeekSeconds !== undefined && video.currentTime > maxSeekSeconds + 0.5) video.currentTime = maxSeekSeconds;
      read();
    };
    const events = ["timeupdate", "seeked", "play", "pause", "ended", "loadedmetadata"] as const;
    for (const name of events) video.addEventListener(name, read);
    video.addEventListener("seeking", onSeeking);
    // timeupdate comes about 4 times a second; a finer tick keeps a chat line within a frame or two of its moment.
    const tick = setInterval(() => {
      if (!video.paused) read();
    }, 100);
    read();
    return () => {
      for (const name of events) video.removeEventListener(name, read);
      video.removeEventListener("seeking", onSeeking);
      clearInterval(tick);
    };
  }, [videoRef, maxSeekSeconds]);
  return clock;
}
