import { Link } from "@remix-run/react";
import { rangeQuery, type AnalyticsTab, type DateRange } from "~/utils/format";
import * as styles from "./tabs.css";

const TABS: { value: AnalyticsTab; label: string }[] = [
  { value: "overview", label: "Overview" },
  { value: "audience", label: "Audience" },
  { value: "engagement", label: "Engagement" },
  { value: "revenue", label: "Revenue" },
];

/** Tabs as links (`?tab=`), keeping the date range. */
export function AnalyticsTabs({ tab, range }: { tab: AnalyticsTab; range: DateRange }) {
  return (
    <nav className={styles.nav} aria-label="Analytics sections">
      <ul className={styles.list}>
        {TABS.map((item) => (
          <li key={item.value}>
            <Link
              to={`/analytics${rangeQuery(range, item.value)}`}
              className={item.value === tab ? styles.tab.active : styles.tab.idle}
              aria-current={item.value === tab ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
