import { useEffect, useState, type ReactNode } from "react";
import { ReplayRoom } from "~/components/replay/replay-room";
import type { ReplayRoomData } from "~/contracts/replay-room";

/**
 * The replay room as an on-demand session: it opens at the session's live point and the viewer
 * may seek back, never past the live point, which moves on with the clock (pausing is fine).
 */
export function OnDemandRoom({
  room,
  livePlaybackSeconds,
  serverNow,
  chat,
}: {
  room: ReplayRoomData;
  livePlaybackSeconds: number;
  serverNow: string;
  /** The session's own chat, beside the player under the chat replay. */
  chat: ReactNode;
}) {
  const [livePoint, setLivePoint] = useState(livePlaybackSeconds);
  useEffect(() => {
    const openedAt = Date.now();
    const tick = () => setLivePoint(Math.min(room.timeline.mediaSeconds, livePlaybackSeconds + (Date.now() - openedAt) / 1000));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [livePlaybackSeconds, room.timeline.mediaSeconds]);
  return <ReplayRoom data={room} mode="on-demand" maxSeekSeconds={livePoint} startSeconds={livePlaybackSeconds} serverNow={serverNow} aside={chat} />;
}
