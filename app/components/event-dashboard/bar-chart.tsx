import type { ReactNode } from "react";
import { formatCount } from "~/components/events/format";
import type { CountRow, DayPoint } from "../../contracts/dashboard-data";
import { TableHead } from "~/components/ui/table-head";
import { DashboardCard } from "./dashboard-card";
import * as styles from "./dashboard.css";

/** Server-rendered bars (plain HTML and CSS), with a text summary and the numbers as a table. */
export function DayBarChart({ points, caption, valueLabel }: { points: DayPoint[]; caption: string; valueLabel: string }) {
  const max = Math.max(1, ...points.map((p) => p.count));
  const first = points[0];
  const last = points[points.length - 1];
  const busiest = points.reduce<DayPoint | undefined>((best, p) => (!best || p.count > best.count ? p : best), undefined);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.muted}>
        {caption}
        {first && last && busiest
          ? ` ${first === last ? first.label : `${first.label} to ${last.label}`}; highest: ${formatCount(busiest.count)} on ${busiest.label}.`
          : null}
      </figcaption>
      <div className={styles.bars} aria-hidden="true">
        {points.map((p) => (
          <div key={p.day} className={styles.barSlot} title={`${p.label}: ${p.count}`}>
            <div className={styles.bar} style={{ height: `${(p.count / max) * 100}%` }} />
          </div>
        ))}
      </div>
      {first && last ? (
        <div className={styles.axis} aria-hidden="true">
          <span>{first.label}</span>
          {last !== first ? <span>{last.label}</span> : null}
        </div>
      ) : null}
      <ChartNumbers columns={["Day", valueLabel]} rows={points.map((p) => ({ key: p.day, cells: [p.label, formatCount(p.count)] }))} />
    </figure>
  );
}

/** A chart's figures as a table, folded under "Show the numbers". */
export function ChartNumbers({
  caption,
  columns,
  rows,
}: {
  caption?: string;
  columns: readonly string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>Show the numbers</summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          {caption ? <caption className="visually-hidden">{caption}</caption> : null}
          <TableHead columns={columns} cellClassName={styles.th} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={index} className={styles.td}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A ranked list of counts with proportional bars. */
export function CountList({ title, rows, emptyText }: { title: string; rows: CountRow[]; emptyText: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const id = `count-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <DashboardCard titleId={id} title={title} headingLevel={3}>
      {rows.length ? (
        <ol className={styles.countList}>
          {rows.map((row) => (
            <li key={row.label} className={styles.countRow}>
              <span className={styles.countLabel}>{row.label}</span>
              <span className={styles.countValue}>{formatCount(row.count)}</span>
              <span className={styles.countTrack} aria-hidden="true">
                <span className={styles.countFill} style={{ width: `${(row.count / max) * 100}%` }} />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{emptyText}</p>
      )}
    </DashboardCard>
  );
}
