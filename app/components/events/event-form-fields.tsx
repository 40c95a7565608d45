import { getInputProps, getSelectProps, type FieldMetadata, type useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { DURATION_CHOICES } from "~/schemas/event";
import { CUSTOM_DURATION, type EventFormValues } from "./event-form-data";
import * as styles from "./event-form.css";

export type FormShape = EventFormValues & { durationMinutes: string };
export type Field = FieldMetadata<string, FormShape, string[]>;

/** conform's props carry a `key`, which React wants passed directly, not spread. */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}

export function Labelled({ field, label, hint, children }: { field: Field; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={field.id}>
        {label}
      </label>
      {children}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors?.slice(0, 1)} />
    </div>
  );
}

interface TextFieldProps {
  field: Field;
  label: string;
  type?: "text" | "number" | "datetime-local";
  hint?: string;
  placeholder?: string;
  min?: number | string;
  step?: number;
  inputMode?: "numeric";
  autoComplete?: string;
}

export function TextField({ field, label, type = "text", hint, ...rest }: TextFieldProps) {
  return (
    <Labelled field={field} label={label} hint={hint}>
      <input {...withoutKey(getInputProps(field, { type }))} {...rest} className={styles.control} />
    </Labelled>
  );
}

export function Toggle({ field, label, description }: { field: Field; label: string; description: string }) {
  return (
    <label className={styles.switchRow}>
      <span className={styles.switchText}>
        <span className={styles.switchLabel}>{label}</span>
        <span className={styles.hint}>{description}</span>
      </span>
      <input {...withoutKey(getInputProps(field, { type: "checkbox", value: "true" }))} role="switch" className={styles.toggle} />
    </label>
  );
}

export function DurationField({
  fields,
  custom,
  hydrated,
}: {
  fields: ReturnType<typeof useForm<FormShape>>[1];
  custom: boolean;
  hydrated: boolean;
}) {
  const errors = fields.durationMinutes.errors;
  const errorId = fields.durationMinutes.errorId;
  const showCustom = !hydrated || custom;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={fields.duration.id}>
        Duration
      </label>
      <div className={styles.durationRow}>
        <select
          {...withoutKey(getSelectProps(fields.duration))}
          className={styles.control}
          aria-invalid={errors?.length && !custom ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
        >
          {DURATION_CHOICES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {minutes} minutes
            </option>
          ))}
          <option value={CUSTOM_DURATION}>Custom…</option>
        </select>
        {showCustom ? (
          <>
            <label className="visually-hidden" htmlFor={fields.customDuration.id}>
              Custom duration in minutes
            </label>
            <input
              {...withoutKey(getInputProps(fields.customDuration, { type: "number" }))}
              className={styles.control}
              min={1}
              max={1440}
              step={1}
              inputMode="numeric"
              placeholder="Minutes"
              aria-invalid={errors?.length && custom ? true : undefined}
              aria-describedby={errors?.length ? errorId : undefined}
            />
          </>
        ) : null}
      </div>
      {hydrated ? null : <p className={styles.hint}>For a custom length choose “Custom…” and enter the minutes.</p>}
      <FieldErrors id={errorId} errors={errors?.slice(0, 1)} />
    </div>
  );
}
