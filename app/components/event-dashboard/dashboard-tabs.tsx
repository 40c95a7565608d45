import { Link } from "@remix-run/react";
import { DASHBOARD_TABS, dashboardHref, TAB_LABELS, type DashboardTab } from "./constants";
import * as styles from "./dashboard.css";

/** Tabs as links: each keeps its choice in the address, so reloads, sharing and no-JS all work. */
export function DashboardTabs({ eventId, active }: { eventId: number; active: DashboardTab }) {
  return (
    <nav aria-label="Event dashboard sections">
      <ul className={styles.tabs}>
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab}>
            <Link to={dashboardHref(eventId, tab)} className={styles.tab} aria-current={tab === active ? "page" : undefined} preventScrollReset>
              {TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
