import type { ReactNode } from "react";
import { LineIcon } from "~/components/ui/line-icon";
import * as styles from "./watch.css";

/**
 * A notice in place of the room's video: its icon (one path on the line-icon grid), its heading, then
 * what the viewer may do. `waiting`: it waits for the host, so without JavaScript, where nothing is
 * pushed, the page looks again every 30 s.
 */
export function RoomNotice({
  titleId,
  title,
  icon,
  live = false,
  waiting = false,
  children,
}: {
  titleId: string;
  title: string;
  icon: string;
  /** Announced when it replaces the video while the page is open. */
  live?: boolean;
  waiting?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.notice} aria-labelledby={titleId} aria-live={live ? "polite" : undefined}>
      {waiting ? (
        <noscript>
          <meta httpEquiv="refresh" content="30" />
        </noscript>
      ) : null}
      <span className={styles.noticeIcon}>
        <LineIcon size={28}>
          <path d={icon} />
        </LineIcon>
      </span>
      <h2 id={titleId} className={styles.noticeTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
