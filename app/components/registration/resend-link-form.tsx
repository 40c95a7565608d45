import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import * as buttonStyles from "~/components/ui/button.css";
import { Field, FormAlert } from "~/components/ui/field";
import { RESEND_LINK_INTENT, resendLinkSchema } from "~/schemas/personal-link";
import * as styles from "./registration.css";

/** "Lost your link?": one e-mail, posted beside the registration form to the same page. */
export function ResendLinkForm({ lastResult, sentTo }: { lastResult: SubmissionResult<string[]> | undefined; sentTo: string | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "resend-link",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resendLinkSchema }),
  });
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === RESEND_LINK_INTENT;

  return (
    <section className={styles.resendCard} aria-labelledby="resend-title">
      <h2 id="resend-title" className={styles.resendTitle}>
        Lost your link?
      </h2>
      <p className={styles.hint}>Already registered? Get your personal link again.</p>
      {sentTo ? (
        <p className={styles.sentNotice} role="status">
          If <strong>{sentTo}</strong> is registered for this event, we've sent its personal link there.
        </p>
      ) : null}
      <Form method="post" className={styles.resendForm} {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value={RESEND_LINK_INTENT} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className={styles.resendRow}>
          <Field
            label="E-mail you registered with"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", required: false }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <button type="submit" className={`${buttonStyles.button.secondary} ${styles.resendButton}`} disabled={sending}>
            {sending ? "Sending..." : "Send my link"}
          </button>
        </div>
      </Form>
    </section>
  );
}
