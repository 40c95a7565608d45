import { Form, Link, useNavigation } from "@remix-run/react";
import { StatusBadge } from "~/components/events/event-card";
import { useHydrated } from "~/components/events/use-hydrated";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { button } from "~/components/ui/button.css";
import { END_EVENT, END_STREAM, GO_LIVE, type DashboardTab } from "./constants";
import type { EventHeaderData } from "../../contracts/dashboard-data";
import * as styles from "./dashboard.css";
import { ToastCopyButton } from "./toast-copy-button";

function LiveToggle({ live, tab }: { live: boolean; tab: DashboardTab }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") != null;
  return (
    <Form method="post" className={styles.actionForm}>
      <input type="hidden" name="tab" value={tab} />
      {live ? (
        <button type="submit" name="intent" value={END_STREAM} className={`${button.secondary} ${styles.action} ${styles.explained}`} disabled={busy}>
          <span>Stop stream</span>
          <span className={styles.actionNote}>Event stays on</span>
        </button>
      ) : (
        <button type="submit" name="intent" value={GO_LIVE} className={`${button.primary} ${styles.action}`} disabled={busy}>
          Go Live
        </button>
      )}
    </Form>
  );
}

/** End event asks first, without JavaScript too: the disclosure holds the confirming button. */
function EndEvent({ tab }: { tab: DashboardTab }) {
  return (
    <details className={styles.endEvent}>
      <summary className={`${button.danger} ${styles.action} ${styles.explained} ${styles.endEventSummary}`}>
        <span>End event</span>
        <span className={styles.actionNote}>Closes it for good</span>
      </summary>
      <Form method="post" className={styles.endEventPanel}>
        <input type="hidden" name="tab" value={tab} />
        <p className={styles.endEventText}>The event closes for good: viewers see that it has ended and reminders not yet sent are cancelled.</p>
        <button type="submit" name="intent" value={END_EVENT} className={`${button.danger} ${styles.action}`}>
          Yes, end the event
        </button>
      </Form>
    </details>
  );
}

/** The event's other pages: its landing page, on demand, settings, and copying its address. */
function OtherPages({ event, publicUrl, hydrated }: { event: EventHeaderData; publicUrl: string; hydrated: boolean }) {
  return (
    <>
      <a href={`/event-registration/${event.id}`} target="_blank" rel="noopener" className={`${button.secondary} ${styles.action}`}>
        View Landing<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <Link to={`/events/${event.id}/landing`} className={`${button.secondary} ${styles.action}`}>
        Edit Landing
      </Link>
      <Link to={`/events/${event.id}/on-demand`} className={`${button.secondary} ${styles.action}`}>
        On Demand
      </Link>
      {hydrated ? (
        <ToastCopyButton value={publicUrl} what="Registration URL">
          Copy URL
        </ToastCopyButton>
      ) : null}
      {event.streamId ? (
        <Link to={`/events/${event.id}/settings/${event.streamId}`} className={`${button.secondary} ${styles.action}`}>
          Settings
        </Link>
      ) : null}
    </>
  );
}

export function DashboardHeader({ event, publicUrl, tab }: { event: EventHeaderData; publicUrl: string; tab: DashboardTab }) {
  const hydrated = useHydrated();
  const live = event.status === "live";
  const autoLiveHint = event.goesLiveByItself && !live;
  return (
    <>
      <Breadcrumb
        trail={[
          { to: "/dashboard", label: "Dashboard" },
          { to: "/events", label: "Events" },
        ]}
        current={event.title}
      />

      <header className={styles.header}>
        <div>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{event.title}</h1>
            <StatusBadge status={event.status} />
          </div>
          <p className={styles.meta}>
            {event.category} · {event.when} · {event.duration}
          </p>
        </div>
        <div className={styles.actions} aria-label="Event actions" role="group" aria-describedby={autoLiveHint ? "go-live-hint" : undefined}>
          <LiveToggle live={live} tab={tab} />
          {/* The studio runs the live; it opens whenever there is a stream to run (and says what is missing while live without one). */}
          {event.streamId || live ? (
            <Link to={`/events/${event.id}/stream`} className={`${live ? button.primary : button.secondary} ${styles.action}`}>
              Studio
            </Link>
          ) : null}
          {event.canEnd ? <EndEvent tab={tab} /> : null}
          {/* At most three actions in a phone's row (the broadcast's); the event's other pages behind More. */}
          <div className={styles.moreInline}>
            <OtherPages event={event} publicUrl={publicUrl} hydrated={hydrated} />
          </div>
          <details className={styles.more}>
            <summary className={`${button.secondary} ${styles.action} ${styles.moreSummary}`}>More</summary>
            <div className={styles.morePanel}>
              <OtherPages event={event} publicUrl={publicUrl} hydrated={hydrated} />
            </div>
          </details>
          {autoLiveHint ? (
            <p id="go-live-hint" className={styles.actionsHint}>
              Goes live by itself when your encoder connects. Go Live puts the page live before the video.
            </p>
          ) : null}
        </div>
      </header>

      <div className={styles.share}>
        <label htmlFor="public-url" className={styles.shareLabel}>
          Public registration URL
        </label>
        <input id="public-url" className={styles.shareInput} type="text" readOnly value={publicUrl} onFocus={(e) => e.currentTarget.select()} />
      </div>
    </>
  );
}
