import * as styles from "./contacts-import.css";

const STEPS = ["Choose a file", "Match the columns", "See the report"] as const;

/** Where the host is in the import: 1 choose, 2 match, 3 report. */
export function ImportSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className={styles.steps} aria-label="Import steps">
      {STEPS.map((label, index) => {
        const here = index + 1 === current;
        return (
          <li key={label} className={`${styles.stepItem} ${here ? styles.stepCurrent : ""}`} aria-current={here ? "step" : undefined}>
            <span className={`${styles.stepNumber} ${here ? styles.stepNumberCurrent : ""}`} aria-hidden="true">
              {index + 1}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
