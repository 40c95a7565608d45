import { useEffect, type RefObject } from "react";
import { MOBILE_QUERY } from "./constants";
import type { PlaybackController } from "./playback";
import { catchUpTarget, liveEdgeCheckInterval } from "./policy";
import { useMediaQuery } from "./use-media-query";

function lastRange(ranges: TimeRanges): [number, number] | null {
  return ranges.length > 0 ? [ranges.start(ranges.length - 1), ranges.end(ranges.length - 1)] : null;
}

/**
 * While `active`, checks every 3 s (2 s on a mobile-sized viewport) how far the playhead is
 * behind the live edge, and jumps to the edge when it is more than 5 s (mobile 3 s) behind.
 */
export function useLiveEdge(videoRef: RefObject<HTMLVideoElement>, controllerRef: RefObject<PlaybackController | null>, active: boolean): void {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => {
      const video = videoRef.current;
      const controller = controllerRef.current;
      if (!video || !controller) return;
      const target = catchUpTarget({
        isLive: controller.isLive(),
        currentTime: video.currentTime,
        paused: video.paused,
        seeking: video.seeking,
        isMobile,
        liveSyncPosition: controller.liveSyncPosition(),
        seekable: lastRange(video.seekable),
        bufferedEnd: lastRange(video.buffered)?.[1] ?? null,
      });
      if (target !== null) video.currentTime = target;
    }, liveEdgeCheckInterval(isMobile));
    return () => clearInterval(id);
  }, [active, isMobile, videoRef, controllerRef]);
}
