import { Link } from "@remix-run/react";
import { ClockIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import * as buttonStyles from "~/components/ui/button.css";
import * as expiredStyles from "./reset-link-expired.css";

/** An unknown, used or expired reset link: said plainly, with the way to a fresh one. */
export function ResetLinkExpired() {
  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <section className={styles.success} aria-labelledby="reset-expired-title">
          <span className={expiredStyles.mark} aria-hidden="true">
            <ClockIcon size={30} />
          </span>
          <h1 id="reset-expired-title" className={styles.successTitle}>
            This reset link has expired or was already used
          </h1>
          <p className={styles.successText}>
            A reset link works once, for one hour, and only the newest one you asked for. Ask for a new link and use it within the hour.
          </p>
          <div className={styles.actions}>
            <Link to="/forgot-password" className={buttonStyles.button.primary}>
              Get a new reset link
            </Link>
            <Link to="/signin" className={buttonStyles.button.ghost}>
              Back to sign in
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
