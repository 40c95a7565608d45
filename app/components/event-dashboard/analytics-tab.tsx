import { formatCount } from "~/components/events/format";
import type { EventEngagement } from "~/services/hosting/engagement.server";
import type { ReplayAnalytics } from "~/services/recordings/replay-analytics.server";
import { DayBarChart } from "./bar-chart";
import { EngagementCard } from "./engagement-card";
import { ReplayAnalyticsCard } from "./replay-analytics-card";
import type { AudienceData } from "../../contracts/dashboard-data";
import { DashboardCard } from "./dashboard-card";
import * as styles from "./dashboard.css";

export function AnalyticsTab({
  audience,
  engagement,
  replay,
  eventId,
}: {
  audience: AudienceData;
  engagement: EventEngagement;
  replay: ReplayAnalytics;
  eventId: number;
}) {
  return (
    <>
      <h2 className="visually-hidden">Analytics</h2>
      <DashboardCard
        titleId="growth-title"
        title="Registrations over time"
        headingLevel={3}
        aside={<span className={styles.muted}>{formatCount(audience.total)} in total</span>}
      >
        {audience.cumulative.length ? (
          <DayBarChart
            points={audience.cumulative}
            caption="Total registrations at the end of each day, in the event's time zone,"
            valueLabel="Total registrations"
          />
        ) : (
          <p className={styles.muted}>No registrations yet: the chart fills in as people register.</p>
        )}
      </DashboardCard>
      <EngagementCard engagement={engagement} eventId={eventId} />
      <ReplayAnalyticsCard analytics={replay} />
    </>
  );
}
