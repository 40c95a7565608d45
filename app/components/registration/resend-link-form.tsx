import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as buttonStyles from "~/components/ui/button.css";
import { Field, FormAlert } from "~/components/ui/field";
import { RESEND_LINK_INTENT } from "~/contracts/personal-link";
import { submissionFields } from "./submission";
import * as styles from "./registration.css";

/** "Lost your link?": one e-mail, posted beside the registration form to the same page and checked there. */
export function ResendLinkForm({ lastResult, sentTo }: { lastResult: SubmissionResult<string[]> | undefined; sentTo: string | null }) {
  const navigation = useNavigation();
  const { errors, value, formErrors } = submissionFields(lastResult);
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
      <Form method="post" className={styles.resendForm} id="resend-link" noValidate>
        <input type="hidden" name="intent" value={RESEND_LINK_INTENT} />
        <FormAlert id="resend-link-error" errors={formErrors} />
        <div className={styles.resendRow}>
          <Field
            label="E-mail you registered with"
            inputProps={{
              id: "resend-link-email",
              name: "email",
              type: "email",
              defaultValue: value("email"),
              autoComplete: "email",
              maxLength: 254,
            }}
            errors={errors("email")}
            errorId="resend-link-email-error"
          />
          <button type="submit" className={`${buttonStyles.button.secondary} ${styles.resendButton}`} disabled={sending}>
            {sending ? "Sending..." : "Send my link"}
          </button>
        </div>
      </Form>
    </section>
  );
}
