import { useEffect, useState, type MouseEvent } from "react";
import * as styles from "./room-tabs.css";
import type { RoomTab, RoomTabId } from "./use-room-tabs";

/** "3 new" for a count, "new" for a dot: what a screen reader hears after the tab's name, in brackets. */
const unreadText = (unread: RoomTab["unread"]) => (unread === true ? "new" : `${unread} new`);

/** A link to a part of the room that, once the page runs, opens its tab in place instead of scrolling to it. */
export function openIn(open: (id: RoomTabId) => void, id: RoomTabId) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(id);
  };
}

/**
 * The room's parts under the player on a phone held upright (Chat · Q&A · Polls · Handouts · Offer,
 * those the event has), each with what arrived since it was last open. Without JavaScript they are
 * links to the parts, which follow one another down the page.
 */
export function RoomTabs({ tabs, active, open }: { tabs: RoomTab[]; active: RoomTabId; open: (id: RoomTabId) => void }) {
  // Without JavaScript every part shows, so none is the current one.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <nav className={styles.bar} aria-label="Room">
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.id} className={styles.item}>
            <a
              href={`#${tab.anchor}`}
              className={styles.tab}
              aria-current={hydrated && tab.id === active ? "true" : undefined}
              data-room-tab={tab.id}
              onClick={openIn(open, tab.id)}
            >
              {tab.label}
              {tab.unread ? (
                <>
                  <span className={tab.unread === true ? styles.dot : styles.count} aria-hidden="true">
                    {tab.unread === true ? null : tab.unread > 99 ? "99+" : tab.unread}
                  </span>
                  <span className="visually-hidden"> ({unreadText(tab.unread)})</span>
                </>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
