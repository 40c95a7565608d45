import { useState, type FormEvent } from "react";
import { celebrationMessage } from "~/components/overlays/celebration-message";
import { button } from "~/components/ui/button.css";
import { OVERLAY_MESSAGES, TEXT_LIMITS } from "~/schemas/overlay";
import { FormError, OverlayCard } from "./overlay-card";
import { CARD_IDS, type OverlayResult } from "../../../contracts/overlay-constants";
import { CheckboxField, InputField, SelectField, TextAreaField } from "./overlay-fields";
import type { GifPresetOption } from "../../../contracts/overlays-tab-data";
import { AddPresetForm, ManagePresets } from "./gif-presets";
import * as card from "./overlay-card.css";
import * as styles from "./gif-alert.css";
import { useOverlayForm } from "./use-overlay-form";

const FORM = "gif";

interface Draft {
  presetId: string;
  custom: boolean;
  customMessage: string;
  firstName: string;
  location: string;
}

const draftOf = (values: Record<string, string> | null): Draft => ({
  presetId: values?.presetId ?? "",
  custom: values?.useCustomMessage === "on",
  customMessage: values?.customMessage ?? "",
  firstName: values?.firstName ?? "",
  location: values?.location ?? "",
});

function read(form: HTMLFormElement): Draft {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    presetId: text("presetId"),
    custom: data.get("useCustomMessage") === "on",
    customMessage: text("customMessage"),
    firstName: text("firstName"),
    location: text("location"),
  };
}

/** Spec section 5, in its order: a preset unless a custom message, then the first name. */
function triggerProblem(data: FormData) {
  if (!data.get("presetId") && data.get("useCustomMessage") !== "on") return OVERLAY_MESSAGES.noPresetSelected;
  return String(data.get("firstName") ?? "").trim() ? null : OVERLAY_MESSAGES.firstNameRequired;
}

export function GifAlertCard({ presets, actionData, hydrated }: { presets: GifPresetOption[]; actionData: OverlayResult | null; hydrated: boolean }) {
  const form = useOverlayForm({
    actionData,
    intent: "gif-trigger",
    hydrated,
    validate: triggerProblem,
    // The next enrollee comes with another name; the preset and message stay.
    onSuccess: (element) => {
      for (const name of ["firstName", "location"]) {
        const input = element.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = "";
      }
      setDraft(read(element));
    },
  });
  const v = form.values;
  const errors = form.fieldErrors;
  const [draft, setDraft] = useState(() => draftOf(v));
  const onChange = (event: FormEvent<HTMLFormElement>) => setDraft(read(event.currentTarget));
  const usable = presets.filter((preset): preset is Extract<GifPresetOption, { valid: true }> => preset.valid);
  const chosen = usable.find((preset) => preset.id === draft.presetId);
  const preview = celebrationMessage({
    message: draft.custom ? draft.customMessage : chosen?.message,
    firstName: draft.firstName,
    location: draft.location,
  });
  const blocked = draft.custom ? !draft.firstName.trim() || !draft.customMessage.trim() : !draft.presetId;
  const options = [
    { value: "", label: "Choose a preset…" },
    ...usable.map((preset) => ({ value: preset.id, label: preset.builtin ? `${preset.name} (built-in)` : preset.name })),
  ];
  return (
    <OverlayCard
      id={CARD_IDS.gif}
      tone="gif-sound"
      title="Custom GIF + Sound Alerts"
      lede="Celebrate each new enrollee on stream with a GIF, a sound and their name."
      wide
    >
      <div className={styles.columns}>
        <form.fetcher.Form
          method="post"
          className={card.form}
          onSubmit={form.onSubmit}
          onChange={onChange}
          ref={form.formRef}
          preventScrollReset
          noValidate={hydrated}
        >
          <input type="hidden" name="intent" value="gif-trigger" />
          {form.respond}
          <SelectField form={FORM} name="presetId" label="Preset" options={options} defaultValue={draft.presetId} errors={errors.presetId} />
          <CheckboxField form={FORM} name="useCustomMessage" label="Use a custom message" defaultChecked={draft.custom} />
          {!hydrated || draft.custom ? (
            <TextAreaField
              form={FORM}
              name="customMessage"
              label="Custom message"
              maxLength={TEXT_LIMITS.message}
              placeholder="Welcome FIRSTNAME to the program!"
              hint="FIRSTNAME is replaced by the first name."
              defaultValue={draft.customMessage}
              errors={errors.customMessage}
            />
          ) : null}
          <div className={card.row}>
            <InputField
              form={FORM}
              name="firstName"
              label="First name"
              maxLength={TEXT_LIMITS.name}
              autoComplete="off"
              defaultValue={draft.firstName}
              errors={errors.firstName}
            />
            <InputField
              form={FORM}
              name="location"
              label="Location (optional)"
              maxLength={TEXT_LIMITS.name}
              autoComplete="off"
              defaultValue={draft.location}
              errors={errors.location}
            />
          </div>
          {hydrated ? (
            <div className={styles.preview} aria-live="polite">
              {chosen ? <img className={styles.previewGif} src={chosen.gifUrl} alt="" onError={(e) => (e.currentTarget.hidden = true)} /> : null}
              <div>
                <p className={styles.previewLabel}>Message preview</p>
                <p className={styles.previewText}>{preview}</p>
              </div>
            </div>
          ) : null}
          <FormError error={form.error} />
          <div className={card.actions}>
            <button type="submit" className={`${button.primary} ${card.submit}`} disabled={form.pending || (hydrated && blocked)}>
              {form.pending ? "Triggering…" : "Trigger Alert"}
            </button>
          </div>
        </form.fetcher.Form>
        <div className={styles.side}>
          <AddPresetForm actionData={actionData} hydrated={hydrated} />
          <hr className={card.divider} />
          <ManagePresets presets={presets} actionData={actionData} hydrated={hydrated} />
        </div>
      </div>
    </OverlayCard>
  );
}
