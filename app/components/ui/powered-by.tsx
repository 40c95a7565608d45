import * as styles from "./powered-by.css";
import { withClass } from "~/utils/class-names";

/** The small "Powered by ShowUp" under a host's own pages (their public event page, their registration page). */
export function PoweredBy({ className }: { className?: string }) {
  return (
    <p className={withClass(styles.poweredBy, className)}>
      Powered by{" "}
      <a href="/" className={styles.link}>
        ShowUp
      </a>
    </p>
  );
}
