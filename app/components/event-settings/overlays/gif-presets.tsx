import { OVERLAY_MESSAGES, TEXT_LIMITS } from "~/schemas/overlay";
import { ConfirmDelete } from "./confirm-delete";
import { OverlayForm, type OverlayCardProps } from "./overlay-card";
import { bindFields, InputField } from "./overlay-fields";
import type { GifPresetOption } from "../../../contracts/overlays-tab-data";
import * as card from "./overlay-card.css";
import * as styles from "./gif-alert.css";
import { useOverlayForm } from "./use-overlay-form";

const presetProblem = (data: FormData) =>
  ["name", "gifUrl", "soundUrl"].every((name) => String(data.get(name) ?? "").trim()) ? null : OVERLAY_MESSAGES.missingPresetFields;

export function AddPresetForm({ actionData, hydrated }: OverlayCardProps) {
  const form = useOverlayForm({ actionData, intent: "gif-preset-add", hydrated, validate: presetProblem, onSuccess: (element) => element.reset() });
  const { field } = bindFields("gif-preset", form.values, (name) => form.fieldErrors[name]);
  return (
    <OverlayForm
      form={form}
      hydrated={hydrated}
      labelledBy="gif-preset-add-title"
      heading={
        <h3 id="gif-preset-add-title" className={card.subTitle}>
          Add Preset
        </h3>
      }
      submit={{ label: "Add Preset", pending: "Adding…", secondary: true }}
    >
      <InputField {...field("name")} label="Preset name" maxLength={TEXT_LIMITS.name} placeholder="Party popper" />
      <InputField {...field("gifUrl")} label="GIF URL" type="url" placeholder="https://…/party.gif" />
      <InputField {...field("soundUrl")} label="Sound URL" type="url" placeholder="https://…/tada.mp3" />
      <InputField
        {...field("message")}
        label="Default message (optional)"
        maxLength={TEXT_LIMITS.message}
        placeholder="FIRSTNAME just joined!"
        hint="FIRSTNAME is replaced by the enrollee's first name."
      />
    </OverlayForm>
  );
}

export function ManagePresets({ presets, actionData, hydrated }: OverlayCardProps & { presets: GifPresetOption[] }) {
  const own = presets.filter((preset) => !preset.builtin);
  const builtin = presets.length - own.length;
  return (
    <section className={card.form} aria-labelledby="gif-presets-title">
      <h3 id="gif-presets-title" className={card.subTitle}>
        Manage Presets
      </h3>
      {own.length ? (
        <ul className={styles.presetList}>
          {own.map((preset) => (
            <li key={preset.id} className={styles.presetItem}>
              {preset.valid ? (
                <span className={styles.presetName}>
                  {preset.name}
                  <span className={styles.presetMeta}>{preset.message || "Default message"}</span>
                </span>
              ) : (
                <span className={`${styles.presetName} ${styles.invalid}`}>
                  Invalid Preset
                  <span className={styles.presetMeta}>Its settings can't be read.</span>
                </span>
              )}
              <ConfirmDelete
                intent="gif-preset-delete"
                presetId={preset.id}
                what={preset.valid ? `the preset "${preset.name}"` : "this invalid preset"}
                actionData={actionData}
                hydrated={hydrated}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={card.hint}>No presets of your own yet. Add one above.</p>
      )}
      <p className={card.hint}>{builtin} built-in presets are always available.</p>
    </section>
  );
}
