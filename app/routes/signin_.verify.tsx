import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import * as styles from "~/components/auth-card.css";
import { useActionToast } from "~/components/toaster";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { CheckboxField, ResultField, FormAlert, useResultKey } from "~/components/ui/field";
import { isTwoFactorMethod, twoFactorVerifyForm, type TwoFactorMethod } from "~/schemas/two-factor";
import { requireAnonymous } from "~/services/account/auth.server";
import { toastHeaders } from "~/services/account/toast.server";
import { completeSecondStep, readPendingSignIn, REMEMBER_DEVICE_DAYS, SIGN_IN_EXPIRED } from "~/services/account/two-factor.server";
import { formErrorsOf, resultFor } from "~/utils/form-result";
import { formFailure } from "~/utils/form-result.server";
import { HttpError, readForm } from "~/utils/http.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Two-factor sign-in");

const NO_STORE = { "Cache-Control": "private, no-store" };

export const headers: HeadersFunction = () => NO_STORE;
const isVerifyIntent = (value: unknown): value is "two-factor" => value === "two-factor";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const pending = await readPendingSignIn({ request });
  const requested = new URL(request.url).searchParams.get("method");
  const method: TwoFactorMethod = isTwoFactorMethod(requested) ? requested : "code";
  return json({ pending: Boolean(pending), method, rememberDays: REMEMBER_DEVICE_DAYS }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const form = await readForm(request);
  const parsed = twoFactorVerifyForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      // Only the code fields are on the page; anything else is a form posted from elsewhere.
      if (field === "code" || field === "recoveryCode") (fieldErrors[field] ??= []).push(issue.message);
      else fieldErrors[""] = ["The form could not be read. Reload the page and try again."];
    }
    return formFailure("two-factor", null, { fieldErrors, toast: null, headers: NO_STORE });
  }
  const value = parsed.data;
  const factor = value.method === "code" ? { code: value.code } : { recoveryCode: value.recoveryCode };
  try {
    const { user, redirectTo, setCookies } = await completeSecondStep({ request, factor, rememberDevice: value.rememberDevice === "on" });
    const headers = new Headers(NO_STORE);
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", (await toastHeaders({ title: "Welcome back!", description: `Signed in as ${user.email}` }))["Set-Cookie"]);
    return redirect(redirectTo, { headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const field = value.method === "code" ? "code" : "recoveryCode";
    // A wrong code belongs to its field; an expired sign-in or the guess limit to the whole form.
    if (error.status === 401 && error.message !== SIGN_IN_EXPIRED) {
      return formFailure("two-factor", null, { fieldErrors: { [field]: [error.message] }, status: 401, headers: NO_STORE, toast: null });
    }
    return formFailure("two-factor", error, { headers: { ...NO_STORE, ...error.headers } });
  }
}

const CODE_INPUT = {
  label: "Authentication code",
  id: "code",
  name: "code",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9 ]*",
  maxLength: 7,
  placeholder: "123 456",
} as const;

const RECOVERY_CODE_INPUT = {
  label: "Recovery code",
  id: "recovery-code",
  name: "recoveryCode",
  autoComplete: "off",
  autoCapitalize: "none",
  spellCheck: false,
  maxLength: 64,
  placeholder: "xxxx-xxxx-xxxx-xxxx",
} as const;

export default function VerifySignIn() {
  const { pending, method, rememberDays } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = resultFor(actionData, isVerifyIntent);
  const navigation = useNavigation();
  const fieldKey = useResultKey(actionData);
  useActionToast(reply?.toast);
  const submitting = navigation.state !== "idle" && Boolean(navigation.formAction?.startsWith("/signin/verify"));

  if (!pending) {
    return (
      <AuthCard title="Sign-in expired" subtitle="For your safety the second step must follow the password within 5 minutes.">
        <ButtonLink to="/signin" block>
          Sign in again
        </ButtonLink>
      </AuthCard>
    );
  }

  const byCode = method === "code";
  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle={
        byCode ? "Enter the 6-digit code from your authenticator app." : "Enter one of the recovery codes you saved when you turned on two-factor."
      }
      footer={
        byCode ? (
          <Link to="/signin/verify?method=recovery">Use a recovery code instead</Link>
        ) : (
          <Link to="/signin/verify">Use your authenticator app instead</Link>
        )
      }
      legal={
        <>
          Not you? <Link to="/signin">Back to sign in</Link>
        </>
      }
    >
      <Form method="post" action={`/signin/verify?method=${method}`} className={styles.form} noValidate>
        <FormAlert id="verify-error" errors={formErrorsOf(reply)} />
        <input type="hidden" name="method" value={method} />
        <ResultField key={fieldKey} answer={reply} autoFocus {...(byCode ? CODE_INPUT : RECOVERY_CODE_INPUT)} />
        <CheckboxField label={`Remember this device for ${rememberDays} days`} inputProps={{ name: "rememberDevice", value: "on" }} />
        <SubmitButton pending={submitting} pendingLabel="Verifying...">
          Verify
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
