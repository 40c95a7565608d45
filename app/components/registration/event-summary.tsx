import { EventCover } from "~/components/events/event-cover";
import type { EventStatus } from "../../../db/schema/product";
import { formatInZone } from "~/utils/zone-format";
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
  /** Live before its scheduled start (the host went live early). */
  startedEarly: boolean;
}

export function durationLabel(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} minutes`;
  const h = `${hours} hour${hours === 1 ? "" : "s"}`;
  return rest ? `${h} ${rest} minutes` : h;
}

export const VIEWER_DATE: Intl.DateTimeFormatOptions = { weekday: "long", month: "short", day: "numeric", year: "numeric" };
export const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", year: undefined };

/** The start as the server wrote it in the zone the page starts in (see the route's viewerTimes). */
export interface ViewerTimes {
  zone: string;
  /** The zone as a choice in the list, e.g. "Berlin (CET)". */
  label: string;
  when: string;
  short: string;
}

/** The server's text while the zone is still the one it wrote for, else the browser's. */
export const timeIn = (zone: string, scheduledAt: string, server: ViewerTimes, format: "when" | "short") =>
  zone === server.zone ? server[format] : formatInZone(scheduledAt, zone, format === "when" ? VIEWER_DATE : SHORT_DATE);

/**
 * The event a visitor registers for, the host's page: cover, what, when in the visitor's zone,
 * and on a phone the way to the form within the first screen; then how long, who, and the bio.
 */
export function EventSummary({
  event,
  invitedTo,
  zone,
  serverTimes,
  canRegister,
}: {
  event: RegistrationEventView;
  invitedTo: string | null;
  zone: string;
  serverTimes: ViewerTimes;
  canRegister: boolean;
}) {
  const yourTime = timeIn(zone, event.scheduledAt, serverTimes, "when");
  return (
    <section className={styles.eventCard} aria-labelledby="event-title">
      <div className={styles.cover}>
        <EventCover title={event.title} cover={event.coverImageUrl} size="hero" />
      </div>
      <div className={styles.summaryBody}>
        {invitedTo !== null ? <p className={styles.invited}>{invitedTo ? `You're invited to ${invitedTo}` : "You're invited"}</p> : null}
        {event.status === "live" ? <span className={styles.liveBadge}>Live now</span> : null}
        <h1 id="event-title" className={styles.eventTitle}>
          {event.title}
        </h1>
        {event.startedEarly ? (
          <p className={styles.when}>
            <span>Started early</span>
            <span className={styles.hostTime}>
              It was scheduled for <time dateTime={event.scheduledAt}>{yourTime}</time>
            </span>
          </p>
        ) : (
          <p className={styles.when}>
            <time dateTime={event.scheduledAt}>{yourTime}</time>
            <span className={styles.hostTime}>{zone === event.timezone ? "In the event's time zone" : `Host's time: ${event.startsAt}`}</span>
          </p>
        )}
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
