import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
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

/**
 * A row of tabs that a phone scrolls sideways: the current one (aria-current="page") is brought into
 * view whenever `current` changes. The ref goes on the element that scrolls.
 */
export function useCurrentTabInView<Row extends HTMLElement>(current: string) {
  const rowRef = useRef<Row>(null);
  useEffect(() => {
    const row = rowRef.current;
    const link = row?.querySelector<HTMLElement>("[aria-current='page']");
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return rowRef;
}
