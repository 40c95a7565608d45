import { Link } from "@remix-run/react";
import type { DashboardEvent } from "~/services/hosting/dashboard.server";
import * as card from "./card.css";
import * as styles from "./events-card.css";

/** The host's events, live and upcoming first; each opens its event dashboard. */
export function EventsCard({ events, total }: { events: DashboardEvent[]; total: number }) {
  return (
    <section className={card.card} aria-labelledby="events-title">
      <div className={card.cardHeader}>
        <h2 id="events-title" className={card.cardTitle}>
          Your events
        </h2>
        <Link to="/events" className={card.cardLink}>
          View All Events{total > events.length ? ` (${total})` : ""}
        </Link>
      </div>
      {events.length === 0 ? (
        <div className={card.empty}>
          <p className={card.emptyTitle}>No events yet</p>
          <p className={card.muted}>Your events appear here once you schedule one.</p>
          <Link to="/events?openModal=true" className={card.cardLink}>
            Create your first event
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event.id} className={styles.item}>
              <Link to={`/events/${event.id}`} className={styles.link}>
                <span className={styles.title}>{event.title}</span>
                <span className={styles.badge[event.status]}>{event.status}</span>
                <span className={styles.meta}>
                  {event.when} · {event.registrationCount} {event.registrationCount === 1 ? "registration" : "registrations"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
