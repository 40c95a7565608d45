import { EventCover } from "~/components/events/event-cover";
import type { EventStatus } from "../../../db/schema/product";
import { formatInZone } from "~/utils/time-zones";
import * as styles from "./registration.css";

export interface RegistrationEventView {
  id: number;
  title: string;
  description: string | null;
  coverImageUrl: string;
  hostName: string | null;
  hostBio: string | null;
  status: EventStatus;
  durationMinutes: number;
  /** The start, an ISO instant. */
  scheduledAt: string;
  /** Start in the event's own zone, e.g. "Tuesday, Dec 1, 2026, 10:00 AM EST". */
  startsAt: string;
  timezone: string;
  spotsLeft: number | null;
  isFull: boolean;
}

export function durationLabel(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} minutes`;
  const h = `${hours} hour${hours === 1 ? "" : "s"}`;
  return rest ? `${h} ${rest} minutes` : h;
}

export const VIEWER_DATE: Intl.DateTimeFormatOptions = { weekday: "long", month: "short", day: "numeric", year: "numeric" };

/**
 * The event a visitor registers for, the host's page: cover, what, when in the visitor's zone,
 * and on a phone the way to the form within the first screen; then how long, who, and the bio.
 */
export function EventSummary({
  event,
  invitedTo,
  zone,
  canRegister,
}: {
  event: RegistrationEventView;
  invitedTo: string | null;
  zone: string;
  canRegister: boolean;
}) {
  const yourTime = formatInZone(event.scheduledAt, zone, VIEWER_DATE);
  return (
    <section className={styles.eventCard} aria-labelledby="event-title">
      <div className={styles.cover}>
        <EventCover title={event.title} cover={event.coverImageUrl} size="hero" />
      </div>
      <div className={styles.summaryBody}>
        {invitedTo !== null ? <p className={styles.invited}>{invitedTo ? `You're invited to ${invitedTo}` : "You're invited"}</p> : null}
        {event.status === "live" ? <span className={styles.liveBadge}>Live now</span> : null}
        {event.status === "completed" ? <span className={styles.badge}>This event has ended</span> : null}
        <h1 id="event-title" className={styles.eventTitle}>
          {event.title}
        </h1>
        <p className={styles.when}>
          <time dateTime={event.scheduledAt}>{yourTime}</time>
          {zone === event.timezone ? null : <span className={styles.hostTime}>{event.startsAt} for the host</span>}
        </p>
        {canRegister ? (
          <a href="#register-title" className={styles.jumpToForm}>
            Register
          </a>
        ) : null}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Duration</dt>
            <dd className={styles.factValue}>{durationLabel(event.durationMinutes)}</dd>
          </div>
          {event.hostName ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Host</dt>
              <dd className={styles.factValue}>{event.hostName}</dd>
            </div>
          ) : null}
          {event.spotsLeft !== null && !event.isFull && canRegister ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Seats</dt>
              <dd className={styles.factValue}>{event.spotsLeft === 1 ? "1 spot left" : `${event.spotsLeft} spots left`}</dd>
            </div>
          ) : null}
        </dl>
        {event.description ? <p className={styles.description}>{event.description}</p> : null}
        {event.hostBio ? (
          <div className={styles.bio}>
            <h2 className={styles.bioTitle}>{event.hostName ? `About ${event.hostName}` : "About the host"}</h2>
            <p className={styles.description}>{event.hostBio}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
