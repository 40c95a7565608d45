import { Link } from "@remix-run/react";
import { EventCover } from "~/components/events/event-cover";
import { LandingPanel } from "~/components/landing-page/landing-panel";
import { HostAvatar } from "~/components/landing-page/host-avatar";
import { Paragraphs } from "~/components/landing-page/paragraphs";
import { durationLabel } from "~/components/registration/event-summary";
import { brandStyle } from "~/components/settings/branding/brand-style";
import type { PublicEventPageData } from "../../contracts/public-event-data";
import { usePublicLive } from "./use-public-live";
import * as styles from "./public-event-page.css";
import { useViewerZone } from "~/components/registration/use-viewer-zone";
import { EVENT_DAY_AND_TIME, formatInZone } from "~/utils/zone-format";

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}

function StatusBadge({ status, isLive }: { status: PublicEventPageData["event"]["status"]; isLive: boolean }) {
  if (isLive) {
    return (
      <span className={styles.badge.live}>
        <span className={styles.liveDot} aria-hidden="true" />
        Live now
      </span>
    );
  }
  if (status === "completed") return <span className={styles.badge.ended}>This event has ended</span>;
  return <span className={styles.badge.upcoming}>Upcoming live event</span>;
}

/**
 * An event's public page (/events/{eventId} for anyone but its host): what, when in the event's
 * zone, who hosts, Register, Watch while the stream is live, and the landing page the host shows,
 * kept current live.
 */
export function PublicEventPage({ data }: { data: PublicEventPageData }) {
  const { event, stream } = data;
  const live = usePublicLive({ eventId: event.id, stream, landing: data.landing });
  const [zone] = useViewerZone(event.zone, undefined);
  const ended = event.status === "completed" && !live.isLive;
  const hasHost = Boolean(event.hostName || event.hostBio);
  const hasText = Boolean(event.description) || hasHost;

  return (
    <div className={styles.page} style={brandStyle(data.brand)}>
      <section className={styles.hero} aria-labelledby="event-title">
        <div className={styles.cover}>
          <EventCover title={event.title} cover={event.coverImageUrl} size="hero" />
        </div>
        <div className={styles.heroText}>
          <StatusBadge status={event.status} isLive={live.isLive} />
          <h1 id="event-title" className={styles.title}>
            {event.title}
          </h1>
          {event.hostName ? <p className={styles.hostedBy}>Hosted by {event.hostName}</p> : null}
          <ul className={styles.facts}>
            <li className={styles.fact}>
              <CalendarIcon />
              <time dateTime={event.scheduledAt}>
                {zone === event.zone ? event.startsAt : formatInZone(event.scheduledAt, zone, EVENT_DAY_AND_TIME)}
              </time>
            </li>
            <li className={styles.fact}>
              <ClockIcon />
              {durationLabel(event.durationMinutes)}
            </li>
          </ul>
        </div>
      </section>

      {/* Without text beside it, the join card stands alone under the hero instead of leaving half the page empty. */}
      <div className={hasText ? styles.layout : styles.layoutAlone}>
        <aside className={styles.side} aria-label="Join this event">
          <div className={styles.joinCard}>
            {live.isLive && stream ? (
              <a href={`/watch/${encodeURIComponent(stream.streamId)}`} className={styles.watch}>
                <span className={styles.liveDot} aria-hidden="true" />
                Watch
              </a>
            ) : null}
            {ended && data.onDemand ? (
              <>
                <Link to={`/event-registration/${event.id}`} className={styles.register}>
                  Watch on demand
                </Link>
                <p className={styles.joinText}>Free · watch right away or pick a session that suits you</p>
              </>
            ) : ended ? (
              <p className={styles.joinText}>
                {data.replay === "available"
                  ? "This event is over. Its replay is available: registrants have their personal replay link in their e-mail."
                  : data.replay === "ready"
                    ? "This event is over. It was recorded: the host will share the replay with registrants."
                    : data.replay === "recording"
                      ? "This event is over. A replay is coming: the recording is being prepared."
                      : "This event is over. Follow the host for the next one."}
              </p>
            ) : event.isFull ? (
              <p className={styles.joinText}>This event is full.</p>
            ) : (
              <>
                <Link to={`/event-registration/${event.id}`} className={styles.register}>
                  Register
                </Link>
                <p className={styles.joinText}>
                  Free · takes under a minute
                  {event.spotsLeft !== null ? ` · ${event.spotsLeft} ${event.spotsLeft === 1 ? "seat" : "seats"} left` : ""}
                </p>
              </>
            )}
          </div>
          <LandingPanel settings={live.landing} />
        </aside>

        {hasText ? (
          <div className={styles.main}>
            {event.description ? (
              <section className={styles.section} aria-labelledby="about-title">
                <h2 id="about-title" className={styles.sectionTitle}>
                  About this event
                </h2>
                <Paragraphs text={event.description} className={styles.text} />
              </section>
            ) : null}
            {hasHost ? (
              <section className={styles.section} aria-labelledby="host-title">
                <h2 id="host-title" className={styles.sectionTitle}>
                  Your host
                </h2>
                <div className={styles.host}>
                  <HostAvatar name={event.hostName ?? "Host"} size="md" />
                  <p className={styles.hostName}>{event.hostName ?? "Your host"}</p>
                </div>
                <Paragraphs text={event.hostBio} className={styles.text} />
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
