import { Link } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { TableHead } from "~/components/ui/table-head";
import { Notice } from "~/components/ui/notice";
import * as buttonStyles from "~/components/ui/button.css";
import type { ContactLine, ContactLineStatus, ContactsReport } from "~/contracts/contacts-import";
import * as styles from "./contacts-import.css";

const STATUS_LABELS: Record<ContactLineStatus, string> = {
  imported: "Invited",
  duplicate: "Duplicate",
  skipped: "Skipped",
  bad: "Bad",
};

const STATUS_TONES: Record<ContactLineStatus, BadgeTone> = { imported: "success", duplicate: "warning", skipped: "neutral", bad: "danger" };

function LinesTable({ lines, label, withReasons = true }: { lines: ContactLine[]; label: string; withReasons?: boolean }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.reportTable}>
        <caption className={styles.reportCaption}>{label}</caption>
        <TableHead
          columns={withReasons ? ["Line", "E-mail", "Result", "Why"] : ["Line", "E-mail", "Result"]}
          cellClassName={styles.th}
          className={styles.reportHead}
        />
        <tbody className={styles.reportBody}>
          {lines.map((line) => (
            <tr key={line.line} className={styles.reportRow}>
              <td className={styles.reportLine}>{line.line}</td>
              <td className={styles.reportCell} title={line.email}>
                {line.email || "—"}
              </td>
              <td className={styles.reportCell}>
                <Badge tone={STATUS_TONES[line.status]}>{STATUS_LABELS[line.status]}</Badge>
              </td>
              {withReasons ? <td className={styles.reportReason}>{line.reason}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** Step 3: what became of every line; when a line was bad, nothing was imported and those lines come first. */
export function ReportStep({
  eventId,
  eventTitle,
  fileName,
  report,
}: {
  eventId: string;
  eventTitle: string;
  fileName: string;
  report: ContactsReport;
}) {
  const { counts } = report;
  const attention = report.lines.filter((line) => line.status !== "imported");
  const bad = attention.filter((line) => line.status === "bad");
  const held = attention.filter((line) => line.status !== "bad");
  const invited = report.lines.filter((line) => line.status === "imported");
  const countCards: [string, number][] = report.imported
    ? [
        ["Invited", counts.imported],
        ["Bad lines left out", counts.bad],
        ["Duplicates skipped", counts.duplicate],
        ["Not mailable", counts.skipped],
      ]
    : [
        ["Bad lines", counts.bad],
        ["Duplicates", counts.duplicate],
        ["Not mailable", counts.skipped],
      ];

  return (
    <Card
      titleId="import-report-title"
      title="Import report"
      description={
        <>
          {fileName ? `${fileName}, ` : ""}for {eventTitle}
        </>
      }
    >
      {report.imported ? (
        <Notice tone="success">
          {plural(counts.imported, "invitation", "invitations")} on the way.
          {counts.bad
            ? ` ${plural(counts.bad, "bad line was", "bad lines were")} left out: fix ${counts.bad === 1 ? "it" : "them"} and import ${counts.bad === 1 ? "it" : "them"} again.`
            : ""}
          {counts.duplicate + counts.skipped ? ` ${plural(counts.duplicate + counts.skipped, "line was", "lines were")} skipped: see below.` : ""}
        </Notice>
      ) : (
        <Notice tone="error">
          Nothing was imported: {plural(counts.bad, "line needs", "lines need")} fixing. Correct {counts.bad === 1 ? "it" : "them"} in the file and
          import it again.
        </Notice>
      )}
      <dl className={styles.counts}>
        {countCards.map(([label, value]) => (
          <div key={label} className={styles.countCard}>
            <dt className={styles.countLabel}>{label}</dt>
            <dd className={styles.countValue}>{value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      {bad.length ? <LinesTable lines={bad} label="Lines to fix" /> : null}
      {held.length ? <LinesTable lines={held} label="Lines skipped" /> : null}
      {invited.length ? (
        <details className={styles.details}>
          <summary className={styles.summary}>Show the {plural(invited.length, "invited line", "invited lines")}</summary>
          <LinesTable lines={invited} label="Lines invited" withReasons={false} />
        </details>
      ) : null}
      <div className={styles.buttons}>
        <Link to={`/audience/import?eventId=${eventId}`} className={buttonStyles.button.primary}>
          {report.imported ? "Import another file" : "Import the corrected file"}
        </Link>
        <Link to="/audience" className={buttonStyles.button.secondary}>
          Back to Audience
        </Link>
      </div>
    </Card>
  );
}
