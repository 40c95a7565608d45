import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { pill } from "~/components/ui/badge.css";
import * as styles from "~/components/search-results.css";
import { normalizeSearchQuery, searchWorkspace } from "~/models/search.server";
import { requireUser } from "~/services/account/auth.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.query ? `“${data.query}” — Search` : "Search");

/** GET /search?q=: the host's events and attendees matching q (works without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = normalizeSearchQuery(new URL(request.url).searchParams.get("q"));
  return json(await searchWorkspace({ hostId: user.id, query }));
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** One kind of result: its heading with the count, then the matches or a line saying there are none. */
function ResultGroup({ id, title, count, none, children }: { id: string; title: string; count: number; none: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.groupTitle}>
        {`${title} `}
        <span className={pill}>{count}</span>
      </h2>
      {count ? <ul className={styles.list}>{children}</ul> : <p className={styles.muted}>{none}</p>}
    </section>
  );
}

export default function SearchPage() {
  const { query, events, attendees } = useLoaderData<typeof loader>();
  const nothing = events.length === 0 && attendees.length === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{query ? <>Results for “{query}”</> : "Search"}</h1>
      {!query ? (
        <p className={styles.muted}>Type in the search box to find your events and attendees by title, description, name or e-mail.</p>
      ) : nothing ? (
        <p className={styles.muted} role="status">
          No events or attendees match “{query}”. Try a shorter word or part of an e-mail address.
        </p>
      ) : (
        <>
          <ResultGroup id="search-events" title="Events" count={events.length} none="No events match.">
            {events.map((event) => (
              <li key={event.id}>
                <Link to={`/events/${event.id}`} className={styles.item}>
                  <span className={styles.itemTitle}>{event.title}</span>
                  <span className={styles.muted}>
                    {dateFormat.format(new Date(event.scheduledAt))} · {event.status}
                  </span>
                </Link>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup id="search-attendees" title="Attendees" count={attendees.length} none="No attendees match.">
            {attendees.map((person) => (
              <li key={person.id}>
                <Link to={`/audience?${new URLSearchParams({ q: person.email, eventId: String(person.eventId) })}`} className={styles.item}>
                  <span className={styles.itemTitle}>
                    {`${person.firstName} ${person.lastName}`.trim()} <span className={styles.muted}>{person.email}</span>
                  </span>
                  <span className={styles.muted}>Registered for {person.eventTitle}</span>
                </Link>
              </li>
            ))}
          </ResultGroup>
        </>
      )}
    </div>
  );
}
