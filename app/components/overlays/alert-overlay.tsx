import type { AlertConfig } from "~/schemas/overlay";
import * as styles from "./alert-overlay.css";

/** One small line icon per alert style (24 × 24, stroked). */
const ICONS: Record<AlertConfig["style"], string> = {
  donation:
    "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM15 9.2c-.5-.9-1.6-1.4-3-1.4-1.7 0-3 .9-3 2.1 0 2.9 6 1.4 6 4.3 0 1.3-1.3 2.2-3 2.2-1.5 0-2.6-.6-3.1-1.5M12 6v1.8M12 16.2V18",
  follow: "M15 20v-1.5a4.5 4.5 0 0 0-4.5-4.5h-4A4.5 4.5 0 0 0 2 18.5V20M8.5 10.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM19 8v6M16 11h6",
  purchase: "M6 7h12l1 14H5L6 7zM9 10V6a3 3 0 0 1 6 0v4",
  subscribe: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  success: "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM8 12.5l2.7 2.7L16 9.8",
  warning: "M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17.5h.01",
  error: "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM9 9l6 6M15 9l-6 6",
  custom: "M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2 2 0 0 0 4 0",
};

/** The style's line icon, sized by the text around it. */
export function AlertStyleIcon({ style }: { style: string }) {
  return (
    <svg
      width="1.2em"
      height="1.2em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[style as AlertConfig["style"]] ?? ICONS.custom} />
    </svg>
  );
}

/** Black or white, whichever reads better on the given #rgb / #rrggbb colour. */
function readableOn(hex: string): string {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0);
  return r * 0.299 + g * 0.587 + b * 0.114 > 160 ? "#0f172a" : "#ffffff";
}

const isWebUrl = (url: string | null): url is string => Boolean(url && /^https?:\/\/[^\s]+$/i.test(url));

/** The host's alert: icon, title, message and an optional button that opens a link in a new tab. */
export function AlertOverlay({ config }: { config: AlertConfig }) {
  const link = config.hasButton && config.buttonText && isWebUrl(config.buttonUrl) ? config.buttonUrl : null;
  return (
    <div
      className={`${styles.alert} ${styles.accent[config.style] ?? styles.accent.custom}`}
      style={{ background: config.backgroundColor, color: config.textColor }}
    >
      <span className={styles.icon} aria-hidden="true">
        <AlertStyleIcon style={config.style} />
      </span>
      <div className={styles.body}>
        {config.title ? <p className={styles.title}>{config.title}</p> : null}
        {config.message ? <p className={styles.message}>{config.message}</p> : null}
        {link ? (
          <a
            className={styles.button}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            style={{ background: config.buttonColor, color: readableOn(config.buttonColor) }}
          >
            {config.buttonText}
          </a>
        ) : null}
      </div>
    </div>
  );
}
