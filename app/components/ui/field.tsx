import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from "react";
import * as styles from "./field.css";

interface FieldProps {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: string[];
  errorId: string;
}

/** A labelled input with its errors announced and tied to it (aria-describedby). */
export function Field({ label, inputProps, errors, errorId }: FieldProps) {
  const invalid = Boolean(errors?.length);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputProps.id}>
        {label}
      </label>
      <input className={styles.input} {...inputProps} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} />
      <FieldErrors id={errorId} errors={errors} />
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

export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className={styles.formAlert} role="alert">
      {errors.join(". ")}
    </div>
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
