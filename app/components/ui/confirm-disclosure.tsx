import type { ReactNode } from "react";
import { withClass } from "~/utils/class-names";
import { button } from "./button.css";
import * as styles from "./confirm.css";

/**
 * A destructive action that asks first, also without JavaScript: its button opens a <details>
 * whose box says what will happen and holds the form that does it. The caller places it in its
 * row (className) and may size its button (summaryClassName).
 */
export function ConfirmDisclosure({
  summary,
  question,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  question: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  return (
    <details className={className}>
      <summary className={withClass(`${button.secondary} ${styles.summary}`, summaryClassName)}>{summary}</summary>
      <div className={styles.confirmBox}>
        <p className={styles.confirmText}>{question}</p>
        {children}
      </div>
    </details>
  );
}
