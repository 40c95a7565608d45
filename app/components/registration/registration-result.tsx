import { useEffect, useRef } from "react";
import * as styles from "./registration.css";

/**
 * After registering, the same whether the e-mail was new or already registered (the page must not
 * tell who registered): what happens next. The personal link goes only by e-mail.
 */
export function RegistrationSuccess({ firstName, email, startsAt }: { firstName: string; email: string; startsAt: string }) {
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
        <li>We'll send reminders before the start ({startsAt}).</li>
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

/** Over: no seat to save; the replay when the broadcast was kept. No viewer page plays recordings yet, so no link is offered. */
export function EventEnded({ replay }: { replay: "ready" | "recording" | null }) {
  return (
    <section className={styles.card} aria-labelledby="event-ended">
      <h2 id="event-ended" className={styles.formTitle}>
        This event has ended
      </h2>
      <p className={styles.formIntro}>
        {replay === "ready"
          ? "The session was recorded: the host will share the replay with registrants."
          : replay === "recording"
            ? "A replay is coming: the recording is being prepared."
            : "Registration is closed. Ask the host about their next session."}
      </p>
    </section>
  );
}
