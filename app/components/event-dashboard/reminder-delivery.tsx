import type { OtherMessagesRow, ReminderRow } from "../../contracts/delivery-data";
import { TableHead } from "~/components/ui/table-head";
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

const STATE_WORDS: Partial<Record<ReminderRow["delivery"]["state"], string>> = {
  sent: "sent",
  sending: "sending",
  overdue: "overdue",
  skipped: "skipped",
  off: "off",
};

/** "5 reminders: 1 sent, 1 sending, 1 off" and the next one due, from the rows (listed in time order). */
export function reminderSummary(reminders: ReminderRow[]) {
  const counts = new Map<string, number>();
  for (const r of reminders) {
    const word = STATE_WORDS[r.delivery.state];
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const parts = [...counts].map(([word, count]) => `${count} ${word}`);
  const failing = reminders.filter((r) => r.delivery.lastError && !r.delivery.lastError.retrying).length;
  if (failing) parts.push(`${failing} with a delivery error`);
  const head = `${reminders.length} ${reminders.length === 1 ? "reminder" : "reminders"}${parts.length ? `: ${parts.join(", ")}` : ""}`;
  const next = reminders.find((r) => r.delivery.state === "scheduled");
  return { head, next: next ? `Next: ${next.timing.toLowerCase()} by ${next.channel.toLowerCase()}, ${next.due}` : "Nothing else is scheduled." };
}

/** A short summary; every reminder's delivery opens beneath it (a disclosure, with or without JavaScript). */
export function ReminderSchedule({ reminders }: { reminders: ReminderRow[] }) {
  if (!reminders.length) return <p className={dashboard.muted}>No reminders are set up for this event.</p>;
  const summary = reminderSummary(reminders);
  const trouble = reminders.some((r) => r.delivery.lastError && !r.delivery.lastError.retrying);
  return (
    <details className={styles.disclosure} open={trouble}>
      <summary className={styles.disclosureSummary}>
        <span className={styles.summaryHead}>{summary.head}</span>
        <span className={styles.summaryNext}>{summary.next}</span>
        <span className={styles.summaryToggle} aria-hidden="true">
          Details
        </span>
      </summary>
      <ReminderTable reminders={reminders} />
    </details>
  );
}

const REMINDER_COLUMNS = ["Timing", "Channel", "Due", "Status"];

function ReminderTable({ reminders }: { reminders: ReminderRow[] }) {
  return (
    <table className={styles.table}>
      <TableHead columns={REMINDER_COLUMNS} className={styles.head} cellClassName={styles.th} />
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
