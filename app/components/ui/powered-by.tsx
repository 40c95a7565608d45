import * as styles from "./powered-by.css";

/** The small "Powered by ShowUp" under a host's own pages (their public event page, their registration page). */
export function PoweredBy({ className }: { className?: string }) {
  return (
    <p className={className ? `${styles.poweredBy} ${className}` : styles.poweredBy}>
      Powered by{" "}
      <a href="/" className={styles.link}>
        ShowUp
      </a>
    </p>
  );
}
