import { button } from "~/components/ui/button.css";
import type { OverlayResult, OverlayIntent } from "../../../contracts/overlay-constants";
import * as styles from "./gif-alert.css";
import { OverlayIntentForm, useOverlayForm } from "./use-overlay-form";

/**
 * Delete with a confirmation step that needs no script: a disclosure holding the real form.
 * `what` names the thing in the button's accessible name.
 */
export function ConfirmDelete({
  intent,
  presetId,
  what,
  actionData,
  hydrated,
}: {
  intent: OverlayIntent;
  presetId: string;
  what: string;
  actionData: OverlayResult | null;
  hydrated: boolean;
}) {
  const form = useOverlayForm({ actionData, intent, hydrated });
  return (
    <details className={styles.confirm}>
      <summary className={styles.confirmSummary} aria-label={`Delete ${what}`}>
        Delete
      </summary>
      <OverlayIntentForm form={form} fields={{ presetId }} className={styles.confirmBody}>
        <span>Delete {what}? This can't be undone.</span>
        <button type="submit" className={`${button.danger} ${styles.small}`} disabled={form.pending}>
          {form.pending ? "Deleting…" : "Yes, delete"}
        </button>
      </OverlayIntentForm>
    </details>
  );
}
