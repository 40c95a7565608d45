import { pollPercentages, votesText, type PollView } from "~/contracts/polls";
import * as styles from "./poll-results.css";

/** A poll's tallies as bars, each with its percentage and count in words (the bar itself is decoration). */
export function PollResults({ poll, tone }: { poll: PollView; tone: "dark" | "light" }) {
  const votes = poll.options.map((option) => option.votes ?? 0);
  const total = poll.totalVoters ?? 0;
  const shares = pollPercentages(votes, total, poll.multipleChoice);
  return (
    <ul className={styles.list} aria-label="Results">
      {poll.options.map((option, index) => {
        const mine = poll.myVote?.includes(option.id) ?? false;
        const share = shares[index] ?? 0;
        return (
          <li key={option.id} className={styles.row}>
            <span className={styles.line}>
              <span className={styles.label}>
                {option.text}
                {mine ? <span className={styles.mine}>Your vote</span> : null}
              </span>
              <span className={styles.figure}>
                {share}%<span className={styles.count}>({votesText(votes[index] ?? 0)})</span>
              </span>
            </span>
            <span className={styles.track[tone]} aria-hidden="true">
              <span className={mine ? styles.bar.mine : styles.bar.plain} style={{ width: `${share}%`, display: "block" }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
