import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "~/components/events/use-hydrated";
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

/** A control's label above it and its errors (or hint) below; `control` gets what ties them together. */
function Field({
  form,
  name,
  label,
  errors,
  hint,
  control,
}: Common & { control: (tie: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const id = idOf(form, name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control({ id, name, "aria-invalid": errors?.length ? true : undefined, "aria-describedby": describedBy(id, errors, hint) })}
      <Errors id={id} errors={errors} hint={hint} />
    </div>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour: a round swatch (the native picker, which posts without JavaScript) and, with
 * JavaScript, a hex field beside it that follows the swatch and sets it when a full code is typed.
 */
function ColourField({ form, name, label, errors, hint, defaultValue }: Common & { defaultValue?: string }) {
  const id = idOf(form, name);
  const hydrated = useHydrated();
  const [value, setValue] = useState(String(defaultValue ?? "#000000"));
  const [typed, setTyped] = useState(value);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={styles.colourBox}>
        <input
          id={id}
          name={name}
          type="color"
          className={styles.swatch}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setTyped(event.currentTarget.value);
          }}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, errors, hint)}
        />
        {hydrated ? (
          <input
            type="text"
            className={styles.hex}
            value={typed}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-labelledby={`${id}-label ${id}-hex`}
            onChange={(event) => {
              const next = event.currentTarget.value.trim();
              setTyped(next);
              if (HEX.test(next)) setValue(next.toLowerCase());
            }}
            onBlur={() => setTyped(value)}
          />
        ) : null}
        <span id={`${id}-hex`} className="visually-hidden">
          hex code
        </span>
      </div>
      <Errors id={id} errors={errors} hint={hint} />
    </div>
  );
}

export function InputField({ form, name, label, errors, hint, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name">) {
  if (input.type === "color")
    return <ColourField form={form} name={name} label={label} errors={errors} hint={hint} defaultValue={String(input.defaultValue ?? "")} />;
  return (
    <Field
      form={form}
      name={name}
      label={label}
      errors={errors}
      hint={hint}
      control={(tie) => <input {...tie} className={styles.control} {...input} />}
    />
  );
}

export function TextAreaField({
  defaultValue,
  placeholder,
  maxLength,
  ...field
}: Common & { defaultValue?: string; placeholder?: string; maxLength?: number }) {
  return (
    <Field
      {...field}
      control={(tie) => <textarea {...tie} className={styles.textarea} defaultValue={defaultValue} placeholder={placeholder} maxLength={maxLength} />}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

/** "top-right" → "Top right". */
export const optionsOf = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: (value.charAt(0).toUpperCase() + value.slice(1)).replace(/-/g, " ") }));

export function SelectField({ options, defaultValue, ...field }: Common & { options: Option[]; defaultValue?: string }) {
  return (
    <Field
      {...field}
      control={(tie) => (
        <select {...tie} className={styles.control} defaultValue={defaultValue}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * Binds fields to one form: its id prefix, the values typed before a refusal (else the field's
 * default) and each field's errors. `field` spreads onto an input, text area or select, `check`
 * onto a checkbox.
 */
export function bindFields(form: string, values: Record<string, string> | null, errorsOf: (name: string) => string[] | undefined) {
  return {
    field: (name: string, fallback?: string) => ({ form, name, defaultValue: values?.[name] ?? fallback, errors: errorsOf(name) }),
    check: (name: string) => ({ form, name, defaultChecked: values?.[name] === "on" }),
  };
}

/** What a form holds now, by field name (a checkbox that is not ticked is absent). */
export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

export function CheckboxField({ form, name, label, defaultChecked }: { form: string; name: string; label: ReactNode; defaultChecked?: boolean }) {
  return (
    <label className={styles.check} htmlFor={idOf(form, name)}>
      <input id={idOf(form, name)} type="checkbox" name={name} className={styles.checkbox} defaultChecked={defaultChecked} />
      {label}
    </label>
  );
}
