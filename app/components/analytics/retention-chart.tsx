import type { RetentionPoint } from "~/services/hosting/analytics.server";
import * as styles from "./retention-chart.css";

const H = 220;
const PAD = { top: 12, right: 14, bottom: 28, left: 40 };

function ChartSvg({ points, width, className, description }: { points: RetentionPoint[]; width: number; className: string; description: string }) {
  const last = points[points.length - 1]!.minute || 1;
  const x = (minute: number) => PAD.left + (minute / last) * (width - PAD.left - PAD.right);
  const y = (share: number) => PAD.top + (1 - share) * (H - PAD.top - PAD.bottom);
  const path = points.map((p, i) => `${i ? "L" : "M"}${x(p.minute).toFixed(1)},${y(p.share).toFixed(1)}`).join(" ");
  const areaPath = `${path} L${x(last).toFixed(1)},${y(0)} L${x(0)},${y(0)} Z`;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const steps = width < 500 ? [0, 0.5, 1] : [0, 0.25, 0.5, 0.75, 1];
  const xTicks = [...new Set(steps.map((f) => Math.round(last * f)))];
  return (
    <svg viewBox={`0 0 ${width} ${H}`} className={className} role="img" aria-label={description}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={styles.axisText}>
            {t * 100}%
          </text>
        </g>
      ))}
      {xTicks.map((m) => (
        <text key={m} x={x(m)} y={H - 8} textAnchor={m === 0 ? "start" : m === last ? "end" : "middle"} className={styles.axisText}>
          {m}m
        </text>
      ))}
      <path d={areaPath} className={styles.area} />
      <path d={path} className={styles.line} />
    </svg>
  );
}

/** Server-rendered SVG line chart of retention, with a text summary and a data table. */
export function RetentionChart({ points }: { points: RetentionPoint[] }) {
  if (!points.length) return <p className={styles.caption}>No one has watched a stream in this range yet, so there is no retention curve.</p>;
  const last = points[points.length - 1]!.minute;
  const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;
  const mid = points[Math.floor(points.length / 2)]!;
  const description = `Retention over ${last} minutes: ${pct(points[0]!.share)} of viewers watching at minute 0, ${pct(mid.share)} at minute ${mid.minute}, ${pct(points[points.length - 1]!.share)} at minute ${last}.`;
  return (
    <figure className={styles.figure}>
      <ChartSvg points={points} width={360} className={styles.svgNarrow} description={description} />
      <ChartSvg points={points} width={720} className={styles.svgWide} description={description} />
      <figcaption className={styles.caption}>Share of viewers still watching, by minute since the stream&apos;s first viewer joined.</figcaption>
      <details className={styles.details}>
        <summary className={styles.summary}>Retention data table</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>Viewers watching by minute</caption>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  Minute
                </th>
                <th className={styles.cell} scope="col">
                  Watching
                </th>
                <th className={styles.cell} scope="col">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.minute}>
                  <td className={styles.cell}>{p.minute}</td>
                  <td className={styles.cell}>
                    {p.watching} of {p.viewers}
                  </td>
                  <td className={styles.cell}>{pct(p.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
