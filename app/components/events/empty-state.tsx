import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { button } from "~/components/ui/button.css";
import { EventIcon } from "./event-icons";
import * as styles from "./events-page.css";

interface EmptyStateProps {
  filtered: boolean;
  clearHref: string;
  onCreate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function EventsEmptyState({ filtered, clearHref, onCreate }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <EventIcon name={filtered ? "search" : "calendar"} size={28} />
      </span>
      <h2 className={styles.emptyTitle}>No events found</h2>
      <p className={styles.emptyText}>
        {filtered
          ? "No events match your search or status filter. Try other words or clear the filters."
          : "You have not created any events yet. Create your first event to start collecting registrations."}
      </p>
      <div className={styles.emptyActions}>
        {filtered ? (
          <Link to={clearHref} className={button.secondary}>
            Clear filters
          </Link>
        ) : (
          <Link to="/events/new" className={button.primary} onClick={onCreate}>
            Create Event
          </Link>
        )}
      </div>
    </div>
  );
}
