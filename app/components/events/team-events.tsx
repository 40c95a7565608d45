import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { STAFF_BADGES, type StaffBadgeRole } from "~/contracts/live-events";
import { formatEventDateTime } from "./format";
import * as styles from "./team-events.css";

export const TEAM_EVENTS_ID = "team-events";

/** On an event's screens, the way back and the breadcrumb: a team member's lead to their team events, the host's to the event's page. */
export function eventWayBack(event: { id: number; title: string }, teamRole: string | null) {
  return {
    back: teamRole ? { to: `/events#${TEAM_EVENTS_ID}`, label: "Back to team events" } : { to: `/events/${event.id}`, label: "Back to event" },
    trail: [
      { to: "/dashboard", label: "Dashboard" },
      { to: "/events", label: "Events" },
      ...(teamRole ? [] : [{ to: `/events/${event.id}`, label: event.title }]),
    ],
  };
}

export interface TeamEvent {
  id: number;
  title: string;
  scheduledAt: string;
  timezone: string;
  role: StaffBadgeRole;
  hostName: string;
  /** The event's first stream (its Event Settings address), null before it has one. */
  streamId: string | null;
}

/** The events of the hosts whose team the user is on, each opening its Event Settings screen. */
export function TeamEvents({ events }: { events: TeamEvent[] }) {
  if (!events.length) return null;
  return (
    <section id={TEAM_EVENTS_ID} className={styles.section} aria-labelledby="team-events-title">
      <h2 id="team-events-title" className={styles.heading}>
        Team events
      </h2>
      <p className={styles.intro}>Events you help run on another host&apos;s team: moderate the chat, answer Q&amp;A, run polls and overlays.</p>
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.id} className={styles.item}>
            <div>
              <h3 className={styles.title}>
                {event.title}
                <span className={styles.role}>{STAFF_BADGES[event.role]}</span>
              </h3>
              <p className={styles.meta}>
                {event.hostName} · {formatEventDateTime(event)}
              </p>
            </div>
            {event.streamId ? (
              <Link to={`/events/${event.id}/settings/${event.streamId}`} className={`${button.secondary} ${styles.action}`}>
                Open Event Settings<span className="visually-hidden">: {event.title}</span>
              </Link>
            ) : (
              <p className={styles.meta}>No stream yet</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
