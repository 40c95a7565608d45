import { getFormProps } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthCard, GoogleErrorAlert } from "~/components/auth-card";
import * as styles from "~/components/auth-card.css";
import { useActionToast } from "~/components/toaster";
import { useCheckedForm } from "~/components/use-checked-form";
import { SubmitButton } from "~/components/ui/button";
import { FormAlert, FormField, useResultKey } from "~/components/ui/field";
import { checkSignInForm, MISSING_INFORMATION } from "~/schemas/auth-rules";
import { AFTER_SIGN_IN, requireAnonymous, signInWithPassword, startUserSession } from "~/services/account/auth.server";
import { isGoogleConfigured } from "~/utils/config.server";
import { formResult } from "~/utils/form-result.server";
import { readForm } from "~/utils/http.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { toastHeaders } from "~/services/account/toast.server";
import { parseSignInForm } from "~/services/account/auth-forms.server";
import { beginSecondStep, TWO_FACTOR_PAGE } from "~/services/account/two-factor.server";
import { headersWithRetryAfter } from "~/routes/shared.account/retry-after";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Sign in", "Sign in to ShowUp to run your live events, registrations and offers.");

export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return json({ googleConfigured: isGoogleConfigured() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseSignInForm(await readForm(request));
  if (submission.status !== "success") {
    const missing = submission.error?.[""]?.includes(MISSING_INFORMATION);
    return formResult("sign-in", submission.reply({ hideFields: ["password"] }), {
      status: 400,
      toast: missing ? { title: MISSING_INFORMATION, description: "Please enter your email and password.", variant: "destructive" } : null,
    });
  }
  const { email, password, redirectTo } = submission.value;
  const outcome = await signInWithPassword({ email, password, ip: context.clientIp, request });
  if (!outcome.ok) {
    return formResult("sign-in", submission.reply({ formErrors: [outcome.error], hideFields: ["password"] }), {
      status: outcome.status,
      headers: outcome.status === 401 ? undefined : { "Retry-After": String(outcome.retryAfterSeconds) },
      toast: { title: "Sign In Failed", description: outcome.error, variant: "destructive" },
    });
  }
  const after = safeRedirectPath(redirectTo, AFTER_SIGN_IN);
  const pending = await beginSecondStep({ request, userId: outcome.user.id, redirectTo: after });
  if (pending) return redirect(TWO_FACTOR_PAGE, { headers: { "Set-Cookie": pending } });
  const headers = new Headers();
  headers.append("Set-Cookie", await startUserSession(request, outcome.user.id));
  headers.append("Set-Cookie", (await toastHeaders({ title: "Welcome back!", description: `Signed in as ${outcome.user.email}` }))["Set-Cookie"]);
  return redirect(after, { headers });
}

export default function SignIn() {
  const { googleConfigured } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useCheckedForm({ id: "signin", lastResult: actionData?.result, check: checkSignInForm, shouldValidate: "onSubmit" });
  useActionToast(actionData?.toast);
  const passwordKey = useResultKey(actionData);
  const submitting = navigation.state !== "idle" && navigation.formAction === "/signin";

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to run your live events."
      google={{ href: "/api/auth/google", label: "Continue with Google", configured: googleConfigured }}
      footer={
        <>
          New here? <Link to="/signup">Create an account</Link>
        </>
      }
      legal={
        <>
          By signing in you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </>
      }
    >
      <GoogleErrorAlert failed="Google Sign-in Failed" />
      <Form method="post" className={styles.form} {...getFormProps(form)} noValidate>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <FormField key={passwordKey} meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <div className={styles.smallLinks}>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <SubmitButton pending={submitting} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
