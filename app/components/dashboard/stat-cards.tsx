import { Link } from "@remix-run/react";
import type { DashboardView } from "~/services/hosting/dashboard.server";
import * as card from "./card.css";
import * as styles from "./stat-cards.css";
import { zoneDescription } from "~/utils/zone-format";

/** Earnings from the host's purchases: all time, this month and how many. */
export function EarningsCard({ earnings }: { earnings: DashboardView["earnings"] }) {
  return (
    <section className={card.card} aria-labelledby="earnings-title">
      <h2 id="earnings-title" className={styles.label}>
        Earnings
      </h2>
      <p className={styles.figure} data-testid="earnings-total">
        {earnings.total}
      </p>
      <dl className={styles.breakdown}>
        <div>
          <dt className={styles.term} title={earnings.monthLabel}>
            This month
          </dt>
          <dd className={styles.value}>{earnings.thisMonth}</dd>
        </div>
        <div>
          <dt className={styles.term}>Purchases</dt>
          <dd className={styles.value}>{earnings.purchaseCount}</dd>
        </div>
      </dl>
      {earnings.purchaseCount === 0 ? <p className={card.muted}>No purchases yet. Sales made during your events are counted here.</p> : null}
    </section>
  );
}

/** Registrations since midnight in the host's time zone. */
export function TodayCard({ today, hasEvents }: { today: DashboardView["today"]; hasEvents: boolean }) {
  return (
    <section className={card.card} aria-labelledby="today-title">
      <h2 id="today-title" className={styles.label}>
        Today&apos;s Registrations
      </h2>
      <p className={styles.figure} data-testid="today-registrations">
        {today.count}
      </p>
      <p className={styles.zone}>
        Counted in {zoneDescription(today.timeZone)}
        {today.fromEvent ? ", the time zone of your latest event" : ""}
      </p>
      {today.count === 0 ? (
        hasEvents ? (
          <p className={card.muted}>No one has registered today yet. Share your registration link to fill your seats.</p>
        ) : (
          <p className={card.muted}>
            <Link to="/events?openModal=true" className={card.cardLink}>
              Create an event
            </Link>{" "}
            to start taking registrations.
          </p>
        )
      ) : null}
    </section>
  );
}
