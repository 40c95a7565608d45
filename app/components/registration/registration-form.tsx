import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import * as buttonStyles from "~/components/ui/button.css";
import { FieldErrors, FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { REGISTRATION_REQUIRED, registrationInputSchema } from "~/schemas/registration";
import { REGISTRATION_TIME_ZONES } from "~/utils/time-zones";
import * as styles from "./registration.css";

/** The fields as the form posts them (the schema's input). */
export interface RegistrationFormFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string;
  phone: string;
  questions: string;
  timezone: string;
  smsConsent: string;
  token: string;
}

const Required = () => (
  <span className={styles.required} aria-hidden="true">
    *
  </span>
);

/**
 * The public registration form: posts to its own route, so it works without JavaScript; with it,
 * conform checks fields as they are left, with the server's texts.
 */
export function RegistrationForm({
  lastResult,
  defaults,
  timesByZone,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: { email: string; token: string };
  /** The event's start in each selectable zone, keyed by IANA zone. */
  timesByZone: Record<string, string>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<RegistrationFormFields>({
    id: "event-registration",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The schema renames `token` on output; the form works with the posted names.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registrationInputSchema }) as unknown as Submission<RegistrationFormFields>,
  });
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const zone = typeof fields.timezone.value === "string" ? fields.timezone.value : "";
  const yourTime = zone ? timesByZone[zone] : undefined;
  // The spec's one message for the three required fields is shown once, under the first of them;
  // the others are still marked invalid and point at it.
  const sharedOwner = [fields.firstName, fields.lastName, fields.email].find((field) => field.errors?.includes(REGISTRATION_REQUIRED));
  const text = (
    field: typeof fields.firstName,
    label: string,
    autoComplete: string,
    options: { type?: "text" | "email" | "tel"; required?: boolean } = {},
  ) => {
    const shared = Boolean(sharedOwner && sharedOwner.name !== field.name && field.errors?.length === 1 && field.errors[0] === REGISTRATION_REQUIRED);
    const invalid = Boolean(field.errors?.length);
    const describedBy = shared && sharedOwner ? sharedOwner.errorId : invalid ? field.errorId : undefined;
    return (
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={field.id}>
          {label}
          {options.required ? <Required /> : null}
        </label>
        <input
          className={fieldStyles.input}
          {...getInputProps(field, { type: options.type ?? "text" })}
          autoComplete={autoComplete}
          required={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {shared ? null : <FieldErrors id={field.errorId} errors={field.errors} />}
      </div>
    );
  };

  return (
    <Form method="post" className={styles.form} {...getFormProps(form)} noValidate>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.token, { type: "hidden" })} />
      <div className={styles.row}>
        {text(fields.firstName, "First name", "given-name", { required: true })}
        {text(fields.lastName, "Last name", "family-name", { required: true })}
      </div>
      {text(fields.email, "Email address", "email", { type: "email", required: true })}
      <div className={styles.row}>
        {text(fields.company, "Company", "organization")}
        {text(fields.jobTitle, "Job title", "organization-title")}
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={fields.timezone.id}>
          Your timezone
          <Required />
        </label>
        <select
          {...getSelectProps(fields.timezone)}
          required={false}
          className={fieldStyles.input}
          aria-invalid={fields.timezone.errors ? true : undefined}
          aria-describedby={fields.timezone.errors ? fields.timezone.errorId : yourTime ? `${fields.timezone.id}-time` : undefined}
        >
          <option value="">Select your timezone</option>
          {REGISTRATION_TIME_ZONES.map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.timezone.errorId} errors={fields.timezone.errors} />
        {yourTime ? (
          <p id={`${fields.timezone.id}-time`} className={styles.localTime}>
            Starts at <strong>{yourTime}</strong> your time.
          </p>
        ) : null}
      </div>
      <div className={fieldStyles.field}>
        {text(fields.phone, "Phone (optional)", "tel", { type: "tel" })}
        <label className={fieldStyles.checkboxRow}>
          <input {...getInputProps(fields.smsConsent, { type: "checkbox" })} className={fieldStyles.checkbox} required={false} />
          <span>Text me reminders about this event (needs a phone number; message and data rates may apply)</span>
        </label>
        <FieldErrors id={fields.smsConsent.errorId} errors={fields.smsConsent.errors} />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={fields.questions.id}>
          Questions for the host (optional)
        </label>
        <textarea
          {...getTextareaProps(fields.questions)}
          className={`${fieldStyles.input} ${styles.textarea}`}
          aria-invalid={fields.questions.errors ? true : undefined}
          aria-describedby={fields.questions.errors ? fields.questions.errorId : undefined}
        />
        <FieldErrors id={fields.questions.errorId} errors={fields.questions.errors} />
      </div>
      <button type="submit" className={`${buttonStyles.button.primary} ${buttonStyles.block}`} disabled={submitting}>
        {submitting ? "Registering..." : "Register Now"}
      </button>
      <p className={styles.hint}>
        We'll e-mail your personal link to join. <span aria-hidden="true">*</span> Required.
      </p>
    </Form>
  );
}
