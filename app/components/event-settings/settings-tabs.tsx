import { Link } from "@remix-run/react";
import { useCurrentTabInView } from "~/components/ui/tabs";
import { SETTINGS_TABS, tabPath, type SettingsTab } from "./constants";
import * as styles from "./settings-tabs.css";

/** Each tab's name; a phone shows it without the first part (the name screen readers hear stays whole). */
const LABELS: Record<SettingsTab, [string, string]> = {
  overlays: ["Stream ", "Overlays"],
  landing: ["", "Landing Page"],
  offers: ["", "Offers"],
  qa: ["", "Q&A"],
  polls: ["", "Polls"],
  handouts: ["", "Handouts"],
  moderation: ["Moderation ", "Log"],
};

/**
 * The screen's tabs as links (?tab=), so each is a real address that works without JavaScript;
 * `hrefOf` for a page whose tabs keep more in the address (the studio's source).
 */
export function SettingsTabs({
  basePath,
  current,
  tabs = SETTINGS_TABS,
  hrefOf = (tab) => tabPath(basePath, tab),
  label = "Settings sections",
}: {
  basePath: string;
  current: SettingsTab;
  tabs?: readonly SettingsTab[];
  hrefOf?: (tab: SettingsTab) => string;
  label?: string;
}) {
  const rowRef = useCurrentTabInView<HTMLElement>(current);
  return (
    <nav ref={rowRef} className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={hrefOf(tab)}
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
