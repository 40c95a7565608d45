import { formatCount } from "~/components/events/format";
import { TableHead } from "~/components/ui/table-head";
import type { EventEngagement } from "~/services/hosting/engagement.server";
import { pollPercentages } from "~/contracts/polls";
import { DashboardCard } from "./dashboard-card";
import * as styles from "./dashboard.css";

function PollBars({ poll }: { poll: EventEngagement["polls"][number] }) {
  const shares = pollPercentages(
    poll.options.map((option) => option.votes),
    poll.totalVoters,
    poll.multipleChoice,
  );
  return (
    <ul className={styles.countList}>
      {poll.options.map((option, index) => (
        <li key={option.id} className={styles.countRow}>
          <span className={styles.countLabel}>{option.text}</span>
          <span className={styles.countValue}>
            {shares[index] ?? 0}% ({formatCount(option.votes)})
          </span>
          <span className={styles.countTrack} aria-hidden="true">
            <span className={styles.countFill} style={{ width: `${shares[index] ?? 0}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The event's Q&A, poll results and handout downloads, with the CSV of them. */
export function EngagementCard({ engagement, eventId }: { engagement: EventEngagement; eventId: number }) {
  const { questions, polls, handouts } = engagement;
  return (
    <DashboardCard
      titleId="engagement-title"
      title="Engagement"
      headingLevel={3}
      aside={
        <a href={`/events/${eventId}/engagement.csv`} className={styles.summary} download>
          Export CSV
        </a>
      }
    >
      <dl className={styles.definitions}>
        <dt className={styles.term}>Questions asked</dt>
        <dd className={styles.definition}>{formatCount(questions.asked)}</dd>
        <dt className={styles.term}>Questions answered</dt>
        <dd className={styles.definition}>{formatCount(questions.answered)}</dd>
        <dt className={styles.term}>Handout downloads</dt>
        <dd className={styles.definition}>{formatCount(handouts.reduce((sum, handout) => sum + handout.downloads, 0))}</dd>
      </dl>

      {polls.length ? (
        polls.map((poll) => (
          <figure key={poll.pollId} className={`${styles.chart} ${styles.cardPart}`}>
            <figcaption className={styles.countLabel}>
              <strong>{poll.question}</strong>{" "}
              <span className={styles.muted}>
                {poll.status === "open" ? "open now" : "closed"} · {formatCount(poll.totalVoters)} {poll.totalVoters === 1 ? "voter" : "voters"}
              </span>
            </figcaption>
            <PollBars poll={poll} />
          </figure>
        ))
      ) : (
        <p className={`${styles.muted} ${styles.cardPart}`}>No poll has been launched yet.</p>
      )}

      {handouts.length ? (
        <div className={`${styles.tableWrap} ${styles.cardPart}`}>
          <table className={styles.table}>
            <caption className="visually-hidden">Handout downloads</caption>
            <TableHead columns={["Handout", "Downloads", "Viewers"]} cellClassName={styles.th} />
            <tbody>
              {handouts.map((handout) => (
                <tr key={handout.handoutId}>
                  <td className={styles.td}>{handout.title}</td>
                  <td className={styles.td}>{formatCount(handout.downloads)}</td>
                  <td className={styles.td}>{formatCount(handout.distinctViewers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </DashboardCard>
  );
}
