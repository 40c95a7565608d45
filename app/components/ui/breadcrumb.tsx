import { Link } from "@remix-run/react";
import * as styles from "./breadcrumb.css";

/** Where the host is: each step but the last links back; the last is the current page. */
export function Breadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.crumbs}>
        {trail.map((step) => (
          <li key={step.to} className={styles.crumb}>
            <Link to={step.to} className={styles.crumbLink}>
              {step.label}
            </Link>
          </li>
        ))}
        <li className={styles.crumb} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
