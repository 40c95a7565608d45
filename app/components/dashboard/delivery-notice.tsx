import { Link } from "@remix-run/react";
import * as styles from "./delivery-notice.css";

export interface DeliverySetup {
  mail: boolean;
  sms: boolean;
  /** Whether this host may open the server page that says how to set delivery up. */
  serverPage: boolean;
}

/** Says, while it is true, that e-mail or texts are not sent; it stays until delivery is set up. */
export function DeliveryNotice({ setup }: { setup: DeliverySetup }) {
  if (setup.mail && setup.sms) return null;
  return (
    <section className={styles.notice} aria-label="Message delivery">
      {setup.mail ? null : (
        <p className={styles.line}>
          <strong>E-mail is not set up.</strong> Reminders, confirmations and invitations are kept on this server instead of being sent.
        </p>
      )}
      {setup.sms ? null : (
        <p className={styles.line}>
          <strong>Text messages are not set up.</strong> Text reminders are not sent.
        </p>
      )}
      <p className={styles.line}>
        {setup.serverPage ? (
          <>
            <Link to="/settings/server">Server status</Link> says what to set up.
          </>
        ) : (
          "Ask the person who runs this server to set up delivery."
        )}
      </p>
    </section>
  );
}
