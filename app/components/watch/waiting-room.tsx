import { useEffect, useState } from "react";
import * as styles from "./watch.css";
import * as own from "./waiting-room.css";
import { RoomNotice } from "./room-notice";

/** "2 d 4 h", "3:05:09" or "12:34" to the start; null once it has passed. */
export function timeUntil(startMs: number, nowMs: number): string | null {
  const left = Math.floor((startMs - nowMs) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (days > 0) return `${days} d ${hours} h`;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/**
 * The waiting screen of an event with a waiting room: what the viewer waits for and for how long.
 * The viewer is let in when the host opens the room or goes live (pushed; without JavaScript the
 * page looks again every 30 s).
 */
export function WaitingRoom({ hostName, startsAt, scheduledAt }: { hostName: string | null; startsAt: string | null; scheduledAt: string | null }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now !== null && scheduledAt ? timeUntil(Date.parse(scheduledAt), now) : null;
  return (
    <RoomNotice
      titleId="waiting-title"
      title="You're in the waiting room"
      icon="M13 4h3a2 2 0 0 1 2 2v14M2 20h3M13 20h9M10 12v.01M13 4.56v16.16a.5.5 0 0 1-.6.49L5 19.5V5.02a1 1 0 0 1 .76-.97l6-1.5a1 1 0 0 1 1.24.97v1.04Z"
      waiting
    >
      {left ? (
        <p className={own.countdown} role="timer" aria-label={`Starts in ${left}`}>
          {left}
        </p>
      ) : null}
      <p className={styles.noticeText}>
        {startsAt ? `The session starts ${startsAt}. ` : ""}
        {hostName ? `${hostName} will let you in shortly.` : "The host will let you in shortly."} Keep this page open: it moves you in by itself.
      </p>
    </RoomNotice>
  );
}
