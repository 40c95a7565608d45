import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { DURATION_CHOICES } from "~/schemas/event";
import { CUSTOM_DURATION, type EventFormValues } from "../../schemas/event-form";
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

/** A textarea across the form's two columns (the description, the host bio). */
export function WideTextarea({ field, label, rows, placeholder }: { field: Field; label: string; rows: number; placeholder: string }) {
  return (
    <div className={styles.wide}>
      <Labelled field={field} label={label}>
        <textarea {...withoutKey(getTextareaProps(field))} className={styles.textarea} rows={rows} placeholder={placeholder} />
      </Labelled>
    </div>
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

let zoneOptions: string | null = null;

/** Every zone this runtime knows, as <option>s naming the zone and its current offset ("Europe/Berlin", "Berlin · UTC+01:00"). */
function zoneOptionsHtml() {
  if (zoneOptions !== null) return zoneOptions;
  const now = new Date();
  const offset = (zone: string) => {
    try {
      return new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
        .formatToParts(now)
        .find((part) => part.type === "timeZoneName")?.value;
    } catch {
      return undefined;
    }
  };
  const place = (zone: string) => (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
  zoneOptions = Intl.supportedValuesOf("timeZone")
    .map((zone) => `<option value="${zone}">${place(zone)} · ${offset(zone)?.replace("GMT", "UTC") || "UTC"}</option>`)
    .join("");
  return zoneOptions;
}

/**
 * Any of the world's time zones, found by typing a city or region (a native list, without
 * JavaScript too). For a new event the browser's own zone is filled in once the page runs; the
 * dialog's codes (ET, PT, UTC...) are still taken.
 */
export function TimeZoneField({ field, label, preselectBrowserZone }: { field: Field; label: string; preselectBrowserZone: boolean }) {
  const listId = `${field.id}-zones`;
  const fill = (input: HTMLInputElement | null) => {
    if (!input || !preselectBrowserZone || input.dataset.touched || input.value !== input.defaultValue) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browserZone) input.value = browserZone;
    input.dataset.touched = "filled";
  };
  return (
    <Labelled field={field} label={label} hint="Type a city or region, such as Berlin, Chicago or Tokyo.">
      <input
        {...withoutKey(getInputProps(field, { type: "text" }))}
        ref={fill}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        className={styles.control}
      />
      {/* Written as HTML: the browser's list of zones may differ from the server's by a few, and the list is not React's to reconcile. */}
      <datalist id={listId} dangerouslySetInnerHTML={{ __html: zoneOptionsHtml() }} suppressHydrationWarning />
    </Labelled>
  );
}
