import { Link } from "@remix-run/react";
import * as styles from "./settings-header.css";

export interface SettingsHeaderProps {
  event: { id: number; title: string };
  stream: { title: string };
  isLive: boolean;
}

/** The Event Settings screen's header: where the host is, the stream's live state, the way back. */
export function SettingsHeader({ event, stream, isLive }: SettingsHeaderProps) {
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol className={styles.crumbs}>
          <li className={styles.crumb}>
            <Link to="/dashboard" className={styles.crumbLink}>
              Dashboard
            </Link>
          </li>
          <li className={styles.crumb}>
            <Link to="/events" className={styles.crumbLink}>
              Events
            </Link>
          </li>
          <li className={styles.crumb}>
            <Link to={`/events/${event.id}`} className={styles.crumbLink}>
              {event.title}
            </Link>
          </li>
          <li className={styles.crumb} aria-current="page">
            Settings
          </li>
        </ol>
      </nav>
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>Event settings</p>
          <h1 className={styles.title}>{event.title}</h1>
          <p className={styles.meta}>
            <span className={styles.streamName}>
              <span className={styles.metaLabel}>Stream</span> {stream.title}
            </span>
            <span className={styles.live[isLive ? "live" : "offline"]}>
              <span className={styles.liveDot[isLive ? "live" : "offline"]} aria-hidden="true" />
              {isLive ? "Live" : "Offline"}
            </span>
          </p>
        </div>
        <Link to={`/events/${event.id}`} className={styles.back}>
          <span aria-hidden="true">←</span> Back to event
        </Link>
      </header>
      <p className={styles.next}>Stream overlays and landing page settings for this stream arrive on this screen next.</p>
    </>
  );
}
