import { askerLabel, type QuestionView } from "~/contracts/questions";
import * as styles from "./highlighted-question.css";

/** The question the host highlights on stream, above the video for every viewer (like a pinned message). */
export function HighlightedQuestion({ question }: { question: QuestionView }) {
  return (
    <aside className={styles.banner} aria-label="Question on stream" data-highlighted-question={question.id}>
      <span className={styles.label}>
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <circle cx="12" cy="12" r="10" />
          <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
          <path d="M12 17h.01" />
        </svg>
        On stream now
      </span>
      <p className={styles.text}>{question.text}</p>
      <p className={styles.meta}>
        {question.mine ? "Your question" : `Asked by ${askerLabel(question)}`} · {question.votes} {question.votes === 1 ? "vote" : "votes"}
      </p>
    </aside>
  );
}
