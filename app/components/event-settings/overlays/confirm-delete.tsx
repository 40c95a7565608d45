import { button, size } from "~/components/ui/button.css";
import { ConfirmDisclosure } from "~/components/ui/confirm-disclosure";
import type { OverlayResult, OverlayIntent } from "../../../contracts/overlay-constants";
import * as styles from "./gif-alert.css";
import { OverlayIntentForm, useOverlayForm } from "./use-overlay-form";

/** A preset's Delete, asking first (the kit's disclosure, so also without JavaScript); `what` names the preset. */
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
    <ConfirmDisclosure
      className={styles.confirm}
      summaryClassName={size.compact}
      summary="Delete"
      label={`Delete ${what}`}
      question={`Delete ${what}? This can't be undone.`}
    >
      <OverlayIntentForm form={form} fields={{ presetId }}>
        <button type="submit" className={`${button.danger} ${styles.small}`} disabled={form.pending}>
          {form.pending ? "Deleting…" : "Yes, delete"}
        </button>
      </OverlayIntentForm>
    </ConfirmDisclosure>
  );
}
