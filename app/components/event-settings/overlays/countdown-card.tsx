import { OVERLAY_MESSAGES, OVERLAY_POSITIONS, OVERLAY_SIZES, TEXT_LIMITS } from "~/schemas/overlay";
import { button } from "~/components/ui/button.css";
import { CARD_IDS, type OverlayResult } from "../../../contracts/overlay-constants";
import { FormError, OverlayCard } from "./overlay-card";
import { InputField, optionsOf, SelectField } from "./overlay-fields";
import * as styles from "./overlay-card.css";
import { useOverlayForm } from "./use-overlay-form";

const FORM = "countdown";

/** Spec section 5: the total must be above 0 (the server checks the ranges too). */
export function countdownProblem(data: FormData) {
  const total = ["hours", "minutes", "seconds"].reduce((sum, name, i) => sum + (Number(data.get(name)) || 0) * [3600, 60, 1][i]!, 0);
  return total > 0 ? null : OVERLAY_MESSAGES.invalidTimer;
}

export function CountdownCard({ actionData, hydrated }: { actionData: OverlayResult | null; hydrated: boolean }) {
  const form = useOverlayForm({ actionData, intent: "countdown-start", hydrated, validate: countdownProblem });
  const v = form.values;
  const errors = form.fieldErrors;
  return (
    <OverlayCard id={CARD_IDS.countdown} tone="countdown" title="Countdown Timer" lede="Count down to the start, a break's end or an offer's close.">
      <form.fetcher.Form method="post" className={styles.form} onSubmit={form.onSubmit} ref={form.formRef} preventScrollReset noValidate={hydrated}>
        <input type="hidden" name="intent" value="countdown-start" />
        {form.respond}
        <fieldset className={styles.row3}>
          <legend className="visually-hidden">Duration</legend>
          <InputField
            form={FORM}
            name="hours"
            label="Hours"
            type="number"
            min={0}
            max={23}
            inputMode="numeric"
            defaultValue={v?.hours ?? "0"}
            errors={errors.hours}
          />
          <InputField
            form={FORM}
            name="minutes"
            label="Minutes"
            type="number"
            min={0}
            max={59}
            inputMode="numeric"
            defaultValue={v?.minutes ?? "5"}
            errors={errors.minutes}
          />
          <InputField
            form={FORM}
            name="seconds"
            label="Seconds"
            type="number"
            min={0}
            max={59}
            inputMode="numeric"
            defaultValue={v?.seconds ?? "0"}
            errors={errors.seconds}
          />
        </fieldset>
        <InputField
          form={FORM}
          name="title"
          label="Title"
          maxLength={TEXT_LIMITS.title}
          defaultValue={v?.title ?? "Stream Starting Soon"}
          errors={errors.title}
        />
        <div className={styles.row}>
          <SelectField
            form={FORM}
            name="position"
            label="Position"
            options={optionsOf(OVERLAY_POSITIONS)}
            defaultValue={v?.position ?? "center"}
            errors={errors.position}
          />
          <SelectField
            form={FORM}
            name="size"
            label="Size"
            options={optionsOf(OVERLAY_SIZES)}
            defaultValue={v?.size ?? "medium"}
            errors={errors.size}
          />
        </div>
        <FormError error={form.error} />
        <div className={styles.actions}>
          <button type="submit" className={`${button.primary} ${styles.submit}`} disabled={form.pending}>
            {form.pending ? "Starting…" : "Start Countdown"}
          </button>
        </div>
      </form.fetcher.Form>
    </OverlayCard>
  );
}
