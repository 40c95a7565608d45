import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as styles from "~/components/analytics/analytics.css";
import { rangeQuery } from "~/utils/format";
import { RangePicker } from "~/components/analytics/range-picker";
import { AnalyticsEmpty, AnalyticsSections } from "~/components/analytics/sections";
import { AnalyticsTabs } from "~/components/analytics/tabs";
import * as buttonStyles from "~/components/ui/button.css";
import { hostAnalytics, readAnalyticsParams } from "~/services/hosting/analytics.server";
import { requireUser } from "~/services/account/auth.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Analytics");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { tab, range, rangeError } = readAnalyticsParams(new URL(request.url).searchParams);
  const report = await hostAnalytics({ hostId: user.id, range });
  return json({ tab, range, rangeError, report });
}

export default function AnalyticsPage() {
  const { tab, range, rangeError, report } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Analytics</h1>
          <p className={styles.subtitle}>
            {range.from} to {range.to} (UTC)
          </p>
        </div>
        <a href={`/analytics/export.csv${rangeQuery(range)}`} className={buttonStyles.button.primary} download>
          Export Report
        </a>
      </header>
      <RangePicker range={range} tab={tab} />
      {rangeError ? (
        <p className={styles.error} role="alert">
          {rangeError}
        </p>
      ) : null}
      <AnalyticsTabs tab={tab} range={range} />
      {report.hasData ? <AnalyticsSections tab={tab} report={report} /> : <AnalyticsEmpty hasEvents={report.eventCount > 0} />}
    </div>
  );
}
