import { useEffect, useRef } from "react";
import * as buttonStyles from "~/components/ui/button.css";
import type { ReplayNotice } from "~/contracts/replay";
import * as styles from "./registration.css";

/** What a new registrant may do at once: join while live, else keep the date and their link. */
export interface JoinOffer {
  path: string;
  live: boolean;
  calendar: { google: string; outlook: string; ics: string };
}

/** A new registrant's way in: Join now while live; before, the calendar links and their personal link. */
function JoinNow({ join, email }: { join: JoinOffer; email: string }) {
  if (join.live) {
    return (
      <div className={styles.joinBox}>
        <p className={styles.formIntro}>The event is live now.</p>
        <a href={join.path} className={`${buttonStyles.button.primary} ${buttonStyles.block}`}>
          Join now
        </a>
        <p className={styles.hint}>{`We've also e-mailed your personal link to ${email}, to come back later.`}</p>
      </div>
    );
  }
  return (
    <div className={styles.joinBox}>
      <h3 className={styles.joinTitle}>Add it to your calendar</h3>
      <ul className={styles.calendarLinks}>
        {[
          { label: "Google Calendar", href: join.calendar.google },
          { label: "Outlook", href: join.calendar.outlook },
        ].map((calendar) => (
          <li key={calendar.label}>
            <a href={calendar.href} className={buttonStyles.button.secondary} target="_blank" rel="noreferrer">
              {calendar.label}
            </a>
          </li>
        ))}
        <li>
          <a href={join.calendar.ics} className={buttonStyles.button.secondary} download>
            Apple and others (.ics)
          </a>
        </li>
      </ul>
      <h3 className={styles.joinTitle}>Your personal link</h3>
      <p className={styles.formIntro}>
        <a href={join.path} className={styles.personalLink}>
          Open your event page
        </a>
        {` — it opens the room when the event starts. We've also e-mailed it to ${email}. Keep it to yourself: it is your seat.`}
      </p>
    </div>
  );
}

/**
 * After registering. A new registrant gets their way in on this page (and by e-mail); an e-mail
 * already registered, or any registrant of an event that confirms addresses first, is told the
 * personal link went to the e-mail.
 */
export function RegistrationSuccess({
  firstName,
  email,
  startsAt,
  join,
  known,
  onDemand = false,
}: {
  firstName: string;
  email: string;
  startsAt: string;
  join: JoinOffer | null;
  /** The e-mail was registered already: the link went to it again. */
  known: boolean;
  /** The live is over and the host runs it on demand: the link opens the sessions. */
  onDemand?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const live = join?.live ?? false;
  return (
    <section className={styles.card} aria-labelledby="registration-result">
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h2 id="registration-result" className={styles.formTitle} ref={heading} tabIndex={-1}>
        Registration Successful!
      </h2>
      <p className={styles.formIntro} role="status">
        {known
          ? `${email} is already registered for this event: we've sent its personal link there.`
          : `Thanks, ${firstName}, you're registered. Your seat is saved.`}
      </p>
      {join ? <JoinNow join={join} email={email} /> : null}
      {live ? null : (
        <>
          <h3 className={styles.joinTitle}>What happens next</h3>
          <ol className={styles.steps}>
            {join ? null : (
              <>
                <li>
                  Check your inbox: we&apos;re sending {known ? "the" : "a confirmation with your"} personal link to join to <strong>{email}</strong>.
                </li>
                <li>Keep that link to yourself: it is your seat. Can&apos;t find the e-mail? Look in your spam or promotions folder.</li>
              </>
            )}
            <li>
              {onDemand
                ? "Your link lets you watch right away or pick one of the next sessions; we'll remind you before the one you pick."
                : `We'll send reminders before the start (${startsAt}).`}
            </li>
          </ol>
        </>
      )}
    </section>
  );
}

/** A registration page with no seat to save: its heading, and what to do instead. */
function Closed({ id, title, children }: { id: string; title: string; children: string }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.formTitle}>
        {title}
      </h2>
      <p className={styles.formIntro}>{children}</p>
    </section>
  );
}

/** No seats left: said plainly, with what to do instead. */
export function EventFull() {
  return (
    <Closed id="event-full" title="This event is full">
      Every seat has been taken. If you already registered, your personal link is in your confirmation e-mail, or get it again below. Otherwise, ask
      the host about their next session.
    </Closed>
  );
}

/** Over: no seat to save; the replay when the broadcast was kept (its link is personal: it comes by e-mail). */
export function EventEnded({ replay }: { replay: ReplayNotice }) {
  return (
    <Closed id="event-ended" title="This event has ended">
      {replay === "available"
        ? "The replay is available: if you registered, your personal replay link is in your e-mail."
        : replay === "ready"
          ? "The session was recorded: the host will share the replay with registrants."
          : replay === "recording"
            ? "A replay is coming: the recording is being prepared."
            : "Registration is closed. Ask the host about their next session."}
    </Closed>
  );
}
