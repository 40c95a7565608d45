import { Form, useSubmit } from "@remix-run/react";
import type { CustomerType } from "../../../db/schema/product";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { CardText, EmptyState } from "~/components/ui/card";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { Table } from "~/components/ui/table";
import * as table from "~/components/ui/table.css";
import * as styles from "./audience.css";
import { AUDIENCE_TYPES, TYPE_LABELS, type AudienceFilters } from "./filters";

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

const TYPE_TONES: Record<CustomerType, BadgeTone> = { vip: "warning", premium: "premium", new: "brand", returning: "success" };

/** Search, event and type filters: a GET form, so the filters live in the URL and work without JavaScript. */
export function AudienceFiltersForm({ filters, events }: { filters: AudienceFilters; events: { id: number; title: string }[] }) {
  const submit = useSubmit();
  const onSelect = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true });
  return (
    <Form method="get" className={styles.filters} role="search" aria-label="Filter registrations">
      <Field
        label="Search attendees"
        inputProps={{ id: "audience-q", name: "q", type: "search", defaultValue: filters.q, placeholder: "Name, e-mail, company or webinar" }}
      />
      <SelectField label="Webinar" selectProps={{ id: "audience-event", name: "eventId", defaultValue: filters.eventId ?? "", onChange: onSelect }}>
        <option value="">All events</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.title}
          </option>
        ))}
      </SelectField>
      <SelectField label="Type" selectProps={{ id: "audience-type", name: "type", defaultValue: filters.type, onChange: onSelect }}>
        {AUDIENCE_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
    </Form>
  );
}

export function RegistrationsTable({ rows }: { rows: AudienceRow[] }) {
  const zones = [...new Set(rows.map((row) => row.zone))];
  return (
    <>
      {zones.length ? <p className={styles.zoneNote}>{zones.length === 1 ? `Times in ${zones[0]}` : "Times in each webinar's time zone"}</p> : null}
      <Table
        columns={["Attendee", "Webinar", "Registered", "Job title", "Type"]}
        scrollLabel="Registrations table, scrolls sideways on small screens"
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={table.cell.text}>
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
            <td className={table.cell.text}>{row.eventTitle}</td>
            <td className={`${table.cell.text} ${styles.nowrap}`}>
              <time dateTime={row.registeredAt}>{row.registeredLabel}</time>
            </td>
            <td className={table.cell.text}>{row.jobTitle ?? <span className={styles.muted}>—</span>}</td>
            <td className={table.cell.text}>
              <Badge tone={TYPE_TONES[row.customerType]}>{TYPE_LABELS[row.customerType]}</Badge>
            </td>
          </tr>
        ))}
      </Table>
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
      <EmptyState headingLevel={3} title="No events yet">
        <CardText>Create your first event, then invite viewers or share its registration page. Registrations appear here.</CardText>
        <ButtonLink to="/events?openModal=true">Create an event</ButtonLink>
      </EmptyState>
    );
  }
  if (kind === "no-registrations") {
    return (
      <EmptyState headingLevel={3} title="No registrations yet">
        <CardText>Invite viewers with the form above, or share your event's registration page: everyone who registers shows up here.</CardText>
        {shareEvent ? (
          <ButtonLink to={`/event-registration/${shareEvent.id}`} variant="secondary">
            Open the registration page for {shareEvent.title}
          </ButtonLink>
        ) : (
          <ButtonLink to="/events" variant="secondary">
            Go to your events
          </ButtonLink>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState headingLevel={3} title="No registrations match these filters">
      <CardText>Try a shorter search, another event or type.</CardText>
      <ButtonLink to="/audience" variant="secondary">
        Clear filters
      </ButtonLink>
    </EmptyState>
  );
}
