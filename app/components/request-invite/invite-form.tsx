import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/button";
import { CheckboxField, Field, FormAlert, SelectField, TextareaField } from "~/components/ui/field";

import { checkInviteForm, EVENT_INTERESTS, HONEYPOT_FIELD, INVITE_ROLES, type InviteFormFields } from "~/schemas/invite-rules";
import * as styles from "./request-invite.css";

type TextField = FieldMetadata<string, InviteFormFields, string[]>;

/** A field's label with a star when it is required, "(optional)" otherwise. */
function labelText(label: string, required?: boolean) {
  return (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.optional}> (optional)</span>
      )}
    </>
  );
}

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
    <Field
      label={labelText(label, options.required)}
      inputProps={{
        ...getInputProps(field, { type: options.type ?? "text" }),
        autoComplete,
        required: false,
        "aria-required": options.required || undefined,
      }}
      errors={field.errors}
      errorId={field.errorId}
    />
  );

  const choice = (field: TextField, label: string, placeholder: string, options: readonly { value: string; label: string }[]) => (
    <SelectField label={labelText(label)} selectProps={{ ...getSelectProps(field), required: false }} errors={field.errors} errorId={field.errorId}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
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
      <TextareaField
        label={labelText("Anything we should know?")}
        textareaProps={{ ...getTextareaProps(fields.message), placeholder: "Your audience, how often you go live, the tools you use today…" }}
        errors={fields.message.errors}
        errorId={fields.message.errorId}
      />
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">Staying in touch</legend>
        <CheckboxField
          label="Text me about my invite (needs a phone number; message and data rates may apply)"
          inputProps={{ ...getInputProps(fields.consentSms, { type: "checkbox" }), required: false }}
        />
        <CheckboxField
          label="Send me the monthly ShowUp newsletter: webinar playbooks and product news"
          inputProps={{ ...getInputProps(fields.newsletter, { type: "checkbox" }), required: false }}
        />
      </fieldset>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <SubmitButton pending={sending} pendingLabel="Sending your request…" size="lg">
        Request my invite
      </SubmitButton>
      <p className={styles.fine}>
        <span aria-hidden="true">*</span> Required. We reply within 24 business hours and never share your details.
      </p>
    </Form>
  );
}
