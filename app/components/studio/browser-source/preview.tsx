import { useEffect, useRef, useState } from "react";
import { LineIcon } from "~/components/ui/line-icon";
import * as styles from "./browser-source.css";

/** Exactly what will be sent, muted (the host should not hear themselves), with a badge while it goes out. */
export function Preview({ stream, placeholder, badge }: { stream: MediaStream | null; placeholder: string; badge: "live" | "sending" | null }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => {});
  }, [stream]);
  return (
    <div className={styles.stage}>
      <video ref={video} className={styles.video} muted playsInline autoPlay aria-label="Preview of what viewers see" />
      {stream ? null : <p className={styles.placeholder}>{placeholder}</p>}
      {badge ? (
        <span className={styles.stageBadge[badge]} aria-hidden="true">
          <span className={styles.stageDot} />
          {badge === "live" ? "Live" : "Sending"}
        </span>
      ) : null}
    </div>
  );
}

const LEVEL_EVERY_MS = 100;

/** The microphone's level as a bar that moves while the host speaks (before going live too). */
export function LevelMeter({ read, off }: { read: () => number; off: boolean }) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (off) {
      setLevel(0);
      return;
    }
    const timer = setInterval(() => setLevel(read()), LEVEL_EVERY_MS);
    return () => clearInterval(timer);
  }, [read, off]);
  return (
    <div className={styles.meterRow}>
      <LineIcon size={18}>
        <rect x="9" y="3" width="6" height="11" rx="3" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      </LineIcon>
      <div
        className={styles.meter}
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        aria-valuetext={off ? "Microphone off" : `${level} of 100`}
      >
        <div className={styles.meterFill} style={{ clipPath: `inset(0 ${100 - level}% 0 0)` }} />
      </div>
      {off ? (
        <span className={styles.meterNote} aria-hidden="true">
          Off
        </span>
      ) : null}
    </div>
  );
}
