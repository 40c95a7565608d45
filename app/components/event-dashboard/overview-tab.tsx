import { Link } from "@remix-run/react";
import { formatCount } from "~/components/events/format";
import { button } from "~/components/ui/button.css";
import type { OverviewData } from "../../contracts/dashboard-data";
import { DashboardCard } from "./dashboard-card";
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
        <DashboardCard
          titleId="settings-title"
          title="Event settings"
          headingLevel={2}
          aside={
            <Link to={`/events/${eventId}/edit`} className={`${button.secondary} ${styles.action}`}>
              Edit event
            </Link>
          }
        >
          <dl className={styles.definitions}>
            {overview.settings.map((s) => (
              <div key={s.label} className={styles.definitionRow}>
                <dt className={styles.term}>{s.label}</dt>
                <dd className={`${styles.definition} ${s.value.startsWith("On") ? styles.onOff.on : styles.onOff.off}`}>{s.value}</dd>
              </div>
            ))}
          </dl>
        </DashboardCard>

        <DashboardCard titleId="host-title" title="Host" headingLevel={2}>
          <p className={styles.bio}>
            <strong>{overview.hostName || "No host name yet"}</strong>
          </p>
          <p className={`${styles.bio} ${styles.muted}`}>{overview.hostBio || "No host bio yet."}</p>
        </DashboardCard>

        <DashboardCard titleId="reminders-title" title="Reminder schedule" headingLevel={2} className={styles.wide}>
          <p className={styles.muted}>Times are in the event&apos;s time zone.</p>
          <SetupNotice text={overview.setupNotice} />
          <ReminderSchedule reminders={overview.reminders} />
        </DashboardCard>

        <DashboardCard titleId="other-messages-title" title="Other messages" headingLevel={2} className={styles.wide}>
          <OtherMessages rows={overview.otherMessages} />
        </DashboardCard>
      </div>
    </>
  );
}
