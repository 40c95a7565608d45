import { useState } from "react";
import { FieldErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { errorsOf } from "~/utils/form-result";
import { SettingsForm, settingsResultFor, valueOf } from "../shared/settings-form";
import * as styles from "../shared/settings-form.css";
import { brandStyle, type BrandColors } from "./brand-style";

const HEX = /^#[0-9a-f]{6}$/i;

function ColourField({
  name,
  label,
  initial,
  errors,
  onChange,
}: {
  name: string;
  label: string;
  initial: string;
  errors?: string[];
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(initial);
  const id = `settings-${name}`;
  const update = (v: string) => {
    setText(v);
    onChange(v);
  };
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.colourRow}>
        <input
          type="color"
          aria-label={`${label} picker`}
          className={styles.swatch}
          value={HEX.test(text) ? text.toLowerCase() : "#000000"}
          onChange={(e) => update(e.target.value)}
          tabIndex={-1}
        />
        <input
          id={id}
          name={name}
          className={fieldStyles.input}
          value={text}
          onChange={(e) => update(e.target.value)}
          maxLength={7}
          spellCheck={false}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
        />
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function BrandingTab({ data, actionData, saved }: { data: BrandColors; actionData: unknown; saved: boolean }) {
  const reply = settingsResultFor("branding", actionData);
  const primary0 = valueOf(reply, "brandPrimary", data.primary);
  const accent0 = valueOf(reply, "brandAccent", data.accent);
  const [brand, setBrand] = useState({ primary: primary0, accent: accent0 });
  return (
    <SettingsForm intent="branding" id="branding-form" saved={saved} savedText="Your brand colours have been saved." actionData={reply}>
      <p className={styles.hint}>Used on your event registration, public event and watch pages.</p>
      <div className={styles.grid}>
        <ColourField
          name="brandPrimary"
          label="Primary colour"
          initial={primary0}
          errors={errorsOf(reply, "brandPrimary")}
          onChange={(primary) => setBrand((b) => ({ ...b, primary }))}
        />
        <ColourField
          name="brandAccent"
          label="Accent colour"
          initial={accent0}
          errors={errorsOf(reply, "brandAccent")}
          onChange={(accent) => setBrand((b) => ({ ...b, accent }))}
        />
      </div>
      <div className={styles.preview} style={brandStyle(brand)} aria-label="Preview">
        <span className={styles.previewButton}>Register now</span>
        <span className={styles.previewBadge}>Upcoming live event</span>
      </div>
    </SettingsForm>
  );
}
