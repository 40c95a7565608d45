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

/** The two colours a host sets, each with the field that holds it. */
const COLOURS = [
  { role: "primary", name: "brandPrimary", label: "Primary colour" },
  { role: "accent", name: "brandAccent", label: "Accent colour" },
] as const;

export function BrandingTab({ data, actionData, saved }: { data: BrandColors; actionData: unknown; saved: boolean }) {
  const reply = settingsResultFor("branding", actionData);
  const initial = { primary: valueOf(reply, "brandPrimary", data.primary), accent: valueOf(reply, "brandAccent", data.accent) };
  const [brand, setBrand] = useState(initial);
  return (
    <SettingsForm intent="branding" id="branding-form" saved={saved} savedText="Your brand colours have been saved." actionData={reply}>
      <p className={styles.hint}>Used on your event registration, public event and watch pages.</p>
      <div className={styles.grid}>
        {COLOURS.map((colour) => (
          <ColourField
            key={colour.name}
            name={colour.name}
            label={colour.label}
            initial={initial[colour.role]}
            errors={errorsOf(reply, colour.name)}
            onChange={(value) => setBrand((b) => ({ ...b, [colour.role]: value }))}
          />
        ))}
      </div>
      <div className={styles.preview} style={brandStyle(brand)} aria-label="Preview">
        <span className={styles.previewButton}>Register now</span>
        <span className={styles.previewBadge}>Upcoming live event</span>
      </div>
    </SettingsForm>
  );
}
