import type { ReactNode } from "react";
import * as styles from "./watch.css";

/** A line icon of the room's notices (offline, waiting room, check your inbox, checkout): 28 px unless told. */
export function NoticeIcon({ size = 28, strokeWidth = 2, children }: { size?: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const GATE_ICONS = {
  mail: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
};

/** The head of a gate before the room (check your inbox, the passcode, confirm your e-mail): its icon and title. */
export function GateHeading({ id, icon, children }: { id: string; icon: keyof typeof GATE_ICONS; children: ReactNode }) {
  return (
    <>
      <span className={styles.inboxIcon} aria-hidden="true">
        <NoticeIcon>{GATE_ICONS[icon]}</NoticeIcon>
      </span>
      <h2 id={id} className={styles.gateTitle}>
        {children}
      </h2>
    </>
  );
}
