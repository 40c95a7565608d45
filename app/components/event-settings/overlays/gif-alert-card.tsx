import { useState, type FormEvent } from "react";
import { celebrationMessage } from "~/components/overlays/celebration-message";
import { OVERLAY_MESSAGES, TEXT_LIMITS } from "~/schemas/overlay";
import { OverlayCard, OverlayForm, type OverlayCardProps } from "./overlay-card";
import { CARD_IDS } from "../../../contracts/overlay-constants";
import { bindFields, CheckboxField, formValues, InputField, SelectField, TextAreaField } from "./overlay-fields";
import type { GifPresetOption } from "../../../contracts/overlays-tab-data";
import { AddPresetForm, ManagePresets } from "./gif-presets";
import * as card from "./overlay-card.css";
import * as styles from "./gif-alert.css";
import { useOverlayForm } from "./use-overlay-form";

/** What the form holds now, by field name: the preview and the button follow it as the host types. */
type Draft = Record<(typeof DRAFT_FIELDS)[number], string>;
const DRAFT_FIELDS = ["presetId", "useCustomMessage", "customMessage", "firstName", "location"] as const;

const draftOf = (values: Record<string, string> | null): Draft =>
  Object.fromEntries(DRAFT_FIELDS.map((name) => [name, values?.[name] ?? ""])) as Draft;

/** Spec section 5, in its order: a preset unless a custom message, then the first name. */
function triggerProblem(data: FormData) {
  if (!data.get("presetId") && data.get("useCustomMessage") !== "on") return OVERLAY_MESSAGES.noPresetSelected;
  return String(data.get("firstName") ?? "").trim() ? null : OVERLAY_MESSAGES.firstNameRequired;
}

export function GifAlertCard({ presets, actionData, hydrated }: OverlayCardProps & { presets: GifPresetOption[] }) {
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
      setDraft(draftOf(formValues(element)));
    },
  });
  const [draft, setDraft] = useState(() => draftOf(form.values));
  const onChange = (event: FormEvent<HTMLFormElement>) => setDraft(draftOf(formValues(event.currentTarget)));
  // Fields follow the draft: a custom message hidden and shown again comes back as typed.
  const { field, check } = bindFields("gif", draft, (name) => form.fieldErrors[name]);
  const custom = draft.useCustomMessage === "on";
  const usable = presets.filter((preset): preset is Extract<GifPresetOption, { valid: true }> => preset.valid);
  const chosen = usable.find((preset) => preset.id === draft.presetId);
  const preview = celebrationMessage({
    message: custom ? draft.customMessage : chosen?.message,
    firstName: draft.firstName,
    location: draft.location,
  });
  const blocked = custom ? !draft.firstName.trim() || !draft.customMessage.trim() : !draft.presetId;
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
        <OverlayForm
          form={form}
          hydrated={hydrated}
          onChange={onChange}
          submit={{ label: "Trigger Alert", pending: "Triggering…", blocked: hydrated && blocked }}
        >
          <SelectField {...field("presetId")} label="Preset" options={options} />
          <CheckboxField {...check("useCustomMessage")} label="Use a custom message" />
          {!hydrated || custom ? (
            <TextAreaField
              {...field("customMessage")}
              label="Custom message"
              maxLength={TEXT_LIMITS.message}
              placeholder="Welcome FIRSTNAME to the program!"
              hint="FIRSTNAME is replaced by the first name."
            />
          ) : null}
          <div className={card.row}>
            <InputField {...field("firstName")} label="First name" maxLength={TEXT_LIMITS.name} autoComplete="off" />
            <InputField {...field("location")} label="Location (optional)" maxLength={TEXT_LIMITS.name} autoComplete="off" />
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
        </OverlayForm>
        <div className={styles.side}>
          <AddPresetForm actionData={actionData} hydrated={hydrated} />
          <hr className={card.divider} />
          <ManagePresets presets={presets} actionData={actionData} hydrated={hydrated} />
        </div>
      </div>
    </OverlayCard>
  );
}
