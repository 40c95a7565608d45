import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { MailIcon } from "~/components/request-invite/icons";
import { checkForgotPasswordForm } from "~/schemas/invite-rules";
import * as styles from "~/components/request-invite/request-invite.css";
import * as buttonStyles from "~/components/ui/button.css";
import { SubmitButton } from "~/components/request-invite/submit-button";
import { Field, FormAlert } from "~/components/ui/field";
import { getConfig } from "~/utils/config.server";
import { requestPasswordReset } from "~/services/account/public-forms.server";

export const meta: MetaFunction = () => [
  { title: "Forgot Password — ShowUp" },
  { name: "description", content: "Get a link by e-mail to choose a new password for your ShowUp account." },
];

/** A refused request says when to try again (a route without this passes on only cookies). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export function loader() {
  return json({ contactEmail: getConfig().CONTACT_EMAIL });
}

export const action = ({ request, context }: ActionFunctionArgs) => requestPasswordReset({ request, clientIp: context.clientIp });

export default function ForgotPasswordPage() {
  const { contactEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkForgotPasswordForm(formData),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const sentTo = actionData?.sentTo;
  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";

  if (sentTo) {
    return (
      <div className={styles.page}>
        <div className={styles.narrow}>
          <section className={styles.success} aria-labelledby="reset-sent-title">
            <span className={styles.successMark} aria-hidden="true">
              <MailIcon />
            </span>
            <h1 id="reset-sent-title" className={styles.successTitle} ref={heading} tabIndex={-1}>
              Check your inbox
            </h1>
            <p className={styles.successText}>
              If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way there. It works once and expires in
              one hour.
            </p>
            <p className={styles.successText}>
              Nothing after a few minutes? Check your spam folder, or write to{" "}
              <a href={`mailto:${contactEmail}?subject=Password%20reset`}>{contactEmail}</a>. Signed up with Google? Use Continue with Google on the
              sign-in page; there is no password to reset.
            </p>
            <div className={styles.actions}>
              <Link to="/signin" className={buttonStyles.button.primary}>
                Back to sign in
              </Link>
              <Link to="/forgot-password" className={buttonStyles.button.ghost}>
                Use another e-mail
              </Link>
            </div>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <section className={styles.card} aria-labelledby="forgot-title">
          <h1 id="forgot-title" className={styles.cardTitle}>
            Forgot your password?
          </h1>
          <p className={styles.cardIntro}>Enter the e-mail you signed up with and we will send you a link to choose a new one.</p>
          <Form method="post" className={styles.form} {...getFormProps(form)} noValidate aria-busy={sending || undefined}>
            <FormAlert id={form.errorId} errors={form.errors} />
            <Field
              label="Email"
              inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", required: false }}
              errors={fields.email.errors}
              errorId={fields.email.errorId}
            />
            <SubmitButton pending={sending} pendingLabel="Sending…">
              Send reset link
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
