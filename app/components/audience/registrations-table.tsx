import { Form, Link, useSubmit } from "@remix-run/react";
import type { CustomerType } from "../../../db/schema/product";
import * as buttonStyles from "~/components/ui/button.css";
import * as fieldStyles from "~/components/ui/field.css";
import * as styles from "./audience.css";
import { AUDIENCE_TYPES, TYPE_LABELS, type AudienceFilters } from "./filters";
import { TableHead } from "~/components/ui/table-head";

export interface AudienceRow {
  id: number;
  name: string;
  email: string;
  avatar: string;
  eventTitle: string;
  registeredAt: string;
  /** The abbreviation of the zone registeredLabel is written in, e.g. "EST". */
  zone: string;
  /** en-US, UTC, e.g. "Mar 4, 2031, 10:30 AM UTC". */
  registeredLabel: string;
  jobTitle: string | null;
  customerType: CustomerType;
}

/** Search, event and type filters: a GET form, so the filters live in the URL and work without JavaScript. */
export function AudienceFiltersForm({ filters, events }: { filters: AudienceFilters; events: { id: number; title: string }[] }) {
  const submit = useSubmit();
  const onSelect = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true });
  return (
    <Form method="get" className={styles.filters} role="search" aria-label="Filter registrations">
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="audience-q">
          Search attendees
        </label>
        <input
          id="audience-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="Name, e-mail, company or webinar"
          className={fieldStyles.input}
        />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="audience-event">
          Webinar
        </label>
        <select id="audience-event" name="eventId" defaultValue={filters.eventId ?? ""} className={fieldStyles.input} onChange={onSelect}>
          <option value="">All events</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="audience-type">
          Type
        </label>
        <select id="audience-type" name="type" defaultValue={filters.type} className={fieldStyles.input} onChange={onSelect}>
          {AUDIENCE_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonStyles.button.secondary}>
        Apply filters
      </button>
    </Form>
  );
}

export function RegistrationsTable({ rows }: { rows: AudienceRow[] }) {
  const zones = [...new Set(rows.map((row) => row.zone))];
  return (
    <>
      {zones.length ? <p className={styles.zoneNote}>{zones.length === 1 ? `Times in ${zones[0]}` : "Times in each webinar's time zone"}</p> : null}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Registrations table, scrolls sideways on small screens">
        <table className={styles.table}>
          <TableHead columns={["Attendee", "Webinar", "Registered", "Job title", "Type"]} cellClassName={styles.th} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={styles.td}>
                  <div className={styles.attendee}>
                    <span className={styles.avatar} aria-hidden="true">
                      {row.avatar}
                    </span>
                    <div>
                      <p className={styles.name}>{row.name}</p>
                      <p className={styles.email}>{row.email}</p>
                    </div>
                  </div>
                </td>
                <td className={styles.td}>{row.eventTitle}</td>
                <td className={`${styles.td} ${styles.nowrap}`}>
                  <time dateTime={row.registeredAt}>{row.registeredLabel}</time>
                </td>
                <td className={styles.td}>{row.jobTitle ?? <span className={styles.muted}>—</span>}</td>
                <td className={styles.td}>
                  <span className={styles.badge[row.customerType]}>{TYPE_LABELS[row.customerType]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** What to do when there is nothing to list. */
export function AudienceEmpty({
  kind,
  shareEvent,
}: {
  kind: "no-events" | "no-registrations" | "no-matches";
  shareEvent?: { id: number; title: string } | null;
}) {
  if (kind === "no-events") {
    return (
      <div className={styles.empty}>
        <h3 className={styles.emptyTitle}>No events yet</h3>
        <p className={styles.panelText}>Create your first event, then invite viewers or share its registration page. Registrations appear here.</p>
        <Link to="/events?openModal=true" className={buttonStyles.button.primary}>
          Create an event
        </Link>
      </div>
    );
  }
  if (kind === "no-registrations") {
    return (
      <div className={styles.empty}>
        <h3 className={styles.emptyTitle}>No registrations yet</h3>
        <p className={styles.panelText}>
          Invite viewers with the form above, or share your event's registration page: everyone who registers shows up here.
        </p>
        {shareEvent ? (
          <Link to={`/event-registration/${shareEvent.id}`} className={buttonStyles.button.secondary}>
            Open the registration page for {shareEvent.title}
          </Link>
        ) : (
          <Link to="/events" className={buttonStyles.button.secondary}>
            Go to your events
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h3 className={styles.emptyTitle}>No registrations match these filters</h3>
      <p className={styles.panelText}>Try a shorter search, another event or type.</p>
      <Link to="/audience" className={buttonStyles.button.secondary}>
        Clear filters
      </Link>
    </div>
  );
}
