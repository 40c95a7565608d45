import { useEffect, useRef } from "react";
import type { ReplayNotice } from "~/utils/replay";
import * as styles from "./registration.css";

/**
 * After registering, the same whether the e-mail was new or already registered (the page must not
 * tell who registered): what happens next. The personal link goes only by e-mail.
 */
export function RegistrationSuccess({
  firstName,
  email,
  startsAt,
  onDemand = false,
}: {
  firstName: string;
  email: string;
  startsAt: string;
  /** The live is over and the host runs it on demand: the link opens the sessions. */
  onDemand?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby="registration-result">
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h2 id="registration-result" className={styles.formTitle} ref={heading} tabIndex={-1}>
        Registration Successful!
      </h2>
      <p className={styles.formIntro} role="status">
        {`Thanks, ${firstName}, you're registered. Your seat is saved.`}
      </p>
      <h3 className={styles.formTitle}>What happens next</h3>
      <ol className={styles.steps}>
        <li>
          Check your inbox: we're sending a confirmation to <strong>{email}</strong> with your personal link to join.
        </li>
        <li>Keep that link to yourself: it is your seat. Can't find the e-mail? Look in your spam or promotions folder.</li>
        <li>
          {onDemand
            ? "Your link lets you watch right away or pick one of the next sessions; we'll remind you before the one you pick."
            : `We'll send reminders before the start (${startsAt}).`}
        </li>
      </ol>
    </section>
  );
}

/** No seats left: said plainly, with what to do instead. */
export function EventFull() {
  return (
    <section className={styles.card} aria-labelledby="event-full">
      <h2 id="event-full" className={styles.formTitle}>
        This event is full
      </h2>
      <p className={styles.formIntro}>
        Every seat has been taken. If you already registered, your personal link is in your confirmation e-mail, or get it again below. Otherwise, ask
        the host about their next session.
      </p>
    </section>
  );
}

/** Over: no seat to save; the replay when the broadcast was kept (its link is personal: it comes by e-mail). */
export function EventEnded({ replay }: { replay: ReplayNotice }) {
  return (
    <section className={styles.card} aria-labelledby="event-ended">
      <h2 id="event-ended" className={styles.formTitle}>
        This event has ended
      </h2>
      <p className={styles.formIntro}>
        {replay === "available"
          ? "The replay is available: if you registered, your personal replay link is in your e-mail."
          : replay === "ready"
            ? "The session was recorded: the host will share the replay with registrants."
            : replay === "recording"
              ? "A replay is coming: the recording is being prepared."
              : "Registration is closed. Ask the host about their next session."}
      </p>
    </section>
  );
}
