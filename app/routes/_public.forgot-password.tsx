import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { MailIcon } from "~/components/request-invite/icons";
import { checkForgotPasswordForm } from "~/schemas/invite-rules";
import * as styles from "~/components/request-invite/request-invite.css";
import { AccountFormPage, EmailLinkPage, LinkPageActions, LinkPageText } from "~/components/email-link-page/email-link-page";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { FormAlert, FormField } from "~/components/ui/field";
import { useCheckedForm } from "~/components/use-checked-form";
import { getConfig } from "~/utils/config.server";
import { requestPasswordReset } from "~/services/account/public-forms.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Forgot Password", "Get a link by e-mail to choose a new password for your ShowUp account.");

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
  const [form, fields] = useCheckedForm({ id: "forgot-password", lastResult: actionData?.result, check: checkForgotPasswordForm });
  const heading = useRef<HTMLHeadingElement>(null);
  const sentTo = actionData?.sentTo;
  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";

  if (sentTo) {
    return (
      <EmailLinkPage titleId="reset-sent-title" title="Check your inbox" mark={{ icon: <MailIcon />, tone: "success" }} headingRef={heading}>
        <LinkPageText>
          If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way there. It works once and expires in one
          hour.
        </LinkPageText>
        <LinkPageText>
          Nothing after a few minutes? Check your spam folder, or write to{" "}
          <a href={`mailto:${contactEmail}?subject=Password%20reset`}>{contactEmail}</a>. Signed up with Google? Use Continue with Google on the
          sign-in page; there is no password to reset.
        </LinkPageText>
        <LinkPageActions>
          <ButtonLink to="/signin">Back to sign in</ButtonLink>
          <ButtonLink to="/forgot-password" variant="ghost">
            Use another e-mail
          </ButtonLink>
        </LinkPageActions>
      </EmailLinkPage>
    );
  }

  return (
    <AccountFormPage
      rememberedIt
      titleId="forgot-title"
      title="Forgot your password?"
      intro="Enter the e-mail you signed up with and we will send you a link to choose a new one."
    >
      <Form method="post" className={styles.form} {...getFormProps(form)} noValidate aria-busy={sending || undefined}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <FormField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton pending={sending} pendingLabel="Sending…" size="lg">
          Send reset link
        </SubmitButton>
      </Form>
    </AccountFormPage>
  );
}
