import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useCheckedForm } from "~/components/use-checked-form";
import { SubmitButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormAlert, SelectField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import * as styles from "./audience.css";
import { inviteFormSchema } from "./invite-schema";
import { EventOptions } from "./event-options";

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
  const [form, fields] = useCheckedForm({
    id: "invite-viewer",
    lastResult,
    check: (formData) => parseWithZod(formData, { schema: inviteFormSchema }),
  });
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <Card titleId="invite-title" title="Invite a viewer" description="We'll e-mail them a link to register, with their address filled in.">
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
          <SelectField
            label="Event"
            selectProps={{ ...getSelectProps(fields.eventId), required: false, disabled: events.length === 0 }}
            errors={fields.eventId.errors}
            errorId={fields.eventId.errorId}
          >
            <EventOptions events={events} />
          </SelectField>
          <div className={styles.submitCell}>
            <SubmitButton pending={sending} pendingLabel="Sending...">
              Send Invitation
            </SubmitButton>
          </div>
        </div>
        <div className={styles.feedback}>
          <FormAlert id={form.errorId} errors={form.errors} />
          {sentTo && !form.errors?.length ? (
            <Notice tone="success">Invitation Sent! {sentTo} will find the registration link in their e-mail.</Notice>
          ) : null}
        </div>
      </Form>
    </Card>
  );
}
