import { Link } from "@remix-run/react";
import { SETTINGS_TABS, tabPath, type SettingsTab } from "./constants";
import * as styles from "./settings-tabs.css";

/** Each tab's name; a phone shows it without the first part (the name screen readers hear stays whole). */
const LABELS: Record<SettingsTab, [string, string]> = { overlays: ["Stream ", "Overlays"], landing: ["", "Landing Page"], offers: ["", "Offers"] };

/** The screen's tabs as links (?tab=), so each is a real address that works without JavaScript. */
export function SettingsTabs({ basePath, current }: { basePath: string; current: SettingsTab }) {
  return (
    <nav className={styles.tabs} aria-label="Settings sections">
      {SETTINGS_TABS.map((tab) => (
        <Link
          key={tab}
          to={tabPath(basePath, tab)}
          preventScrollReset
          className={tab === current ? styles.tab.current : styles.tab.other}
          aria-current={tab === current ? "page" : undefined}
        >
          {LABELS[tab][0] ? <span className={styles.wideOnly}>{LABELS[tab][0]}</span> : null}
          {LABELS[tab][1]}
        </Link>
      ))}
    </nav>
  );
}
