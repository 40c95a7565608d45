import { getFormProps, getInputProps } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard, GoogleErrorAlert, NewPasswordFields } from "~/components/auth-card";
import * as styles from "~/components/auth-card.css";
import { useActionToast } from "~/components/toaster";
import { useCheckedForm } from "~/components/use-checked-form";
import { SubmitButton } from "~/components/ui/button";
import { CheckboxField, FormAlert, FormField, useResultKey } from "~/components/ui/field";
import { DuplicateEmailError, type PublicUser } from "~/models/user.server";
import { checkSignUpForm } from "~/schemas/auth-rules";
import { AFTER_SIGN_UP, requireAnonymous, signUpWithPassword, startUserSession } from "~/services/account/auth.server";
import { isGoogleConfigured } from "~/utils/config.server";
import { awaitingFirstAccount } from "~/services/account/server-admin.server";
import { formResult } from "~/utils/form-result.server";
import { HttpError, readForm } from "~/utils/http.server";
import { toastHeaders } from "~/services/account/toast.server";
import { parseSignUpForm } from "~/services/account/auth-forms.server";
import { TEAM_EVENTS_ID } from "~/components/events/team-events";
import {
  invitationByToken,
  invitationIsFor,
  isInvitee,
  joinTeam,
  ROLE_LABELS,
  SIGN_UP_AS_INVITEE,
  teamJoinPath,
} from "~/services/account/team.server";
import { headersWithRetryAfter } from "~/routes/shared.account/retry-after";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Create your account", "Create a free ShowUp account and start hosting live webinars that register, remind and sell.");

const SECRET_FIELDS = ["password", "confirmPassword"];

export const headers = headersWithRetryAfter;

// Opened from a team invitation (?invitation=<the link's token>), the form is for the invited
// address, prefilled, and the new account joins the team at once: no second trip to the e-mail.

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const token = new URL(request.url).searchParams.get("invitation");
  const found = token ? await invitationByToken(token) : null;
  return json({
    firstAccount: await awaitingFirstAccount(),
    googleConfigured: isGoogleConfigured(),
    invitation:
      token && found?.ok
        ? {
            token,
            email: found.invitation.email,
            hostName: found.invitation.hostName,
            role: ROLE_LABELS[found.invitation.role],
            signInPath: `/signin?redirectTo=${encodeURIComponent(teamJoinPath(token))}`,
          }
        : null,
    invitationError: found && !found.ok ? found.error : null,
  });
}

/** After the account is made: into the team it was invited to, or to the invitation's page to hear why not. */
async function afterSignUp(user: PublicUser, invitationToken: string | null) {
  if (!invitationToken) return { to: AFTER_SIGN_UP, toast: { title: "Account Created!", description: `Welcome, ${user.firstName}.` } };
  try {
    const invitation = await joinTeam({ user, token: invitationToken });
    return {
      to: `/events#${TEAM_EVENTS_ID}`,
      toast: { title: "Account Created!", description: `Welcome, ${user.firstName}. You joined ${invitation.hostName}'s team.` },
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { to: teamJoinPath(invitationToken), toast: { title: "Account Created!", description: `Welcome, ${user.firstName}.` } };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const form = await readForm(request);
  const submission = parseSignUpForm(form);
  if (submission.status !== "success") {
    return formResult("sign-up", submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
  }
  const { firstName, lastName, email, password } = submission.value;
  const invitationToken = typeof form.get("invitation") === "string" ? String(form.get("invitation")) || null : null;
  const invited = invitationToken ? await invitationByToken(invitationToken) : null;
  if (invited?.ok && !isInvitee({ email }, invited.invitation)) {
    return formResult(
      "sign-up",
      submission.reply({ fieldErrors: { email: [invitationIsFor(invited.invitation.email, SIGN_UP_AS_INVITEE)] }, hideFields: SECRET_FIELDS }),
      {
        status: 400,
      },
    );
  }
  try {
    const user = await signUpWithPassword({ firstName, lastName, email, password, ip: context.clientIp });
    const { to, toast } = await afterSignUp(user, invited?.ok ? invitationToken : null);
    const headers = new Headers();
    headers.append("Set-Cookie", await startUserSession(request, user.id));
    headers.append("Set-Cookie", (await toastHeaders(toast))["Set-Cookie"]);
    return redirect(to, { headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A taken e-mail belongs to the e-mail field; too many sign-ups or a busy server to the whole form.
    const errors = error instanceof DuplicateEmailError ? { fieldErrors: { email: [error.message] } } : { formErrors: [error.message] };
    return formResult("sign-up", submission.reply({ ...errors, hideFields: SECRET_FIELDS }), {
      status: error.status,
      headers: error.headers,
      toast: { title: "Signup Failed", description: error.message, variant: "destructive" },
    });
  }
}

export default function SignUp() {
  const { firstAccount, googleConfigured, invitation, invitationError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useCheckedForm({
    id: "signup",
    lastResult: actionData?.result,
    check: checkSignUpForm,
    defaultValue: invitation ? { email: invitation.email } : undefined,
  });
  useActionToast(actionData?.toast);
  const secretKey = useResultKey(actionData);
  const submitting = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === "/signup";

  return (
    <AuthCard
      title={firstAccount ? "Set up your server" : "Create your account"}
      subtitle={
        invitation
          ? `${invitation.hostName} invites you as a ${invitation.role.toLowerCase()}: create your account and you join their team.`
          : firstAccount
            ? "This is the server's first account: it becomes the admin, who hosts events and sees the server's status and settings."
            : "Start hosting live events that sell."
      }
      google={{ href: "/api/auth/google/signup", label: "Sign up with Google", configured: googleConfigured }}
      footer={
        <>
          Already have an account? <Link to={invitation?.signInPath ?? "/signin"}>Sign in</Link>
        </>
      }
    >
      <GoogleErrorAlert failed="Google Signup Failed" />
      {invitationError ? <FormAlert id="invitation-error" errors={[invitationError]} /> : null}
      <Form method="post" className={styles.form} {...getFormProps(form)} noValidate>
        {invitation ? <input type="hidden" name="invitation" value={invitation.token} /> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className={styles.row}>
          <FormField meta={fields.firstName} label="First name" autoComplete="given-name" />
          <FormField meta={fields.lastName} label="Last name" autoComplete="family-name" />
        </div>
        <FormField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} resultKey={secretKey} label="Password" />
        <CheckboxField
          label={
            <>
              I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
            </>
          }
          inputProps={{ ...getInputProps(fields.agreeToTerms, { type: "checkbox" }), required: false }}
          errors={fields.agreeToTerms.errors}
          errorId={fields.agreeToTerms.errorId}
        />
        <SubmitButton pending={submitting} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
