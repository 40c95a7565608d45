import type { ReactNode } from "react";
import * as styles from "~/components/request-invite/request-invite.css";
import * as own from "./email-link-page.css";

/** The centred card of a page reached from an e-mail link: a round mark, then what the page says and asks. */
export function EmailLinkPage({ mark, titleId, muted, children }: { mark: ReactNode; titleId: string; muted: boolean; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <section className={styles.success} aria-labelledby={titleId}>
          <span className={muted ? own.mutedMark : styles.successMark} aria-hidden="true">
            {mark}
          </span>
          {children}
        </section>
      </div>
    </div>
  );
}
