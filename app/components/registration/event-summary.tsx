import type { EventStatus } from "../../../db/schema/product";
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
  /** Start in the event's own zone, e.g. "Tuesday, Dec 1, 2026, 10:00 AM EST". */
  startsAt: string;
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

const isImage = (cover: string) => /^(https?:)?\/\//.test(cover) || cover.startsWith("/");

/** The event a visitor registers for: what, when (in the event's zone and theirs), how long, who. */
export function EventSummary({ event, invitedTo, localTime }: { event: RegistrationEventView; invitedTo: string | null; localTime: string | null }) {
  return (
    <section className={styles.eventCard} aria-labelledby="event-title">
      {invitedTo !== null ? <p className={styles.invited}>{invitedTo ? `You're invited to ${invitedTo}` : "You're invited"}</p> : null}
      <div className={styles.cover} aria-hidden="true">
        {isImage(event.coverImageUrl) ? <img className={styles.coverImage} src={event.coverImageUrl} alt="" /> : event.coverImageUrl}
      </div>
      {event.status === "live" ? <span className={styles.liveBadge}>Live now</span> : null}
      {event.status === "completed" ? <span className={styles.badge}>This event has ended</span> : null}
      <h1 id="event-title" className={styles.eventTitle}>
        {event.title}
      </h1>
      {event.description ? <p className={styles.description}>{event.description}</p> : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>When</dt>
          <dd className={styles.factValue}>{event.startsAt}</dd>
        </div>
        {localTime ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Your time</dt>
            <dd className={styles.factValue}>{localTime}</dd>
          </div>
        ) : null}
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
        {event.spotsLeft !== null && !event.isFull ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Seats</dt>
            <dd className={styles.factValue}>{event.spotsLeft === 1 ? "1 spot left" : `${event.spotsLeft} spots left`}</dd>
          </div>
        ) : null}
      </dl>
      {event.hostBio ? <p className={styles.description}>{event.hostBio}</p> : null}
    </section>
  );
}
