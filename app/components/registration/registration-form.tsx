import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as buttonStyles from "~/components/ui/button.css";
import { FieldErrors, FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { RESEND_LINK_INTENT } from "~/contracts/personal-link";
import { REGISTRATION_TIME_ZONES } from "~/utils/time-zones";
import { zoneOptionLabel } from "~/utils/zone-format";
import { timeIn, type ViewerTimes } from "./event-summary";
import { submissionFields } from "./submission";
import * as styles from "./registration.css";

const FORM_ID = "event-registration";

const Required = () => (
  <span className={styles.required} aria-hidden="true">
    *
  </span>
);

/**
 * The public registration form: posts to its own route and is checked there, so it works without
 * JavaScript and ships no validator to the browser; the inputs' own attributes catch the obvious.
 * The zone is the page's (see useViewerZone), shared with the event's summary.
 */
export function RegistrationForm({
  lastResult,
  defaults,
  scheduledAt,
  zone,
  serverTimes,
  live,
  onZoneChange,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: { email: string; token: string };
  /** The event's start, an ISO instant. */
  scheduledAt: string;
  zone: string;
  serverTimes: ViewerTimes;
  /** The event is on now: no start to announce, the registrant joins at once. */
  live: boolean;
  onZoneChange: (zone: string) => void;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formMethod === "POST" && navigation.formData?.get("intent") !== RESEND_LINK_INTENT;
  const { errors, value, formErrors } = submissionFields(lastResult);
  const options = REGISTRATION_TIME_ZONES.some((option) => option.zone === zone)
    ? REGISTRATION_TIME_ZONES
    : [{ label: zone === serverTimes.zone ? serverTimes.label : zoneOptionLabel(zone, scheduledAt), zone }, ...REGISTRATION_TIME_ZONES];
  const yourTime = zone ? timeIn(zone, scheduledAt, serverTimes, "short") : undefined;

  // The spec's one message for the three required fields is shown once, under the first of them;
  // the others are still marked invalid and point at it.
  const required = ["firstName", "lastName", "email"];
  const sharedText = required.map((name) => errors(name)?.join(". ")).find(Boolean);
  const sharedOwner = required.find((name) => errors(name)?.join(". ") === sharedText);
  const id = (name: string) => `${FORM_ID}-${name}`;
  const errorId = (name: string) => `${id(name)}-error`;

  const text = (
    name: string,
    label: string,
    autoComplete: string,
    options: { type?: "text" | "email" | "tel"; required?: boolean; max?: number } = {},
  ) => {
    const fieldErrors = errors(name);
    const shared = Boolean(sharedOwner && sharedOwner !== name && fieldErrors?.join(". ") === sharedText);
    const invalid = Boolean(fieldErrors?.length);
    return (
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id(name)}>
          {label}
          {options.required ? <Required /> : null}
        </label>
        <input
          className={fieldStyles.input}
          id={id(name)}
          name={name}
          type={options.type ?? "text"}
          defaultValue={name === "email" ? (value(name) ?? defaults.email) : value(name)}
          autoComplete={autoComplete}
          required={options.required}
          maxLength={options.max ?? 200}
          aria-invalid={invalid || undefined}
          aria-describedby={shared && sharedOwner ? errorId(sharedOwner) : invalid ? errorId(name) : undefined}
        />
        {shared ? null : <FieldErrors id={errorId(name)} errors={fieldErrors} />}
      </div>
    );
  };

  return (
    <Form method="post" className={styles.form} id={FORM_ID} noValidate aria-describedby={formErrors ? `${FORM_ID}-error` : undefined}>
      <FormAlert id={`${FORM_ID}-error`} errors={formErrors} />
      <input type="hidden" name="token" value={defaults.token} />
      <div className={styles.row}>
        {text("firstName", "First name", "given-name", { required: true, max: 100 })}
        {text("lastName", "Last name", "family-name", { required: true, max: 100 })}
      </div>
      {text("email", "Email address", "email", { type: "email", required: true, max: 254 })}
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id("timezone")}>
          Your timezone
          <Required />
        </label>
        <select
          id={id("timezone")}
          name="timezone"
          value={zone}
          onChange={(event) => onZoneChange(event.target.value)}
          required
          className={fieldStyles.input}
          aria-invalid={errors("timezone") ? true : undefined}
          aria-describedby={errors("timezone") ? errorId("timezone") : yourTime ? `${id("timezone")}-time` : undefined}
        >
          <option value="">Select your timezone</option>
          {options.map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldErrors id={errorId("timezone")} errors={errors("timezone")} />
        {yourTime ? (
          <p id={`${id("timezone")}-time`} className={styles.localTime}>
            {live ? (
              "It's on now: register and join right away."
            ) : (
              <>
                Starts at <strong>{yourTime}</strong> your time.
              </>
            )}
          </p>
        ) : null}
      </div>
      <div className={styles.row}>
        {text("company", "Company", "organization")}
        {text("jobTitle", "Job title", "organization-title")}
      </div>
      <div className={fieldStyles.field}>
        {text("phone", "Phone (optional)", "tel", { type: "tel", max: 32 })}
        <label className={fieldStyles.checkboxRow}>
          <input type="checkbox" name="smsConsent" value="on" defaultChecked={value("smsConsent") === "on"} className={fieldStyles.checkbox} />
          <span>Text me reminders about this event (needs a phone number; message and data rates may apply)</span>
        </label>
        <FieldErrors id={errorId("smsConsent")} errors={errors("smsConsent")} />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id("questions")}>
          Questions for the host (optional)
        </label>
        <textarea
          id={id("questions")}
          name="questions"
          defaultValue={value("questions")}
          maxLength={2000}
          className={`${fieldStyles.input} ${styles.textarea}`}
          aria-invalid={errors("questions") ? true : undefined}
          aria-describedby={errors("questions") ? errorId("questions") : undefined}
        />
        <FieldErrors id={errorId("questions")} errors={errors("questions")} />
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
