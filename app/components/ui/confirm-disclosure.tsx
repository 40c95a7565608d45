import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { withClass } from "~/utils/class-names";
import { button } from "./button.css";
import * as styles from "./confirm.css";

interface Disclosure {
  summary: ReactNode;
  /** Names the button for a screen reader where its word alone ("Delete") does not say what it acts on. */
  label?: string;
  question: ReactNode;
  className?: string;
  summaryClassName?: string;
}

/**
 * A destructive action that asks first, also without JavaScript: its button opens a <details>
 * whose box says what will happen and holds the form that does it. The caller places it in its
 * row (className) and may size its button (summaryClassName).
 */
export function ConfirmDisclosure({ summary, label, question, className, summaryClassName, children }: Disclosure & { children: ReactNode }) {
  return (
    <details className={className}>
      <summary className={withClass(`${button.secondary} ${styles.summary}`, summaryClassName)} aria-label={label}>
        {summary}
      </summary>
      <div className={styles.confirmBox}>
        <p className={styles.confirmText}>{question}</p>
        {children}
      </div>
    </details>
  );
}

/**
 * A ConfirmDisclosure whose box holds the plain post that does it: the row's hidden fields and one
 * danger button that submits its `intent`.
 */
export function ConfirmPost({
  action,
  intent,
  fields,
  confirm,
  confirmClassName,
  ...disclosure
}: Disclosure & { action?: string; intent: string; fields: Record<string, string | number>; confirm: string; confirmClassName?: string }) {
  return (
    <ConfirmDisclosure {...disclosure}>
      <Form method="post" action={action} preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value={intent} className={withClass(button.danger, confirmClassName)}>
          {confirm}
        </button>
      </Form>
    </ConfirmDisclosure>
  );
}
