import { formatCount } from "~/components/events/format";
import { TableHead } from "~/components/ui/table-head";
import type { DropOffPoint, ReplayAnalytics, ReplayModeFigures } from "~/services/recordings/replay-analytics.server";
import { formatDuration } from "~/utils/format";
import { formatTotals } from "~/utils/money";
import { ChartNumbers } from "./bar-chart";
import { DashboardCard } from "./dashboard-card";
import * as dash from "./dashboard.css";
import * as styles from "./replay-analytics-card.css";

export const REPLAY_ANALYTICS_ID = "replay-analytics";

const WHERE_LABELS = { live: "Live", replay: "Replay", "on-demand": "On-demand sessions" } as const;

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "Minute 3" counts from 1 for people: minute index 2 is the third minute. */
const minuteLabel = (minute: number) => `Minute ${minute + 1}`;

/** How the curve reads in words: how many reached the last minute played, and by when half had stopped. */
function dropOffSummary(points: DropOffPoint[]) {
  const last = points[points.length - 1];
  if (!last) return "";
  const reached = `${last.share}% of the views reached ${minuteLabel(last.minute).toLowerCase()}, the last one played`;
  const half = points.find((point) => point.share < 50);
  if (!half) return `${reached}; at least half stayed to the end.`;
  return half === last ? `${reached}.` : `${reached}; half had stopped by ${minuteLabel(half.minute).toLowerCase()}.`;
}

function DropOffChart({ id, title, points }: { id: string; title: string; points: DropOffPoint[] }) {
  const last = points[points.length - 1];
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        <strong className={styles.chartTitle}>{title}</strong>
        <span className={dash.muted}>Share of views still watching at each minute of the recording. {dropOffSummary(points)}</span>
      </figcaption>
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.scale}>
          <span>100%</span>
          <span>50%</span>
          <span>0%</span>
        </div>
        <div className={styles.bars}>
          {points.map((point) => (
            <div key={point.minute} className={styles.barSlot} title={`${minuteLabel(point.minute)}: ${point.share}%`}>
              <div className={styles.bar} style={{ height: `${point.share}%` }} />
            </div>
          ))}
        </div>
      </div>
      {last ? (
        <div className={styles.axis} aria-hidden="true">
          <span>{minuteLabel(0)}</span>
          {last.minute > 0 ? <span>{minuteLabel(last.minute)}</span> : null}
        </div>
      ) : null}
      <ChartNumbers
        caption={`${title}: views still watching per minute`}
        columns={["Minute", "Still watching", "Views"]}
        rows={points.map((point) => ({ key: point.minute, cells: [point.minute + 1, `${point.share}%`, formatCount(point.views)] }))}
      />
    </figure>
  );
}

function ModeStats({ label, figures }: { label: string; figures: ReplayModeFigures }) {
  return (
    <div className={styles.stat}>
      <dt className={dash.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{formatCount(figures.views)}</dd>
      <dd className={styles.statNote}>
        {figures.views
          ? `${plural(figures.registrants, "registrant", "registrants")} · ${formatDuration(figures.watchedSeconds)} watched`
          : "No views yet"}
      </dd>
      {figures.views ? <dd className={styles.statNote}>{formatDuration(figures.averageSeconds)} per view on average</dd> : null}
    </div>
  );
}

/** The event's replay figures: views and watch time (replay and on-demand apart), drop-off, sales by where they were made, replay link clicks. */
export function ReplayAnalyticsCard({ analytics }: { analytics: ReplayAnalytics }) {
  const { replay, onDemand, sales, clicks } = analytics;
  return (
    <DashboardCard
      titleId="replay-analytics-title"
      title="Replay"
      headingLevel={3}
      id={REPLAY_ANALYTICS_ID}
      aside={<span className={dash.muted}>After the live: the replay and on-demand sessions, counted apart</span>}
    >
      <dl className={styles.stats}>
        <ModeStats label="Replay views" figures={replay} />
        <ModeStats label="On-demand views" figures={onDemand} />
        <div className={styles.stat}>
          <dt className={dash.statLabel}>Replay link clicks</dt>
          <dd className={styles.statValue}>{formatCount(clicks.total)}</dd>
          <dd className={styles.statNote}>{plural(clicks.registrants, "registrant", "registrants")}</dd>
          <dd className={styles.statNote}>
            {`${formatCount(clicks.fromFollowUps.clicks)} from follow-up e-mails (${plural(clicks.fromFollowUps.registrants, "registrant", "registrants")})`}
          </dd>
          <dd className={styles.statNote}>{formatCount(clicks.other.clicks)} from elsewhere</dd>
        </div>
      </dl>

      {replay.dropOff.length ? (
        <DropOffChart id="replay-drop-off" title="How long replay viewers stayed" points={replay.dropOff} />
      ) : (
        <p className={dash.muted}>How long viewers stay shows here once the replay has been watched.</p>
      )}
      {onDemand.dropOff.length ? <DropOffChart id="on-demand-drop-off" title="How long on-demand viewers stayed" points={onDemand.dropOff} /> : null}

      <div className={dash.tableWrap}>
        <table className={dash.table}>
          <caption className={styles.tableCaption}>Sales by where they were made</caption>
          <TableHead columns={["Where", "Sales", "Revenue"]} cellClassName={dash.th} />
          <tbody>
            {sales.map((row) => (
              <tr key={row.attribution}>
                <th scope="row" className={`${dash.td} ${styles.rowHeader}`}>
                  {WHERE_LABELS[row.attribution]}
                </th>
                <td className={dash.td}>{formatCount(row.purchases)}</td>
                <td className={dash.td}>{formatTotals(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  );
}
