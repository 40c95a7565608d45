import { useEffect, useState } from "react";
import { useHydrated } from "~/components/events/use-hydrated";
import type { LiveOn } from "~/components/live/use-live-events";
import { InsetFigure } from "~/components/ui/inset-figure";
import type { StreamHealth } from "~/contracts/stream-health";
import { HEALTH_STALE_MS, STREAM_HEALTH_ID } from "./constants";
import * as dash from "./dashboard.css";
import { formatAge, healthFigures, RATING_LABELS, STATE_LABELS } from "./stream-health-format";
import * as styles from "./stream-health.css";

/**
 * Server time in ms: the figures' times come from the server's clock, so the browser counts uptime
 * and "last update" with the difference between its clock and the server's taken at load.
 */
function useServerNow(renderedAt: string) {
  const hydrated = useHydrated();
  const rendered = Date.parse(renderedAt);
  const [clock, setClock] = useState({ skew: 0, now: rendered });
  useEffect(() => {
    const skew = Date.now() - rendered;
    setClock({ skew, now: Date.now() - skew });
    const timer = setInterval(() => setClock({ skew, now: Date.now() - skew }), 1000);
    return () => clearInterval(timer);
  }, [rendered]);
  return hydrated ? clock.now : rendered;
}

/**
 * The host's view of a self-hosted broadcast: state, rating, warnings and figures, updated by
 * `stream_health` pushes; on the event dashboard and in the studio. `refreshHref`: the page's own
 * address with the panel's anchor (its Refresh link without JavaScript).
 */
export function StreamHealthPanel({
  refreshHref,
  streamId,
  streamIsLive,
  initial,
  renderedAt,
  on,
}: {
  refreshHref: string;
  streamId: string;
  streamIsLive: boolean;
  initial: StreamHealth | null;
  renderedAt: string;
  on: LiveOn;
}) {
  const hydrated = useHydrated();
  const [health, setHealth] = useState(initial);
  const [pushed, setPushed] = useState(false);
  const now = useServerNow(renderedAt);
  useEffect(() => setHealth(initial), [initial]);
  useEffect(
    () =>
      on("stream_health", (data) => {
        if (data.streamId !== streamId) return;
        setHealth(data);
        setPushed(true);
      }),
    [on, streamId],
  );

  // A broadcast that ended before the page was made is not shown; one that ends while it is open stays, saying Offline.
  if (!streamIsLive && !(health && (health.state !== "offline" || pushed))) return null;

  const state = health?.state ?? "starting";
  const rating = health?.rating ?? "offline";
  const ageMs = health ? now - Date.parse(health.measuredAt) : null;
  const stale = ageMs !== null && ageMs > HEALTH_STALE_MS;
  return (
    <section id={STREAM_HEALTH_ID} className={`${dash.card} ${styles.panel}`} aria-labelledby="stream-health-title">
      <div className={styles.head}>
        <h2 id="stream-health-title" className={dash.cardTitle}>
          Stream health
        </h2>
        <p className={styles.status} aria-live="polite">
          <span className={styles.state[state]}>
            <span className={styles.stateDot[state]} aria-hidden="true" />
            {STATE_LABELS[state]}
          </span>
          <span className={styles.rating[rating]}>
            <span className="visually-hidden">Health: </span>
            {RATING_LABELS[rating]}
          </span>
        </p>
      </div>
      {health?.warnings.length ? (
        <ul className={styles.warnings}>
          {health.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      {health ? (
        <dl className={stale ? `${styles.figures} ${styles.stale}` : styles.figures}>
          {healthFigures(health, now).map((figure) => (
            <InsetFigure
              key={figure.key}
              label={figure.label}
              valueClassName={figure.bad ? `${styles.figureValue} ${styles.bad}` : styles.figureValue}
            >
              {figure.value}
            </InsetFigure>
          ))}
        </dl>
      ) : (
        <p className={dash.muted}>Waiting for the first figures from the encoder.</p>
      )}
      <p className={styles.footer}>
        {ageMs !== null ? (
          <span className={stale ? styles.staleNote : undefined}>
            Last update {formatAge(ageMs / 1000)}
            {stale ? " (figures may be out of date)" : ""}
          </span>
        ) : null}
        {!hydrated || stale ? (
          <a href={refreshHref} className={styles.refresh}>
            Refresh
          </a>
        ) : null}
      </p>
    </section>
  );
}
