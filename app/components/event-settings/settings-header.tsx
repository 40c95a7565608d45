import { Link } from "@remix-run/react";
import { Breadcrumb } from "~/components/ui/breadcrumb";
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
      <Breadcrumb
        trail={[
          { to: "/dashboard", label: "Dashboard" },
          { to: "/events", label: "Events" },
          { to: `/events/${event.id}`, label: event.title },
        ]}
        current="Settings"
      />
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
    </>
  );
}
