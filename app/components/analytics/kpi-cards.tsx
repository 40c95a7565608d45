import * as styles from "./kpi-cards.css";

export interface KpiCard {
  label: string;
  value: string;
  note?: string;
}

export function KpiCards({ cards, label }: { cards: KpiCard[]; label: string }) {
  return (
    <dl className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <div key={card.label} className={styles.card}>
          <dt className={styles.label}>
            {card.label}
            {card.note ? <span className={styles.note}>{card.note}</span> : null}
          </dt>
          <dd className={styles.value}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
