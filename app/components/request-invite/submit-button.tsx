import type { ReactNode } from "react";
import * as buttonStyles from "~/components/ui/button.css";
import * as styles from "./request-invite.css";

/** The full-width primary button of the public account forms, with a spinner while it posts. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className={`${buttonStyles.button.primary} ${buttonStyles.block} ${styles.submit}`} disabled={pending}>
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
