import { Link } from "@remix-run/react";
import type { ActivityItem } from "~/services/hosting/dashboard.server";
import { Card, CardText, EmptyState } from "~/components/ui/card";
import * as styles from "./activity-feed.css";

/** Registrations, chat, live sessions and purchases on the host's events, newest first. */
export function ActivityFeed({ items, hasEvents }: { items: ActivityItem[]; hasEvents: boolean }) {
  return (
    <Card variant="tile" titleId="activity-title" title="Recent activity">
      {items.length === 0 ? (
        <EmptyState title="Nothing has happened yet">
          <CardText>
            {hasEvents
              ? "Registrations, chat messages, live sessions and purchases on your events will show up here."
              : "Create your first event: registrations, chat and sales on it will show up here."}
          </CardText>
        </EmptyState>
      ) : (
        <ol className={styles.list}>
          {items.map((item, index) => (
            <li key={`${item.kind}-${item.at}-${index}`} className={styles.item} data-kind={item.kind}>
              <span className={styles.dot[item.kind]} aria-hidden="true" />
              <div>
                <p className={styles.text}>
                  {item.href ? (
                    <Link to={item.href} className={styles.textLink}>
                      {item.text}
                    </Link>
                  ) : (
                    item.text
                  )}
                </p>
                {item.detail ? <p className={styles.detail}>{item.detail}</p> : null}
                <time className={styles.time} dateTime={item.at}>
                  {item.ago}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
