import type { ReactNode } from "react";
import { OverlayIcon } from "./overlay-icon";
import * as styles from "./overlay-card.css";

export type CardTone = keyof typeof styles.badge;

/** A card of the tab: its anchor, icon, title and one line on what it does. */
export function OverlayCard({
  id,
  tone,
  title,
  lede,
  wide,
  children,
}: {
  id: string;
  tone: CardTone;
  title: string;
  lede: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <span className={styles.badge[tone]} aria-hidden="true">
          <OverlayIcon name={tone} />
        </span>
        <div className={styles.headText}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.lede}>{lede}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.alert} role="alert">
      {error}
    </p>
  ) : null;
}
