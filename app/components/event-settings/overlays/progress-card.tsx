import { button } from "~/components/ui/button.css";
import { DISPLAY_MODES, OVERLAY_MESSAGES, PROGRESS_POSITIONS, PROGRESS_WIDTHS, TEXT_LIMITS } from "~/schemas/overlay";
import { FormError, OverlayCard } from "./overlay-card";
import { CARD_IDS, type OverlayResult } from "../../../contracts/overlay-constants";
import { InputField, optionsOf, SelectField } from "./overlay-fields";
import * as styles from "./overlay-card.css";
import { useOverlayForm } from "./use-overlay-form";

const FORM = "progress";

const DISPLAY_LABELS = { percentage: "Percent", fraction: "Fraction", both: "Both" } as const;

/** Spec section 5: total at least 1, current from 0 to total. */
function progressProblem(data: FormData) {
  const total = Number(data.get("total") || 100);
  const current = Number(data.get("current") || 0);
  return total >= 1 && current >= 0 && current <= total ? null : OVERLAY_MESSAGES.currentAboveTotal;
}

export function ProgressCard({ actionData, hydrated }: { actionData: OverlayResult | null; hydrated: boolean }) {
  const form = useOverlayForm({ actionData, intent: "progress-create", hydrated, validate: progressProblem });
  const v = form.values;
  const errors = form.fieldErrors;
  return (
    <OverlayCard
      id={CARD_IDS.progress}
      tone="progressbar"
      title="Progress Bar"
      lede="Show spots filled or a goal; update it live from Active Overlays."
    >
      <form.fetcher.Form method="post" className={styles.form} onSubmit={form.onSubmit} ref={form.formRef} preventScrollReset noValidate={hydrated}>
        <input type="hidden" name="intent" value="progress-create" />
        {form.respond}
        <InputField
          form={FORM}
          name="label"
          label="Label"
          maxLength={TEXT_LIMITS.label}
          defaultValue={v?.label ?? "Spots Filled"}
          errors={errors.label}
        />
        <div className={styles.row}>
          <InputField
            form={FORM}
            name="current"
            label="Current"
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={v?.current ?? "0"}
            errors={errors.current}
          />
          <InputField
            form={FORM}
            name="total"
            label="Total"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={v?.total ?? "100"}
            errors={errors.total}
          />
        </div>
        <div className={styles.row}>
          <SelectField
            form={FORM}
            name="displayMode"
            label="Show as"
            options={DISPLAY_MODES.map((value) => ({ value, label: DISPLAY_LABELS[value] }))}
            defaultValue={v?.displayMode ?? "percentage"}
            errors={errors.displayMode}
          />
          <SelectField
            form={FORM}
            name="width"
            label="Width"
            options={optionsOf(PROGRESS_WIDTHS)}
            defaultValue={v?.width ?? "50%"}
            errors={errors.width}
          />
          <SelectField
            form={FORM}
            name="position"
            label="Position"
            options={optionsOf(PROGRESS_POSITIONS)}
            defaultValue={v?.position ?? "top"}
            errors={errors.position}
          />
        </div>
        <div className={styles.colours}>
          <InputField form={FORM} name="fillColor" label="Fill" type="color" defaultValue={v?.fillColor ?? "#3b82f6"} errors={errors.fillColor} />
          <InputField
            form={FORM}
            name="backgroundColor"
            label="Track"
            type="color"
            defaultValue={v?.backgroundColor ?? "#e5e7eb"}
            errors={errors.backgroundColor}
          />
          <InputField form={FORM} name="textColor" label="Text" type="color" defaultValue={v?.textColor ?? "#ffffff"} errors={errors.textColor} />
        </div>
        <FormError error={form.error} />
        <div className={styles.actions}>
          <button type="submit" className={`${button.primary} ${styles.submit}`} disabled={form.pending}>
            {form.pending ? "Creating…" : "Create Progress Bar"}
          </button>
        </div>
      </form.fetcher.Form>
    </OverlayCard>
  );
}
