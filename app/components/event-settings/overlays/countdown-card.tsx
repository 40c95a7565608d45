import { OVERLAY_MESSAGES, OVERLAY_POSITIONS, OVERLAY_SIZES, TEXT_LIMITS } from "~/schemas/overlay";
import { CARD_IDS } from "../../../contracts/overlay-constants";
import { OverlayCard, OverlayForm, type OverlayCardProps } from "./overlay-card";
import { bindFields, InputField, optionsOf, SelectField } from "./overlay-fields";
import * as styles from "./overlay-card.css";
import { useOverlayForm } from "./use-overlay-form";

/** Spec section 5: the total must be above 0 (the server checks the ranges too). */
export function countdownProblem(data: FormData) {
  const total = ["hours", "minutes", "seconds"].reduce((sum, name, i) => sum + (Number(data.get(name)) || 0) * [3600, 60, 1][i]!, 0);
  return total > 0 ? null : OVERLAY_MESSAGES.invalidTimer;
}

export function CountdownCard({ actionData, hydrated }: OverlayCardProps) {
  const form = useOverlayForm({ actionData, intent: "countdown-start", hydrated, validate: countdownProblem });
  const { field } = bindFields("countdown", form.values, (name) => form.fieldErrors[name]);
  const time = { type: "number", min: 0, max: 59, inputMode: "numeric" } as const;
  return (
    <OverlayCard id={CARD_IDS.countdown} tone="countdown" title="Countdown Timer" lede="Count down to the start, a break's end or an offer's close.">
      <OverlayForm form={form} hydrated={hydrated} submit={{ label: "Start Countdown", pending: "Starting…" }}>
        <fieldset className={styles.row3}>
          <legend className="visually-hidden">Duration</legend>
          <InputField {...field("hours", "0")} label="Hours" {...time} max={23} />
          <InputField {...field("minutes", "5")} label="Minutes" {...time} />
          <InputField {...field("seconds", "0")} label="Seconds" {...time} />
        </fieldset>
        <InputField {...field("title", "Stream Starting Soon")} label="Title" maxLength={TEXT_LIMITS.title} />
        <div className={styles.row}>
          <SelectField {...field("position", "center")} label="Position" options={optionsOf(OVERLAY_POSITIONS)} />
          <SelectField {...field("size", "medium")} label="Size" options={optionsOf(OVERLAY_SIZES)} />
        </div>
      </OverlayForm>
    </OverlayCard>
  );
}
