import { Link } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";
import * as styles from "~/components/request-invite/request-invite.css";
import * as own from "./email-link-page.css";

function Narrow({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.narrow}>{children}</div>
    </div>
  );
}

interface EmailLinkPageProps {
  titleId: string;
  title: ReactNode;
  /** The round mark above the heading, in its tone's colours. */
  mark?: { icon: ReactNode; tone: keyof typeof own.mark };
  /** Given when the page's heading says what just happened: it takes focus (tabIndex -1) so it is announced. */
  headingRef?: RefObject<HTMLHeadingElement>;
  children: ReactNode;
}

/** The centred card of a page reached from an e-mail link: a round mark, the heading, then what the page says and asks. */
export function EmailLinkPage({ titleId, title, mark, headingRef, children }: EmailLinkPageProps) {
  return (
    <Narrow>
      <section className={styles.success} aria-labelledby={titleId}>
        {mark ? (
          <span className={own.mark[mark.tone]} aria-hidden="true">
            {mark.icon}
          </span>
        ) : null}
        <h1 id={titleId} className={styles.successTitle} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        {children}
      </section>
    </Narrow>
  );
}

/**
 * A short account form on its own card (a new password, a reset link, unlocking sign-in): heading,
 * what it is for, the form; with rememberedIt, a way back to sign-in under it.
 */
export function AccountFormPage({
  titleId,
  title,
  intro,
  rememberedIt,
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  rememberedIt?: boolean;
  children: ReactNode;
}) {
  return (
    <Narrow>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.cardTitle}>
          {title}
        </h1>
        <p className={styles.cardIntro}>{intro}</p>
        {children}
        {rememberedIt ? (
          <p className={styles.fine}>
            Remembered it? <Link to="/signin">Back to sign in</Link>
          </p>
        ) : null}
      </section>
    </Narrow>
  );
}

/** A paragraph of an e-mail link page. */
export function LinkPageText({ role, children }: { role?: "status"; children: ReactNode }) {
  return (
    <p className={styles.successText} role={role}>
      {children}
    </p>
  );
}

/** The page's buttons, side by side and centred. */
export function LinkPageActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
