import type { ReactNode } from "react";
import * as styles from "./dashboard.css";
import { withClass } from "~/utils/class-names";

/**
 * A titled card of the event dashboard. The overview's cards are the tab's sections (h2); the other
 * tabs' cards sit under the tab's hidden h2 (h3). Beside the title, at the far end: a count, a link (the header row
 * stays when that is null).
 */
export function DashboardCard({
  titleId,
  title,
  headingLevel,
  aside,
  id,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  headingLevel: 2 | 3;
  aside?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={titleId} className={styles.cardTitle}>
      {title}
    </Heading>
  );
  return (
    <section className={withClass(styles.card, className)} id={id} aria-labelledby={titleId}>
      {aside !== undefined ? (
        <div className={styles.cardHeader}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
