import { Form, useNavigation } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "./session-choice.css";
import { AlertText } from "~/components/ui/alert-text";

export const WATCH_NOW = "watch-now";
export const SCHEDULED = "scheduled";

export interface SessionChoiceData {
  available: boolean;
  /** The event is behind a passcode this registrant has not entered yet: the page asks for it first. */
  passcodeRequired: boolean;
  registrant: { firstName: string; timezone: string };
  stream: { title: string; hostName: string | null } | null;
  durationLabel: string | null;
  zoneLabel: string;
  upcoming: { startsAt: string; label: string }[];
  mine: { sessionId: number; label: string; playing: boolean; path: string }[];
}

/** "Watch now" or one of the next sessions on the registrant's clock, and the sessions they already picked. */
export function SessionChoice({ data, error }: { data: SessionChoiceData; error: string | null }) {
  const busy = useNavigation().state !== "idle";
  if (!data.available || !data.stream) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Not available on demand</h1>
        <p className={styles.lead}>This event is not available on demand right now. Check back later or ask the host.</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div>
        <p className={styles.eyebrow}>On demand</p>
        <h1 className={styles.title}>{data.stream.title}</h1>
        <p className={styles.lead}>
          Hi {data.registrant.firstName}, watch it as a session of your own: it plays from the start, as if live, with the chat and everything that
          happened{data.durationLabel ? ` (${data.durationLabel})` : ""}.
        </p>
      </div>
      <AlertText className={styles.error} message={error} />
      <section className={styles.card} aria-labelledby="watch-now-title">
        <h2 id="watch-now-title" className={styles.cardTitle}>
          Start right away
        </h2>
        <Form method="post">
          <input type="hidden" name="intent" value={WATCH_NOW} />
          <button type="submit" className={`${button.primary}`} disabled={busy}>
            Watch now
          </button>
        </Form>
      </section>
      {data.upcoming.length ? (
        <section className={styles.card} aria-labelledby="upcoming-title">
          <h2 id="upcoming-title" className={styles.cardTitle}>
            Or pick a session
          </h2>
          <p className={styles.muted}>Times in {data.zoneLabel}. We send you a reminder before it starts.</p>
          <ul className={styles.times}>
            {data.upcoming.map((session) => (
              <li key={session.startsAt}>
                <Form method="post">
                  <input type="hidden" name="intent" value={SCHEDULED} />
                  <input type="hidden" name="startsAt" value={session.startsAt} />
                  <button type="submit" className={styles.time} disabled={busy}>
                    {session.label}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.mine.length ? (
        <section className={styles.card} aria-labelledby="mine-title">
          <h2 id="mine-title" className={styles.cardTitle}>
            Your sessions
          </h2>
          <ul className={styles.mine}>
            {data.mine.map((session) => (
              <li key={session.sessionId} className={styles.mineItem}>
                <span>{session.label}</span>
                <a className={styles.link} href={session.path}>
                  {session.playing ? "Join now" : "Open"}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
