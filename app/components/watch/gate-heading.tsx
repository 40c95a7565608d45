import type { ReactNode } from "react";
import { LineIcon } from "~/components/ui/line-icon";
import * as styles from "./watch.css";

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
        <LineIcon size={28}>{GATE_ICONS[icon]}</LineIcon>
      </span>
      <h2 id={id} className={styles.gateTitle}>
        {children}
      </h2>
    </>
  );
}
