import { Link } from "@remix-run/react";
import { STREAM_SETUP_ID } from "~/components/event-dashboard/constants";
import { button } from "~/components/ui/button.css";
import * as styles from "./no-stream-yet.css";

/** /events/{id}/landing before the event has a stream: the landing page belongs to the stream. */
export function NoStreamYet({ eventId, title }: { eventId: number; title: string }) {
  return (
    <section className={styles.card} aria-labelledby="no-stream-title">
      <p className={styles.eyebrow}>{title}</p>
      <h1 id="no-stream-title" className={styles.title}>
        Create the stream first
      </h1>
      <p className={styles.text}>
        The landing page is shown beside your live stream and on the event’s public page, so it belongs to the stream. Set up the event’s stream, then
        come back here to choose an offer, your bio or links for your viewers.
      </p>
      <div className={styles.actions}>
        <Link to={`/events/${eventId}#${STREAM_SETUP_ID}`} className={button.primary}>
          Set up the stream
        </Link>
        <Link to={`/events/${eventId}`} className={button.secondary}>
          Back to the event
        </Link>
      </div>
    </section>
  );
}
