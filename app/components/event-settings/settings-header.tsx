import { Form, Link } from "@remix-run/react";
import { END_STREAM, GO_LIVE } from "~/components/event-dashboard/constants";
import { button } from "~/components/ui/button.css";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { eventWayBack } from "~/components/events/team-events";
import { liveDot } from "~/components/ui/live-dot.css";
import * as styles from "./settings-header.css";

export interface SettingsHeaderProps {
  event: { id: number; title: string };
  stream: { title: string };
  isLive: boolean;
  /** A member of the host's team: the way back is their list of team events, not the host's event page. */
  teamRole?: string | null;
  /** A co-host runs the broadcast from here (the host from the event's page): Go Live and Stop stream. */
  liveControl?: boolean;
}

/** The Event Settings screen's header: where the host is, the stream's live state, the way back. */
export function SettingsHeader({ event, stream, isLive, teamRole = null, liveControl = false }: SettingsHeaderProps) {
  const { back, trail } = eventWayBack(event, teamRole);
  return (
    <>
      <Breadcrumb trail={trail} current={teamRole ? `${event.title}: ${teamRole}` : "Settings"} />
      <header className={styles.header}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>Event settings</p>
          <h1 className={styles.title}>{event.title}</h1>
          <p className={styles.meta}>
            <span className={styles.streamName}>
              <span className={styles.metaLabel}>Stream</span> {stream.title}
            </span>
            <span className={styles.live[isLive ? "live" : "offline"]}>
              <span className={liveDot[isLive ? "live" : "offline"]} aria-hidden="true" />
              {isLive ? "Live" : "Offline"}
            </span>
          </p>
        </div>
        <div className={styles.actions}>
          {liveControl ? (
            <Form method="post" preventScrollReset>
              <button type="submit" name="intent" value={isLive ? END_STREAM : GO_LIVE} className={isLive ? button.secondary : button.primary}>
                {isLive ? "Stop stream" : "Go Live"}
              </button>
            </Form>
          ) : null}
          <Link to={back.to} className={styles.back}>
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        </div>
      </header>
    </>
  );
}
