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
  const id = idOf(form, name);
  const isColour = input.type === "color";
  if (isColour)
    return <ColourField form={form} name={name} label={label} errors={errors} hint={hint} defaultValue={String(input.defaultValue ?? "")} />;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.control}
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
