import { button } from "~/components/ui/button.css";
import { OVERLAY_MESSAGES, TEXT_LIMITS } from "~/schemas/overlay";
import { ConfirmDelete } from "./confirm-delete";
import { FormError } from "./overlay-card";
import type { OverlayResult } from "../../../contracts/overlay-constants";
import { InputField } from "./overlay-fields";
import type { GifPresetOption } from "../../../contracts/overlays-tab-data";
import * as card from "./overlay-card.css";
import * as styles from "./gif-alert.css";
import { useOverlayForm } from "./use-overlay-form";

const FORM = "gif-preset";

const presetProblem = (data: FormData) =>
  ["name", "gifUrl", "soundUrl"].every((name) => String(data.get(name) ?? "").trim()) ? null : OVERLAY_MESSAGES.missingPresetFields;

export function AddPresetForm({ actionData, hydrated }: { actionData: OverlayResult | null; hydrated: boolean }) {
  const form = useOverlayForm({ actionData, intent: "gif-preset-add", hydrated, validate: presetProblem, onSuccess: (element) => element.reset() });
  const v = form.values;
  const errors = form.fieldErrors;
  return (
    <form.fetcher.Form
      method="post"
      className={card.form}
      onSubmit={form.onSubmit}
      ref={form.formRef}
      preventScrollReset
      noValidate={hydrated}
      aria-labelledby="gif-preset-add-title"
    >
      <h3 id="gif-preset-add-title" className={card.subTitle}>
        Add Preset
      </h3>
      <input type="hidden" name="intent" value="gif-preset-add" />
      {form.respond}
      <InputField
        form={FORM}
        name="name"
        label="Preset name"
        maxLength={TEXT_LIMITS.name}
        placeholder="Party popper"
        defaultValue={v?.name}
        errors={errors.name}
      />
      <InputField
        form={FORM}
        name="gifUrl"
        label="GIF URL"
        type="url"
        placeholder="https://…/party.gif"
        defaultValue={v?.gifUrl}
        errors={errors.gifUrl}
      />
      <InputField
        form={FORM}
        name="soundUrl"
        label="Sound URL"
        type="url"
        placeholder="https://…/tada.mp3"
        defaultValue={v?.soundUrl}
        errors={errors.soundUrl}
      />
      <InputField
        form={FORM}
        name="message"
        label="Default message (optional)"
        maxLength={TEXT_LIMITS.message}
        placeholder="FIRSTNAME just joined!"
        hint="FIRSTNAME is replaced by the enrollee's first name."
        defaultValue={v?.message}
        errors={errors.message}
      />
      <FormError error={form.error} />
      <div className={card.actions}>
        <button type="submit" className={button.secondary} disabled={form.pending}>
          {form.pending ? "Adding…" : "Add Preset"}
        </button>
      </div>
    </form.fetcher.Form>
  );
}

export function ManagePresets({
  presets,
  actionData,
  hydrated,
}: {
  presets: GifPresetOption[];
  actionData: OverlayResult | null;
  hydrated: boolean;
}) {
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
