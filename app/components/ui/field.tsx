import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { errorsOf, type FormResult } from "~/utils/form-result";
import { Notice } from "./notice";
import * as styles from "./field.css";
import { withClass } from "~/utils/class-names";

interface FieldFrame {
  label: ReactNode;
  /** A line under the control that says what to enter; read out with it. */
  hint?: ReactNode;
  errors?: string[];
  /** Where the errors are written; a field that is never refused (a search box) has none. */
  errorId?: string;
}

/** What ties a control to its hint and errors: aria-invalid while it has errors, aria-describedby naming both. */
function describedBy(id: string, { hint, errors, errorId }: FieldFrame) {
  const invalid = Boolean(errors?.length && errorId);
  const ids = [hint ? `${id}-hint` : null, invalid ? errorId : null].filter(Boolean).join(" ");
  return { "aria-invalid": invalid || undefined, "aria-describedby": ids || undefined };
}

function Frame({ id, frame, children }: { id: string; frame: FieldFrame; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {frame.label}
      </label>
      {children}
      {frame.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {frame.hint}
        </p>
      ) : null}
      {frame.errorId ? <FieldErrors id={frame.errorId} errors={frame.errors} /> : null}
    </div>
  );
}

/** A labelled input with its hint and errors announced and tied to it (aria-describedby). */
export function Field({ inputProps, ...frame }: FieldFrame & { inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string } }) {
  return (
    <Frame id={inputProps.id} frame={frame}>
      <input {...inputProps} className={withClass(styles.input, inputProps.className)} {...describedBy(inputProps.id, frame)} />
    </Frame>
  );
}

export function TextareaField({
  textareaProps,
  ...frame
}: FieldFrame & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string } }) {
  return (
    <Frame id={textareaProps.id} frame={frame}>
      <textarea
        {...textareaProps}
        className={withClass(`${styles.input} ${styles.textarea}`, textareaProps.className)}
        {...describedBy(textareaProps.id, frame)}
      />
    </Frame>
  );
}

export function SelectField({
  selectProps,
  children,
  ...frame
}: FieldFrame & { selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string }; children: ReactNode }) {
  return (
    <Frame id={selectProps.id} frame={frame}>
      <select {...selectProps} className={withClass(styles.input, selectProps.className)} {...describedBy(selectProps.id, frame)}>
        {children}
      </select>
    </Frame>
  );
}

/**
 * A Field for one of a conform form's fields: id, name, value and errors come from its metadata.
 * The browser's own required check stays off, so the server's messages are the ones shown.
 */
export function FormField<Schema, Form extends Record<string, unknown>>({
  meta,
  label,
  hint,
  type = "text",
  autoComplete,
}: {
  meta: FieldMetadata<Schema, Form, string[]>;
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "email" | "password" | "tel" | "url";
  autoComplete: string;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      inputProps={{ ...getInputProps(meta, { type }), autoComplete, required: false }}
      errors={meta.errors}
      errorId={meta.errorId}
    />
  );
}

/**
 * A Field of a form answered with a FormResult: its errors are the answer's for its name, written
 * under it at `${id}-error`.
 */
export function ResultField({
  answer,
  label,
  hint,
  ...inputProps
}: { answer: FormResult | null | undefined; label: ReactNode; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement> & {
    id: string;
    name: string;
  }) {
  return <Field label={label} hint={hint} errors={errorsOf(answer, inputProps.name)} errorId={`${inputProps.id}-error`} inputProps={inputProps} />;
}

/** A checkbox with its label beside it, and its errors under both. */
export function CheckboxField({
  label,
  inputProps,
  errors,
  errorId,
}: {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  errors?: string[];
  errorId?: string;
}) {
  return (
    <div>
      <label className={styles.checkboxRow}>
        <input {...inputProps} type="checkbox" className={styles.checkbox} aria-describedby={errors?.length ? errorId : undefined} />
        <span>{label}</span>
      </label>
      {errorId ? <FieldErrors id={errorId} errors={errors} /> : null}
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {errors.join(". ")}
    </p>
  );
}

/** The errors of the whole form, above its fields. */
export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <Notice tone="error" id={id}>
      {errors.join(". ")}
    </Notice>
  );
}

/**
 * A key that changes with every action result. Secret inputs keyed by it are remounted empty, so a
 * refused password never lingers in the form (the server already leaves it out of the reply).
 */
export function useResultKey(result: unknown) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (result) setCount((n) => n + 1);
  }, [result]);
  return `result-${count}`;
}
