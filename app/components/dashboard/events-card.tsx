import { Link } from "@remix-run/react";
import type { DashboardEvent } from "~/services/hosting/dashboard.server";
import { Card, CardLink, CardText, EmptyState } from "~/components/ui/card";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import * as styles from "./events-card.css";

const STATUS_TONES: Record<DashboardEvent["status"], BadgeTone> = { live: "danger", scheduled: "brand", completed: "success", draft: "neutral" };

/** The host's events, live and upcoming first; each opens its event dashboard. */
export function EventsCard({ events, total }: { events: DashboardEvent[]; total: number }) {
  return (
    <Card
      variant="tile"
      titleId="events-title"
      title="Your events"
      action={<CardLink to="/events">View All Events{total > events.length ? ` (${total})` : ""}</CardLink>}
    >
      {events.length === 0 ? (
        <EmptyState title="No events yet">
          <CardText>Your events appear here once you schedule one.</CardText>
          <CardLink to="/events?openModal=true">Create your first event</CardLink>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event.id} className={styles.item}>
              <Link to={`/events/${event.id}`} className={styles.link}>
                <span className={styles.title}>{event.title}</span>
                <Badge tone={STATUS_TONES[event.status]} className={styles.badge}>
                  {event.status}
                </Badge>
                <span className={styles.meta}>
                  {event.when} · {event.registrationCount} {event.registrationCount === 1 ? "registration" : "registrations"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
