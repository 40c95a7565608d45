import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { EventStats } from "~/models/event.server";
import { EVENT_STATUS_FILTERS, type EventStatusFilter } from "~/schemas/event";
import { EventIcon } from "./event-icons";
import * as styles from "./events-page.css";
import { formatTotals } from "~/utils/money";
import { formatCount, STATUS_LABELS } from "./format";
import { useHydrated } from "./use-hydrated";

export type EventsView = "cards" | "list";

export interface EventFilters {
  q: string;
  status: EventStatusFilter;
  view: EventsView;
}

/** The events page address for these filters, leaving defaults out. */
export function eventsHref({ q, status, view }: EventFilters) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status !== "all") params.set("status", status);
  if (view !== "cards") params.set("view", view);
  const search = params.toString();
  return search ? `/events?${search}` : "/events";
}

export function EventStatCards({ stats }: { stats: EventStats }) {
  const cards = [
    { label: "Total Events", value: formatCount(stats.totalEvents), icon: "calendar" },
    { label: "Live Now", value: formatCount(stats.liveNow), icon: "broadcast" },
    { label: "Registrations", value: formatCount(stats.registrations), icon: "users" },
    { label: "Revenue", value: formatTotals(stats.revenue), icon: "dollar" },
  ] as const;
  return (
    <ul className={styles.stats} aria-label="Event statistics">
      {cards.map((card) => (
        <li key={card.label} className={styles.stat}>
          <span className={styles.statIcon}>
            <EventIcon name={card.icon} />
          </span>
          <span className={styles.statLabel}>{card.label}</span>
          <span className={styles.statValue}>{card.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Search and status filter: a GET form that works as is; with JavaScript it applies as you go. */
export function EventsToolbar({ filters }: { filters: EventFilters }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // A search from elsewhere (the sidebar) updates the box, unless the user is typing in it.
  useEffect(() => {
    const input = searchRef.current;
    if (input && document.activeElement !== input) input.value = filters.q;
  }, [filters.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delay);
  };

  return (
    <div className={styles.toolbar}>
      <Form ref={formRef} method="get" action="/events" role="search" aria-label="Filter events" className={styles.filters}>
        {filters.view !== "cards" ? <input type="hidden" name="view" value={filters.view} /> : null}
        <label className={styles.searchLabel}>
          <span className="visually-hidden">Search events</span>
          <span className={styles.searchIcon}>
            <EventIcon name="search" size={16} />
          </span>
          <input
            ref={searchRef}
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Search events..."
            className={styles.searchInput}
            onChange={() => apply(350)}
          />
        </label>
        <label className={styles.statusLabel}>
          <span className="visually-hidden">Status</span>
          <select name="status" defaultValue={filters.status} key={filters.status} className={styles.select} onChange={() => apply(0)}>
            {EVENT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className={styles.applyButton}>
            Apply
          </button>
        )}
      </Form>
      <nav className={styles.viewToggle} aria-label="Layout">
        {(["cards", "list"] as const).map((view) => (
          <Link
            key={view}
            to={eventsHref({ ...filters, view })}
            className={styles.viewLink}
            aria-current={filters.view === view ? "true" : undefined}
            preventScrollReset
            replace
          >
            {view === "cards" ? "Cards" : "List"}
          </Link>
        ))}
      </nav>
    </div>
  );
}
