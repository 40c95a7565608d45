import { DISPLAY_MODES, OVERLAY_MESSAGES, PROGRESS_POSITIONS, PROGRESS_WIDTHS, TEXT_LIMITS } from "~/schemas/overlay";
import { CARD_IDS } from "../../../contracts/overlay-constants";
import { OverlayCard, OverlayForm, type OverlayCardProps } from "./overlay-card";
import { bindFields, InputField, optionsOf, SelectField } from "./overlay-fields";
import * as styles from "./overlay-card.css";
import { useOverlayForm } from "./use-overlay-form";

const DISPLAY_LABELS = { percentage: "Percent", fraction: "Fraction", both: "Both" } as const;

/** Spec section 5: total at least 1, current from 0 to total. */
function progressProblem(data: FormData) {
  const total = Number(data.get("total") || 100);
  const current = Number(data.get("current") || 0);
  return total >= 1 && current >= 0 && current <= total ? null : OVERLAY_MESSAGES.currentAboveTotal;
}

export function ProgressCard({ actionData, hydrated }: OverlayCardProps) {
  const form = useOverlayForm({ actionData, intent: "progress-create", hydrated, validate: progressProblem });
  const { field } = bindFields("progress", form.values, (name) => form.fieldErrors[name]);
  return (
    <OverlayCard
      id={CARD_IDS.progress}
      tone="progressbar"
      title="Progress Bar"
      lede="Show spots filled or a goal; update it live from Active Overlays."
    >
      <OverlayForm form={form} hydrated={hydrated} submit={{ label: "Create Progress Bar", pending: "Creating…" }}>
        <InputField {...field("label", "Spots Filled")} label="Label" maxLength={TEXT_LIMITS.label} />
        <div className={styles.row}>
          <InputField {...field("current", "0")} label="Current" type="number" min={0} inputMode="numeric" />
          <InputField {...field("total", "100")} label="Total" type="number" min={1} inputMode="numeric" />
        </div>
        <div className={styles.row}>
          <SelectField
            {...field("displayMode", "percentage")}
            label="Show as"
            options={DISPLAY_MODES.map((value) => ({ value, label: DISPLAY_LABELS[value] }))}
          />
          <SelectField {...field("width", "50%")} label="Width" options={optionsOf(PROGRESS_WIDTHS)} />
          <SelectField {...field("position", "top")} label="Position" options={optionsOf(PROGRESS_POSITIONS)} />
        </div>
        <div className={styles.colours}>
          <InputField {...field("fillColor", "#3b82f6")} label="Fill" type="color" />
          <InputField {...field("backgroundColor", "#e5e7eb")} label="Track" type="color" />
          <InputField {...field("textColor", "#ffffff")} label="Text" type="color" />
        </div>
      </OverlayForm>
    </OverlayCard>
  );
}
