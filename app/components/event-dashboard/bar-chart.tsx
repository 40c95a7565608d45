import { formatCount } from "~/components/events/format";
import type { CountRow, DayPoint } from "../../contracts/dashboard-data";
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
      <details className={styles.details}>
        <summary className={styles.summary}>Show the numbers</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  Day
                </th>
                <th scope="col" className={styles.th}>
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day}>
                  <td className={styles.td}>{p.label}</td>
                  <td className={styles.td}>{formatCount(p.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A ranked list of counts with proportional bars. */
export function CountList({ title, rows, emptyText }: { title: string; rows: CountRow[]; emptyText: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const id = `count-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
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
    </section>
  );
}
