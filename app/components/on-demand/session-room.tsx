import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as styles from "./session-room.css";

export interface SessionHeader {
  title: string;
  startsLabel: string;
  choicePath: string;
}

function clockText(seconds: number) {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** Before the start: a countdown; at zero the page loads the session (without JavaScript, "Open the session" does). */
export function SessionCountdown({ header, startsInSeconds, sessionPath }: { header: SessionHeader; startsInSeconds: number; sessionPath: string }) {
  const [left, setLeft] = useState(startsInSeconds);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const until = Date.now() + startsInSeconds * 1000;
    const timer = setInterval(() => {
      const remaining = (until - Date.now()) / 1000;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        revalidate();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [startsInSeconds, revalidate]);
  return (
    <div className={styles.narrowPage}>
      <Heading header={header} />
      <section className={styles.notice} aria-labelledby="countdown-title">
        <h2 id="countdown-title" className={styles.noticeTitle}>
          Your session starts {header.startsLabel}
        </h2>
        <p className={styles.countdown} role="timer" aria-live="off">
          {clockText(left)}
        </p>
        <p className={styles.noticeText}>Keep this page open: the session begins here by itself.</p>
        <a className={styles.link} href={sessionPath}>
          Open the session
        </a>
      </section>
    </div>
  );
}

export function SessionEnded({ header }: { header: SessionHeader }) {
  return (
    <div className={styles.narrowPage}>
      <Heading header={header} />
      <section className={styles.notice} aria-labelledby="ended-title">
        <h2 id="ended-title" className={styles.noticeTitle}>
          This session has ended
        </h2>
        <p className={styles.noticeText}>It started {header.startsLabel}. You can pick another session to watch it again.</p>
        <a className={styles.link} href={header.choicePath}>
          Choose another session
        </a>
      </section>
    </div>
  );
}

function Heading({ header }: { header: SessionHeader }) {
  return (
    <div className={styles.head}>
      <p className={styles.eyebrow}>On-demand session</p>
      <h1 className={styles.title}>{header.title}</h1>
    </div>
  );
}
