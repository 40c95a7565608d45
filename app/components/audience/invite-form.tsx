import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import * as buttonStyles from "~/components/ui/button.css";
import { Field, FieldErrors, FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import * as styles from "./audience.css";
import { inviteFormSchema } from "./invite-schema";

/** Invite a viewer to one of the host's events: the e-mail carries a personal registration link. */
export function InviteForm({
  events,
  lastResult,
  sentTo,
}: {
  events: { id: number; title: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
  sentTo: string | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "invite-viewer",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteFormSchema }),
  });
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <section className={styles.panel} aria-labelledby="invite-title">
      <div>
        <h2 id="invite-title" className={styles.panelTitle}>
          Invite a viewer
        </h2>
        <p className={styles.panelText}>We'll e-mail them a link to register, with their address filled in.</p>
      </div>
      <Form method="post" {...getFormProps(form)} noValidate>
        <div className={styles.inviteRow}>
          <Field
            label="Email address"
            inputProps={{
              ...getInputProps(fields.email, { type: "email" }),
              autoComplete: "off",
              placeholder: "viewer@example.com",
              required: false,
            }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={fields.eventId.id}>
              Event
            </label>
            <select
              {...getSelectProps(fields.eventId)}
              required={false}
              className={fieldStyles.input}
              disabled={events.length === 0}
              aria-invalid={fields.eventId.errors ? true : undefined}
              aria-describedby={fields.eventId.errors ? fields.eventId.errorId : undefined}
            >
              <option value="">{events.length ? "Select an event" : "Create an event first"}</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.eventId.errorId} errors={fields.eventId.errors} />
          </div>
          <div className={styles.submitCell}>
            <button type="submit" className={`${buttonStyles.button.primary} ${buttonStyles.block}`} disabled={sending}>
              {sending ? "Sending..." : "Send Invitation"}
            </button>
          </div>
        </div>
        <div className={styles.feedback}>
          <FormAlert id={form.errorId} errors={form.errors} />
          {sentTo && !form.errors?.length ? (
            <p className={styles.success} role="status">
              Invitation Sent! {sentTo} will find the registration link in their e-mail.
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
