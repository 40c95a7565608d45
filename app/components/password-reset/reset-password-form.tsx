import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import * as styles from "~/components/request-invite/request-invite.css";
import { SubmitButton } from "~/components/request-invite/submit-button";
import { Field, FormAlert, useResultKey } from "~/components/ui/field";
import { checkNewPasswordForm, PASSWORD_MIN } from "~/schemas/auth-rules";

/** The new password, twice; posts to the link's own address, so it works without JavaScript. */
export function ResetPasswordForm({ email, lastResult }: { email: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkNewPasswordForm(formData),
  });
  // A refused password never lingers in the form: the server leaves it out and the inputs remount.
  const secretKey = useResultKey(lastResult);
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <section className={styles.card} aria-labelledby="reset-title">
          <h1 id="reset-title" className={styles.cardTitle}>
            Choose a new password
          </h1>
          <p className={styles.cardIntro}>
            For <strong>{email}</strong>. At least {PASSWORD_MIN} characters. Every device signed in to your account will be signed out.
          </p>
          <Form method="post" className={styles.form} {...getFormProps(form)} noValidate aria-busy={saving || undefined}>
            <FormAlert id={form.errorId} errors={form.errors} />
            <Field
              key={`password-${secretKey}`}
              label="New password"
              inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", required: false }}
              errors={fields.password.errors}
              errorId={fields.password.errorId}
            />
            <Field
              key={`confirm-${secretKey}`}
              label="Confirm new password"
              inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password", required: false }}
              errors={fields.confirmPassword.errors}
              errorId={fields.confirmPassword.errorId}
            />
            <SubmitButton pending={saving} pendingLabel="Saving…">
              Set new password
            </SubmitButton>
          </Form>
          <p className={styles.fine}>
            Remembered it? <Link to="/signin">Back to sign in</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
