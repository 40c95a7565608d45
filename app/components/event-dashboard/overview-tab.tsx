import { Link } from "@remix-run/react";
import { formatCount } from "~/components/events/format";
import { button } from "~/components/ui/button.css";
import type { OverviewData } from "../../contracts/dashboard-data";
import * as styles from "./dashboard.css";
import type { DeliveryData } from "../../contracts/delivery-data";
import { OtherMessages, ReminderSchedule, SetupNotice } from "./reminder-delivery";

export function OverviewTab({ eventId, overview }: { eventId: number; overview: OverviewData & DeliveryData }) {
  return (
    <>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>Registrations</span>
          <span className={styles.statValue}>{formatCount(overview.registrationCount)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>Seats left</span>
          <span className={styles.statValue}>{overview.seatsLeft === null ? "Unlimited" : formatCount(overview.seatsLeft)}</span>
          {overview.maxAttendees !== null ? <span className={styles.muted}>of {formatCount(overview.maxAttendees)} seats</span> : null}
        </div>
      </div>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="settings-title">
          <div className={styles.cardHeader}>
            <h2 id="settings-title" className={styles.cardTitle}>
              Event settings
            </h2>
            <Link to={`/events/${eventId}/edit`} className={`${button.secondary} ${styles.action}`}>
              Edit event
            </Link>
          </div>
          <dl className={styles.definitions}>
            {overview.settings.map((s) => (
              <div key={s.label} className={styles.definitionRow}>
                <dt className={styles.term}>{s.label}</dt>
                <dd className={`${styles.definition} ${s.value.startsWith("On") ? styles.onOff.on : styles.onOff.off}`}>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="host-title">
          <h2 id="host-title" className={styles.cardTitle}>
            Host
          </h2>
          <p className={styles.bio}>
            <strong>{overview.hostName || "No host name yet"}</strong>
          </p>
          <p className={`${styles.bio} ${styles.muted}`}>{overview.hostBio || "No host bio yet."}</p>
        </section>

        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="reminders-title">
          <h2 id="reminders-title" className={styles.cardTitle}>
            Reminder schedule
          </h2>
          <p className={styles.muted}>Times are in the event&apos;s time zone.</p>
          <SetupNotice text={overview.setupNotice} />
          <ReminderSchedule reminders={overview.reminders} />
        </section>

        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="other-messages-title">
          <h2 id="other-messages-title" className={styles.cardTitle}>
            Other messages
          </h2>
          <OtherMessages rows={overview.otherMessages} />
        </section>
      </div>
    </>
  );
}
