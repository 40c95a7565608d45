import * as styles from "./delivery-notice.css";

export interface DeliverySetup {
  mail: boolean;
  sms: boolean;
  /** Where unsent e-mail is written, e.g. ./data/outbox/. */
  outboxDir: string;
}

/** Says, while it is true, that e-mail or texts are not sent; it stays until delivery is set up. */
export function DeliveryNotice({ setup }: { setup: DeliverySetup }) {
  if (setup.mail && setup.sms) return null;
  return (
    <section className={styles.notice} aria-label="Message delivery">
      {setup.mail ? null : (
        <p className={styles.line}>
          <strong>E-mail is not set up.</strong> Reminders, confirmations and invitations are saved as files in{" "}
          <code className={styles.code}>{setup.outboxDir}</code> instead of being sent. Set <code className={styles.code}>SMTP_URL</code> to send
          them.
        </p>
      )}
      {setup.sms ? null : (
        <p className={styles.line}>
          <strong>SMS is not set up.</strong> Text reminders are only written to the server log. Set{" "}
          <code className={styles.code}>TWILIO_ACCOUNT_SID</code>, <code className={styles.code}>TWILIO_AUTH_TOKEN</code> and{" "}
          <code className={styles.code}>TWILIO_FROM</code> to send them.
        </p>
      )}
    </section>
  );
}
