import { Link } from "@remix-run/react";
import type { ChecklistStep } from "~/services/hosting/dashboard.server";
import { Card } from "~/components/ui/card";
import * as cardStyles from "~/components/ui/card.css";
import * as styles from "./onboarding-checklist.css";

/** The five getting-started steps, each ticked from the host's own data. */
export function OnboardingChecklist({ steps }: { steps: ChecklistStep[] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Card
      variant="tile"
      titleId="checklist-title"
      title="Getting started"
      action={
        <span className={cardStyles.text}>
          {done} of {steps.length} complete
        </span>
      }
    >
      <div className={styles.progress} aria-hidden="true">
        <div className={styles.meter}>
          <div className={styles.meterFill} style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
      </div>
      <ol className={styles.list}>
        {steps.map((step) => (
          <li
            key={step.id}
            className={step.done ? `${styles.step} ${styles.stepDone}` : styles.step}
            data-step={step.id}
            data-done={step.done ? "true" : "false"}
          >
            <span className={step.done ? `${styles.check} ${styles.checkDone}` : styles.check} aria-hidden="true">
              {step.done ? "✓" : ""}
            </span>
            <div>
              <p className={step.done ? `${styles.stepTitle} ${styles.stepTitleDone}` : styles.stepTitle}>
                {step.title}
                <span className="visually-hidden">{step.done ? " (done)" : " (to do)"}</span>
              </p>
              {step.done ? null : (
                <>
                  <p className={styles.stepText}>{step.description}</p>
                  <Link to={step.href} className={styles.stepLink}>
                    {step.action}
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
