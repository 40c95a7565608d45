import type { ProgressBarConfig } from "~/schemas/overlay";
import { panel } from "./overlay-layer.css";
import * as styles from "./progress-overlay.css";

const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** The figure beside the label: "40%", "40 / 100" or "40 / 100 · 40%". */
export function progressText({ current, total, displayMode }: Pick<ProgressBarConfig, "current" | "total" | "displayMode">): string {
  const percent = `${Math.round(progressShare(current, total) * 100)}%`;
  const fraction = `${number(current)} / ${number(total)}`;
  if (displayMode === "fraction") return fraction;
  if (displayMode === "both") return `${fraction} · ${percent}`;
  return percent;
}

const progressShare = (current: number, total: number) => (total > 0 ? Math.min(1, Math.max(0, current / total)) : 0);

/** The host's progress bar (e.g. 'Spots Filled'); its fill glides to each new value. The layer sets its width. */
export function ProgressOverlay({ config }: { config: ProgressBarConfig }) {
  const text = progressText(config);
  return (
    <div
      className={`${panel} ${styles.progress}`}
      style={{ color: config.textColor }}
      role="progressbar"
      aria-label={config.label || "Progress"}
      aria-valuemin={0}
      aria-valuemax={config.total}
      aria-valuenow={config.current}
      aria-valuetext={text}
    >
      <div className={styles.head} aria-hidden="true">
        <span className={styles.label}>{config.label}</span>
        <span className={styles.value}>{text}</span>
      </div>
      <div className={styles.track} style={{ background: config.backgroundColor }} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${progressShare(config.current, config.total) * 100}%`, backgroundColor: config.fillColor }} />
      </div>
    </div>
  );
}
