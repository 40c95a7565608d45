import { Link } from "@remix-run/react";
import type { EventSummary } from "~/models/event.server";
import { button } from "~/components/ui/button.css";
import { stateBadge, type StateTone } from "~/components/ui/state-badge.css";
import * as styles from "./event-card.css";
import { EventIcon } from "./event-icons";
import { EventMenu } from "./event-menu";
import { EventCover } from "./event-cover";
import { categoryLabel, formatDuration, formatEventDateTime, STATUS_LABELS } from "./format";

export type ListedEvent = Pick<
  EventSummary,
  "id" | "title" | "category" | "status" | "scheduledAt" | "timezone" | "durationMinutes" | "coverImageUrl"
>;

interface EventItemProps {
  event: ListedEvent;
  returnTo: string;
}

const STATUS_TONES: Record<ListedEvent["status"], StateTone> = { live: "live", scheduled: "brand", completed: "success", draft: "warning" };

export function StatusBadge({ status }: { status: ListedEvent["status"] }) {
  return (
    <span className={stateBadge[STATUS_TONES[status]]}>
      {status === "live" ? <span className={styles.pulse} aria-hidden="true" /> : null}
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Live and scheduled events are managed; others are viewed. Both go to the event dashboard. */
function PrimaryAction({ event, compact }: { event: ListedEvent; compact?: boolean }) {
  const manage = event.status === "live" || event.status === "scheduled";
  return (
    <Link
      to={`/events/${event.id}`}
      className={`${manage ? button.primary : button.secondary} ${compact ? styles.compactAction : styles.cardAction}`}
    >
      {manage ? "Manage" : "View"}
      <span className="visually-hidden"> {event.title}</span>
    </Link>
  );
}

export function EventCard({ event, returnTo }: EventItemProps) {
  return (
    <article className={styles.card} aria-labelledby={`event-${event.id}-title`}>
      <div className={styles.cover}>
        <EventCover title={event.title} cover={event.coverImageUrl} size="card" />
        {event.status === "live" ? (
          <span className={styles.liveFlag}>
            <span className={styles.pulse} aria-hidden="true" /> Live now
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.topRow}>
          <StatusBadge status={event.status} />
          <EventMenu event={event} returnTo={returnTo} />
        </div>
        <h3 id={`event-${event.id}-title`} className={styles.title}>
          <Link to={`/events/${event.id}`} className={styles.titleLink}>
            {event.title}
          </Link>
        </h3>
        <p className={styles.category}>{categoryLabel(event.category)}</p>
        <dl className={styles.details}>
          <div>
            <dt className="visually-hidden">Date and time</dt>
            <dd>
              <EventIcon name="calendar" size={15} />
              <time dateTime={event.scheduledAt}>{formatEventDateTime(event)}</time>
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">Duration</dt>
            <dd>
              <EventIcon name="clock" size={15} />
              {formatDuration(event.durationMinutes)}
            </dd>
          </div>
        </dl>
        <PrimaryAction event={event} />
      </div>
    </article>
  );
}

export function EventListItem({ event, returnTo }: EventItemProps) {
  return (
    <article className={styles.row} aria-labelledby={`event-${event.id}-title`}>
      <div className={styles.rowCover}>
        <EventCover title={event.title} cover={event.coverImageUrl} size="thumb" />
      </div>
      <div className={styles.rowMain}>
        <h3 id={`event-${event.id}-title`} className={styles.rowTitle}>
          <Link to={`/events/${event.id}`} className={styles.titleLink}>
            {event.title}
          </Link>
        </h3>
        <p className={styles.rowMeta}>
          {categoryLabel(event.category)} · <time dateTime={event.scheduledAt}>{formatEventDateTime(event)}</time> ·{" "}
          {formatDuration(event.durationMinutes)}
        </p>
      </div>
      <div className={styles.rowStatus}>
        <StatusBadge status={event.status} />
      </div>
      <div className={styles.rowActions}>
        <PrimaryAction event={event} compact />
        <EventMenu event={event} returnTo={returnTo} />
      </div>
    </article>
  );
}
