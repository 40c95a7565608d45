import { formatCount } from "~/components/events/format";
import { DayBarChart } from "./bar-chart";
import type { AudienceData } from "./dashboard-data";
import * as styles from "./dashboard.css";

export function AnalyticsTab({ audience }: { audience: AudienceData }) {
  return (
    <>
      <h2 className="visually-hidden">Analytics</h2>
      <section className={styles.card} aria-labelledby="growth-title">
        <div className={styles.cardHeader}>
          <h3 id="growth-title" className={styles.cardTitle}>
            Registrations over time
          </h3>
          <span className={styles.muted}>{formatCount(audience.total)} in total</span>
        </div>
        {audience.cumulative.length ? (
          <DayBarChart
            points={audience.cumulative}
            caption="Total registrations at the end of each day, in the event's time zone,"
            valueLabel="Total registrations"
          />
        ) : (
          <p className={styles.muted}>No registrations yet: the chart fills in as people register.</p>
        )}
      </section>
      <p className={styles.note} role="note">
        Attendance, watch time and engagement appear here once streams are live. For now this tab shows registrations only.
      </p>
    </>
  );
}
