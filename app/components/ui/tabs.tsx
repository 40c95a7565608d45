import { Link } from "@remix-run/react";
import * as styles from "./tabs.css";

export interface LinkTab {
  to: string;
  label: string;
  current: boolean;
}

/** Tabs as links, one address each: they work without JavaScript and the current one is aria-current="page". */
export function Tabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className={styles.tab} aria-current={tab.current ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
