import { Link } from "@remix-run/react";
import { useCurrentTabInView } from "~/components/ui/tabs";
import type { SettingsTab } from "~/schemas/host-settings";
import { SETTINGS_TAB_LIST } from "./static-tabs";
import * as styles from "./settings-nav.css";

/** The settings tabs: a sideways-scrolling row on a phone (the current one brought into view), a column beside the panel on wider screens. */
export function SettingsNav({ current }: { current: SettingsTab }) {
  const listRef = useCurrentTabInView<HTMLUListElement>(current);

  return (
    <nav aria-label="Settings sections">
      <ul ref={listRef} className={styles.list}>
        {SETTINGS_TAB_LIST.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={`/settings?tab=${item.id}`} className={styles.tab} aria-current={item.id === current ? "page" : undefined} preventScrollReset>
              {item.label}
              {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
