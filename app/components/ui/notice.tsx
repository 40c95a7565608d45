import type { ReactNode } from "react";
import * as styles from "./notice.css";

export type NoticeTone = keyof typeof styles.notice;

/** How something went, in its tone's colours: an error interrupts (role=alert), the rest waits its turn (role=status). */
export function Notice({ tone, id, children }: { tone: NoticeTone; id?: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.notice[tone]} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The notice a page shows after a change it redirected back from: what was done, then more about it. */
export function DoneNotice({ notice }: { notice: { title: string; description: string } | null | undefined }) {
  if (!notice) return null;
  return (
    <Notice tone="success">
      <strong>{notice.title}.</strong> {notice.description}
    </Notice>
  );
}
