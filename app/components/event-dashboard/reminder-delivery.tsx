import type { OtherMessagesRow, ReminderRow } from "./delivery-data";
import * as dashboard from "./dashboard.css";
import * as styles from "./reminder-delivery.css";

type ErrorView = ReminderRow["delivery"]["lastError"];

/** A message's last error; a long one is cut, with the whole text behind a disclosure. */
function LastError({ error }: { error: ErrorView }) {
  if (!error) return null;
  const className = styles.error[error.retrying ? "retrying" : "failed"];
  if (!error.short) {
    return (
      <p className={className}>
        {error.label}: {error.text}
      </p>
    );
  }
  return (
    <details className={className}>
      <summary className={styles.errorSummary} title={error.text}>
        {error.label}: {error.short}
      </summary>
      <p className={styles.errorFull}>{error.text}</p>
    </details>
  );
}

/** One line saying why messages are not leaving the server; nothing when delivery is set up. */
export function SetupNotice({ text }: { text: string | null }) {
  return text ? <p className={styles.notice}>{text}</p> : null;
}

export function ReminderSchedule({ reminders }: { reminders: ReminderRow[] }) {
  if (!reminders.length) return <p className={dashboard.muted}>No reminders are set up for this event.</p>;
  return (
    <table className={styles.table}>
      <thead className={styles.head}>
        <tr>
          <th scope="col" className={styles.th}>
            Timing
          </th>
          <th scope="col" className={styles.th}>
            Channel
          </th>
          <th scope="col" className={styles.th}>
            Due
          </th>
          <th scope="col" className={styles.th}>
            Status
          </th>
        </tr>
      </thead>
      <tbody className={styles.body}>
        {reminders.map((r) => (
          <tr key={r.id} className={styles.row}>
            <td className={styles.cell.timing}>{r.timing}</td>
            <td className={styles.cell.channel}>{r.channel}</td>
            <td className={styles.cell.due}>{r.due}</td>
            <td className={styles.cell.status}>
              <div className={styles.status}>
                <span className={styles.badge[r.delivery.tone]}>{r.delivery.label}</span>
                {r.delivery.detail ? <p className={styles.detail}>{r.delivery.detail}</p> : null}
                <LastError error={r.delivery.lastError} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Confirmations and invitations sent for the event. */
export function OtherMessages({ rows }: { rows: OtherMessagesRow[] }) {
  return (
    <ul className={styles.otherList}>
      {rows.map((row) => (
        <li key={row.kind} className={styles.otherItem}>
          <span className={styles.otherLabel}>{row.label}</span>
          <span className={styles.detail}>{row.counts}</span>
          <LastError error={row.lastError} />
        </li>
      ))}
    </ul>
  );
}
