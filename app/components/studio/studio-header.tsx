import { Link } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { EventIcon } from "~/components/events/event-icons";
import { eventWayBack } from "~/components/events/team-events";
import { useHydrated } from "~/components/events/use-hydrated";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { stateBadge } from "~/components/ui/state-badge.css";
import { liveDot } from "~/components/ui/live-dot.css";
import * as styles from "./studio-header.css";

/** "12:05" or "1:02:05": how long the event has been live. */
function elapsedText(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** Time on air, counted in the browser against the server's clock (the page tells when it was made). */
function OnAir({ since, renderedAt }: { since: string; renderedAt: string }) {
  const hydrated = useHydrated();
  const rendered = Date.parse(renderedAt);
  const [now, setNow] = useState(rendered);
  useEffect(() => {
    const skew = Date.now() - rendered;
    setNow(Date.now() - skew);
    const timer = setInterval(() => setNow(Date.now() - skew), 1000);
    return () => clearInterval(timer);
  }, [rendered]);
  const elapsed = elapsedText((hydrated ? now : rendered) - Date.parse(since));
  return (
    <span className={styles.fact}>
      <EventIcon name="clock" size={16} />
      <span>
        Live for <time className={styles.figure}>{elapsed}</time>
      </span>
    </span>
  );
}

export interface StudioHeaderProps {
  event: { id: number; title: string };
  isLive: boolean;
  /** When the event went live (ISO), while it is. */
  liveSince: string | null;
  renderedAt: string;
  viewerCount: number | null;
  /** A member of the host's team: their way back is their list of team events. */
  teamRole: string | null;
  /** Beside the way back: the keyboard shortcuts. */
  actions?: ReactNode;
}

/** The studio's header: where the host is, the event, whether it is live and for how long, and who watches. */
export function StudioHeader({ event, isLive, liveSince, renderedAt, viewerCount, teamRole, actions }: StudioHeaderProps) {
  const { back, trail } = eventWayBack(event, teamRole);
  return (
    <>
      <Breadcrumb trail={trail} current={teamRole ? `Studio: ${teamRole}` : "Studio"} />
      <header className={styles.header}>
        <div className={styles.grid}>
          <h1 className={styles.title}>Studio</h1>
          <p className={styles.event}>{event.title}</p>
          <p className={styles.facts}>
            {/* Announced when it changes; the clock and the count, changing all the time, are not. */}
            <span className={stateBadge[isLive ? "live" : "neutral"]} role="status">
              <span className={liveDot[isLive ? "live" : "offline"]} aria-hidden="true" />
              {isLive ? "Live" : "Off air"}
            </span>
            {isLive && liveSince ? <OnAir since={liveSince} renderedAt={renderedAt} /> : null}
            {viewerCount !== null ? (
              <span className={styles.fact}>
                <EventIcon name="users" size={16} />
                <span>
                  <span className={styles.figure}>{viewerCount}</span> watching
                </span>
              </span>
            ) : null}
          </p>
          <div className={styles.actions}>
            {actions}
            <Link to={back.to} className={styles.back}>
              <span aria-hidden="true">←</span> {back.label}
            </Link>
          </div>
        </div>
      </header>
    </>
  );
}
