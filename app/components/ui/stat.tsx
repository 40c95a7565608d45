import * as styles from "./stat.css";

export interface StatFigure {
  label: string;
  value: string;
  /** A line under the label that qualifies the figure ("per attendee", "in USD"). */
  note?: string;
}

/** Key figures side by side, each a label and its value (a description list, read label first). */
export function StatGrid({ stats, label }: { stats: StatFigure[]; label: string }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {stats.map((stat) => (
        <Stat key={stat.label} {...stat} />
      ))}
    </dl>
  );
}

function Stat({ label, value, note }: StatFigure) {
  return (
    <div className={styles.stat}>
      <dt className={styles.label}>
        {label}
        {note ? <span className={styles.note}>{note}</span> : null}
      </dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
