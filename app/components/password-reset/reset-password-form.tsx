import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { AccountFormPage } from "~/components/email-link-page/email-link-page";
import * as styles from "~/components/request-invite/request-invite.css";
import { SubmitButton } from "~/components/ui/button";
import { FormAlert, useResultKey } from "~/components/ui/field";
import { NewPasswordFields } from "~/components/auth-card";
import { useCheckedForm } from "~/components/use-checked-form";
import { checkNewPasswordForm, PASSWORD_MIN } from "~/schemas/auth-rules";

/** The new password, twice; posts to the link's own address, so it works without JavaScript. */
export function ResetPasswordForm({ email, lastResult }: { email: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useCheckedForm({ id: "reset-password", lastResult, check: checkNewPasswordForm });
  // A refused password never lingers in the form: the server leaves it out and the inputs remount.
  const secretKey = useResultKey(lastResult);
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <AccountFormPage
      rememberedIt
      titleId="reset-title"
      title="Choose a new password"
      intro={
        <>
          For <strong>{email}</strong>. At least {PASSWORD_MIN} characters. Every device signed in to your account will be signed out.
        </>
      }
    >
      <Form method="post" className={styles.form} {...getFormProps(form)} noValidate aria-busy={saving || undefined}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} resultKey={secretKey} label="New password" />
        <SubmitButton pending={saving} pendingLabel="Saving…" size="lg">
          Set new password
        </SubmitButton>
      </Form>
    </AccountFormPage>
  );
}
