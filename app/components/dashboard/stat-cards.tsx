import type { ReactNode } from "react";
import type { DashboardView } from "~/services/hosting/dashboard.server";
import { Card, CardLink, CardText } from "~/components/ui/card";
import * as styles from "./stat-cards.css";
import { zoneDescription } from "~/utils/zone-format";

/** A figure tile: its label, the figure large, then what qualifies it. */
function FigureCard({
  titleId,
  title,
  figure,
  figureTestId,
  children,
}: {
  titleId: string;
  title: string;
  figure: ReactNode;
  figureTestId: string;
  children: ReactNode;
}) {
  return (
    <Card variant="tile" titleLook="label" titleId={titleId} title={title}>
      <p className={styles.figure} data-testid={figureTestId}>
        {figure}
      </p>
      {children}
    </Card>
  );
}

/** Earnings from the host's purchases: all time, this month and how many. */
export function EarningsCard({ earnings }: { earnings: DashboardView["earnings"] }) {
  return (
    <FigureCard titleId="earnings-title" title="Earnings" figure={earnings.total} figureTestId="earnings-total">
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
      {earnings.purchaseCount === 0 ? <CardText>No purchases yet. Sales made during your events are counted here.</CardText> : null}
    </FigureCard>
  );
}

/** Registrations since midnight in the host's time zone. */
export function TodayCard({ today, hasEvents }: { today: DashboardView["today"]; hasEvents: boolean }) {
  return (
    <FigureCard titleId="today-title" title="Today's Registrations" figure={today.count} figureTestId="today-registrations">
      <p className={styles.zone}>
        Counted in {zoneDescription(today.timeZone)}
        {today.fromEvent ? ", the time zone of your latest event" : ""}
      </p>
      {today.count === 0 ? (
        hasEvents ? (
          <CardText>No one has registered today yet. Share your registration link to fill your seats.</CardText>
        ) : (
          <CardText>
            <CardLink to="/events?openModal=true">Create an event</CardLink> to start taking registrations.
          </CardText>
        )
      ) : null}
    </FigureCard>
  );
}
