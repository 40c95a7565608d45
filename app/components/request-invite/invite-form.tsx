import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/request-invite/submit-button";
import { FieldErrors, FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";

import { checkInviteForm, EVENT_INTERESTS, HONEYPOT_FIELD, INVITE_ROLES, type InviteFormFields } from "~/schemas/invite-rules";
import * as styles from "./request-invite.css";

type TextField = FieldMetadata<string, InviteFormFields, string[]>;

function Label({ field, children, required }: { field: TextField; children: ReactNode; required?: boolean }) {
  return (
    <label className={fieldStyles.label} htmlFor={field.id}>
      {children}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.optional}> (optional)</span>
      )}
    </label>
  );
}

const invalidProps = (field: TextField) => (field.errors?.length ? { "aria-invalid": true as const, "aria-describedby": field.errorId } : {});

/**
 * The early-access form: a Remix form posting to its route, so it works without JavaScript;
 * with it, conform checks each field as it is left, with the server's texts.
 */
export function InviteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useForm<InviteFormFields>({
    id: "request-invite",
    lastResult,
    defaultValue: { newsletter: "on" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkInviteForm(formData),
  });
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";

  const text = (field: TextField, label: string, autoComplete: string, options: { type?: "text" | "email" | "tel"; required?: boolean } = {}) => (
    <div className={fieldStyles.field}>
      <Label field={field} required={options.required}>
        {label}
      </Label>
      <input
        className={fieldStyles.input}
        {...getInputProps(field, { type: options.type ?? "text" })}
        autoComplete={autoComplete}
        required={false}
        aria-required={options.required || undefined}
        {...invalidProps(field)}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );

  const choice = (field: TextField, label: string, placeholder: string, options: readonly { value: string; label: string }[]) => (
    <div className={fieldStyles.field}>
      <Label field={field}>{label}</Label>
      <select className={fieldStyles.input} {...getSelectProps(field)} required={false} {...invalidProps(field)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );

  return (
    <Form method="post" className={styles.form} {...getFormProps(form)} noValidate aria-busy={sending || undefined}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className={styles.row}>
        {text(fields.firstName, "First name", "given-name", { required: true })}
        {text(fields.lastName, "Last name", "family-name")}
      </div>
      {text(fields.email, "Work email", "email", { type: "email", required: true })}
      <div className={styles.row}>
        {text(fields.company, "Company", "organization")}
        {choice(fields.role, "Your role", "Choose one", INVITE_ROLES)}
      </div>
      <div className={styles.row}>
        {text(fields.phone, "Phone", "tel", { type: "tel" })}
        {choice(fields.eventInterest, "What will you run?", "Choose one", EVENT_INTERESTS)}
      </div>
      <div className={fieldStyles.field}>
        <Label field={fields.message}>Anything we should know?</Label>
        <textarea
          className={`${fieldStyles.input} ${styles.textarea}`}
          {...getTextareaProps(fields.message)}
          placeholder="Your audience, how often you go live, the tools you use today…"
          {...invalidProps(fields.message)}
        />
        <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">Staying in touch</legend>
        <label className={fieldStyles.checkboxRow}>
          <input {...getInputProps(fields.consentSms, { type: "checkbox" })} className={fieldStyles.checkbox} required={false} />
          <span>Text me about my invite (needs a phone number; message and data rates may apply)</span>
        </label>
        <label className={fieldStyles.checkboxRow}>
          <input {...getInputProps(fields.newsletter, { type: "checkbox" })} className={fieldStyles.checkbox} required={false} />
          <span>Send me the monthly ShowUp newsletter: webinar playbooks and product news</span>
        </label>
      </fieldset>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <SubmitButton pending={sending} pendingLabel="Sending your request…">
        Request my invite
      </SubmitButton>
      <p className={styles.fine}>
        <span aria-hidden="true">*</span> Required. We reply within 24 business hours and never share your details.
      </p>
    </Form>
  );
}
