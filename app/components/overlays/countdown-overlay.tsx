import type { CountdownConfig } from "~/schemas/overlay";
import * as styles from "./countdown-overlay.css";
import { panel } from "./overlay-layer.css";
import { formatCountdown, spokenCountdown } from "~/contracts/overlay-timing";

/** The countdown's title over its remaining time (from the server's clock), with a bar of what is left. */
export function CountdownOverlay({ config, secondsLeft }: { config: CountdownConfig; secondsLeft: number }) {
  const total = (Number(config.hours) || 0) * 3600 + (Number(config.minutes) || 0) * 60 + (Number(config.seconds) || 0);
  const share = total > 0 ? Math.min(1, secondsLeft / total) : 0;
  return (
    <div className={`${panel} ${styles.countdown}`} role="timer" aria-live="off" aria-label={`${config.title}: ${spokenCountdown(secondsLeft)} left`}>
      {config.title ? (
        <p className={styles.title} aria-hidden="true">
          {config.title}
        </p>
      ) : null}
      <p className={styles.time} aria-hidden="true">
        {formatCountdown(secondsLeft)}
      </p>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ transform: `scaleX(${share})` }} />
      </span>
    </div>
  );
}
