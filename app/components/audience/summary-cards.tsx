import * as styles from "./audience.css";
import type { AudienceSummary } from "./filters";

const number = new Intl.NumberFormat("en-US");

export function SummaryCards({ summary }: { summary: AudienceSummary }) {
  const cards = [
    { label: "Total registrations", value: summary.totalRegistrations },
    { label: "Unique attendees", value: summary.uniqueAttendees },
    { label: "Registered in the last 7 days", value: summary.lastSevenDays },
    { label: "Returning attendees", value: summary.returningAttendees },
  ];
  return (
    <dl className={styles.cards} aria-label="Audience summary">
      {cards.map((card) => (
        <div key={card.label} className={styles.card}>
          <dt className={styles.cardLabel}>{card.label}</dt>
          <dd className={styles.cardValue}>{number.format(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
