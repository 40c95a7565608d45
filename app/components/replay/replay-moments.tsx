import type { ReplayPollItem, ReplayQuestionItem } from "~/contracts/replay-room";
import * as styles from "./replay-moments.css";

/** The polls' results and the questions the host took, as they stood at the end of the live. */
export function ReplayMoments({ polls, questions }: { polls: readonly ReplayPollItem[]; questions: readonly ReplayQuestionItem[] }) {
  return (
    <section className={styles.card} aria-label="Polls and questions">
      <h2 className={styles.title}>Polls and questions</h2>
      {polls.map((poll) => (
        <div key={poll.id} className={styles.poll}>
          <p className={styles.question}>{poll.question}</p>
          <ul className={styles.options}>
            {poll.options.map((option, index) => {
              const share = poll.totalVoters > 0 ? Math.round((option.votes / poll.totalVoters) * 100) : 0;
              return (
                <li key={index} className={styles.option}>
                  <span className={styles.bar} style={{ width: `${share}%` }} aria-hidden="true" />
                  <span className={styles.optionText}>{option.text}</span>
                  <span className={styles.share}>{share}%</span>
                </li>
              );
            })}
          </ul>
          <p className={styles.muted}>
            {poll.totalVoters} {poll.totalVoters === 1 ? "vote" : "votes"}
          </p>
        </div>
      ))}
      {questions.length > 0 ? (
        <ul className={styles.questions}>
          {questions.map((question) => (
            <li key={question.id} className={styles.asked}>
              <p className={styles.askedText}>{question.text}</p>
              <p className={styles.muted}>
                {question.askerName ?? "Anonymous"} · {question.status === "answered" ? "Answered" : "Highlighted"}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
