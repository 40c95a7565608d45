import type { InputHTMLAttributes, ReactNode } from "react";
import * as styles from "./overlay-fields.css";

// Labelled native controls (they post without JavaScript), each with its errors tied to it.

interface Common {
  form: string;
  name: string;
  label: ReactNode;
  errors?: string[];
  hint?: string;
}

const idOf = (form: string, name: string) => `${form}-${name}`;

function Errors({ id, errors, hint }: { id: string; errors?: string[]; hint?: string }) {
  if (errors?.length) {
    return (
      <p id={`${id}-error`} className={styles.error} role="alert">
        {errors.join(". ")}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

const describedBy = (id: string, errors?: string[], hint?: string) => (errors?.length ? `${id}-error` : hint ? `${id}-hint` : undefined);

export function InputField({ form, name, label, errors, hint, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name">) {
  const id = idOf(form, name);
  const isColour = input.type === "color";
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={isColour ? styles.colour : styles.control}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errors, hint)}
        {...input}
      />
      <Errors id={id} errors={errors} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  errors,
  hint,
  defaultValue,
  placeholder,
  maxLength,
}: Common & { defaultValue?: string; placeholder?: string; maxLength?: number }) {
  const id = idOf(form, name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errors, hint)}
      />
      <Errors id={id} errors={errors} hint={hint} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** "top-right" → "Top right". */
export const optionsOf = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: (value.charAt(0).toUpperCase() + value.slice(1)).replace(/-/g, " ") }));

export function SelectField({ form, name, label, errors, hint, options, defaultValue }: Common & { options: Option[]; defaultValue?: string }) {
  const id = idOf(form, name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.control}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errors, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Errors id={id} errors={errors} hint={hint} />
    </div>
  );
}

export function CheckboxField({ form, name, label, defaultChecked }: { form: string; name: string; label: ReactNode; defaultChecked?: boolean }) {
  return (
    <label className={styles.check} htmlFor={idOf(form, name)}>
      <input id={idOf(form, name)} type="checkbox" name={name} className={styles.checkbox} defaultChecked={defaultChecked} />
      {label}
    </label>
  );
}
