import type { ParsedOverlay } from "~/schemas/overlay-view";
import { button } from "~/components/ui/button.css";
import { OVERLAY_MESSAGES, TEXT_LIMITS, type OverlayPresetView } from "~/schemas/overlay";
import { formErrorOf } from "~/utils/form-result";
import { ConfirmDelete } from "./confirm-delete";
import { FormError, OverlayCard, OverlayForm, type OverlayCardProps } from "./overlay-card";
import { CARD_IDS } from "../../../contracts/overlay-constants";
import { bindFields, InputField } from "./overlay-fields";
import { overlayKind, overlaySummary } from "./overlay-summary";
import * as card from "./overlay-card.css";
import * as fields from "./overlay-fields.css";
import * as styles from "./gif-alert.css";
import { OverlayIntentForm, useOverlayForm } from "./use-overlay-form";

function savingProblem(data: FormData) {
  if (!String(data.get("name") ?? "").trim()) return OVERLAY_MESSAGES.overlayPresetName;
  return data.getAll("overlayId").length ? null : OVERLAY_MESSAGES.overlayPresetEmpty;
}

function SavePreset({ showing, actionData, hydrated }: OverlayCardProps & { showing: ParsedOverlay[] }) {
  const form = useOverlayForm({
    actionData,
    intent: "overlay-preset-save",
    hydrated,
    validate: savingProblem,
    onSuccess: (element) => element.reset(),
  });
  const { field } = bindFields("overlay-preset", form.values, (name) => form.fieldErrors[name]);
  if (!showing.length) return <p className={card.hint}>Start some overlays, then save them here as a preset to bring them all back in one click.</p>;
  return (
    <OverlayForm form={form} hydrated={hydrated} submit={{ label: "Save as Preset", pending: "Saving…", secondary: true }}>
      <fieldset className={card.choices}>
        <legend className={fields.label}>Overlays to save</legend>
        {showing.map((overlay) => (
          <label key={overlay.id} className={fields.check}>
            <input type="checkbox" name="overlayId" value={overlay.id} defaultChecked className={fields.checkbox} />
            <span>
              {overlayKind(overlay.type)}: {overlaySummary(overlay)}
            </span>
          </label>
        ))}
      </fieldset>
      <InputField {...field("name")} label="Preset name" maxLength={TEXT_LIMITS.name} placeholder="Opening sequence" />
    </OverlayForm>
  );
}

function LoadButton({ preset, actionData, hydrated }: OverlayCardProps & { preset: OverlayPresetView }) {
  const form = useOverlayForm({ actionData, intent: "overlay-preset-load", hydrated });
  return (
    <OverlayIntentForm form={form} fields={{ presetId: preset.id }}>
      <button type="submit" className={`${button.primary} ${styles.small}`} disabled={form.pending} aria-label={`Load ${preset.name}`}>
        {form.pending ? "Loading…" : "Load"}
      </button>
    </OverlayIntentForm>
  );
}

const contents = (preset: OverlayPresetView) => preset.items.map((item) => overlayKind(item.type)).join(", ") || "Nothing readable";

/** Spec section 4's presets, stored: save what shows now; Load hides everything, then shows fresh copies. */
export function OverlayPresetsCard({
  presets,
  showing,
  actionData,
  hydrated,
}: OverlayCardProps & { presets: OverlayPresetView[]; showing: ParsedOverlay[] }) {
  const failed = actionData && ["overlay-preset-load", "overlay-preset-delete"].includes(actionData.intent ?? "") ? formErrorOf(actionData) : null;
  return (
    <OverlayCard
      id={CARD_IDS.presets}
      tone="presets"
      title="Overlay Presets"
      lede="Save the overlays showing now as a set; load it later to replace what shows."
    >
      <SavePreset showing={showing} actionData={actionData} hydrated={hydrated} />
      <FormError error={failed} />
      {presets.length ? (
        <ul className={styles.presetList} aria-label="Saved overlay presets">
          {presets.map((preset) => (
            <li key={preset.id} className={styles.presetItem}>
              <span className={styles.presetName}>
                {preset.name}
                <span className={styles.presetMeta}>{contents(preset)}</span>
              </span>
              <LoadButton preset={preset} actionData={actionData} hydrated={hydrated} />
              <ConfirmDelete
                intent="overlay-preset-delete"
                presetId={String(preset.id)}
                what={`the overlay preset "${preset.name}"`}
                actionData={actionData}
                hydrated={hydrated}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </OverlayCard>
  );
}
