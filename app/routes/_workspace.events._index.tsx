import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useEffect, useState, type MouseEvent } from "react";
import { EventItems } from "~/components/events/event-items";
import { CreateEventDialog } from "~/components/events/create-event-dialog";
import { EventsEmptyState } from "~/components/events/empty-state";
import { CreateEventForm } from "~/components/events/event-form";
import { eventsHref, EventStatCards, EventsToolbar, type EventFilters } from "~/components/events/events-toolbar";
import * as styles from "~/components/events/events-page.css";
import { FlashNotice } from "~/components/events/flash-notice";
import { TeamEvents } from "~/components/events/team-events";
import { PlusIcon } from "~/components/icons";
import { button } from "~/components/ui/button.css";
import { countEventStats, listEvents } from "~/models/event.server";
import { eventListQuerySchema } from "~/schemas/event";
import { requireUser } from "~/services/account/auth.server";
import { listTeamEventsFor } from "~/services/account/team.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Events");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const query = eventListQuerySchema.parse({ search: params.get("q") ?? undefined, status: params.get("status") ?? undefined });
  const filters: EventFilters = {
    q: query.search ?? "",
    status: query.status ?? "all",
    view: params.get("view") === "list" ? "list" : "cards",
  };
  const [events, stats, teamEvents] = await Promise.all([
    listEvents({ hostId: user.id, search: filters.q || undefined, status: filters.status }),
    countEventStats({ hostId: user.id }),
    listTeamEventsFor(user.id),
  ]);
  return json({ events, stats, filters, teamEvents });
}

/** Opening the dialog only drops `openModal` from the address: nothing to reload for that. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutModal = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("openModal");
    return params.toString();
  };
  return withoutModal(currentUrl) === withoutModal(nextUrl) ? false : defaultShouldRevalidate;
};

export default function EventsPage() {
  const { events, stats, filters, teamEvents } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const wantsModal = searchParams.get("openModal") === "true";

  // /events?openModal=true (the header and sidebar links) opens the dialog, then leaves the address.
  useEffect(() => {
    if (!wantsModal) return;
    setDialogOpen(true);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("openModal");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsModal, setSearchParams]);

  const openDialog = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setDialogOpen(true);
  }, []);

  const filtered = Boolean(filters.q) || filters.status !== "all";
  const returnTo = eventsHref(filters);
  const clearHref = eventsHref({ ...filters, q: "", status: "all" });
  // A host with no events yet gets one way to create the first: the empty state's button.
  const firstTime = stats.totalEvents === 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Events</h1>
          <p className={styles.subtitle}>Create, manage and track your live events.</p>
        </div>
        {firstTime ? null : (
          <Link to="/events/new" className={button.primary} onClick={openDialog}>
            <PlusIcon /> Create Event
          </Link>
        )}
      </header>

      <FlashNotice />

      <TeamEvents events={teamEvents} />

      {wantsModal ? (
        // Without JavaScript the dialog cannot open: the same form is shown on the page instead.
        <noscript>
          <section className={styles.panel} aria-labelledby="inline-create-title">
            <h2 id="inline-create-title" className={styles.inlineCreateTitle}>
              Create Event
            </h2>
            <CreateEventForm id="create-event-inline" submitting={false} cancelHref={returnTo} headingLevel={3} />
          </section>
        </noscript>
      ) : null}

      {firstTime ? null : (
        <>
          <EventStatCards stats={stats} />
          <EventsToolbar filters={filters} />
        </>
      )}

      {events.length ? (
        <>
          <p className={styles.resultCount} aria-live="polite">
            {events.length === 1 ? "1 event" : `${events.length} events`}
            {filtered ? " match your filters" : ""}
          </p>
          <EventItems events={events} view={filters.view} returnTo={returnTo} />
        </>
      ) : (
        <EventsEmptyState filtered={filtered} clearHref={clearHref} onCreate={openDialog} />
      )}

      <CreateEventDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
