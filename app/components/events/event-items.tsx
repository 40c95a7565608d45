import { EventCard, EventListItem, type ListedEvent } from "./event-card";
import type { EventsView } from "./events-toolbar";
import * as styles from "./events-page.css";

const LAYOUTS = {
  cards: { list: styles.cardGrid, item: styles.cardItem, Item: EventCard },
  list: { list: styles.list, item: styles.listItem, Item: EventListItem },
};

/** The host's events as the toolbar's Layout says: a grid of cards or a list of rows. */
export function EventItems({ events, view, returnTo }: { events: ListedEvent[]; view: EventsView; returnTo: string }) {
  const { list, item, Item } = LAYOUTS[view];
  return (
    <ul className={list} aria-label="Events">
      {events.map((event) => (
        <li key={event.id} className={item}>
          <Item event={event} returnTo={returnTo} />
        </li>
      ))}
    </ul>
  );
}
