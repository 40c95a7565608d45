import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LINK_PAGE_HEADERS, linkPageMeta } from "~/routes/shared.account/link-page";
import { ResetLinkExpired } from "~/components/password-reset/reset-link-expired";
import { ResetPasswordForm } from "~/components/password-reset/reset-password-form";
import { findPasswordResetToken, resetPasswordWithToken } from "~/models/password-reset.server";
import { deleteRememberedDevices } from "~/models/two-factor.server";
import { parseNewPasswordForm } from "~/services/account/auth-forms.server";
import { endUserSession } from "~/services/account/auth.server";
import { readForm } from "~/utils/http.server";
import { hashPassword, ServerBusyError } from "~/services/account/password.server";
import { redirectWithToast } from "~/services/account/toast.server";

const SECRET_FIELDS = ["password", "confirmPassword"];

export const meta: MetaFunction = () => linkPageMeta("Choose a new password");

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { ...LINK_PAGE_HEADERS, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

const expired = () => json({ state: "expired" as const, email: null, result: null }, { status: 410 });

export async function loader({ params }: LoaderFunctionArgs) {
  const account = await findPasswordResetToken({ token: params.token ?? "" });
  if (!account) return expired();
  return json({ state: "valid" as const, email: account.email, result: null });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const account = await findPasswordResetToken({ token });
  if (!account) return expired();
  const submission = parseNewPasswordForm(await readForm(request));
  if (submission.status !== "success") {
    return json({ state: "valid" as const, email: account.email, result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  // Hashed before the token is taken: the slow KDF never runs inside the write transaction.
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(submission.value.password);
  } catch (error) {
    if (!(error instanceof ServerBusyError)) throw error;
    const result = submission.reply({ formErrors: [error.message], hideFields: SECRET_FIELDS });
    return json({ state: "valid" as const, email: account.email, result }, { status: error.status, headers: error.headers });
  }
  if (!(await resetPasswordWithToken({ token, passwordHash }))) return expired();
  await deleteRememberedDevices({ userId: account.userId });
  // Whoever is signed in on this browser is signed out too, so the sign-in page is what comes next.
  return redirectWithToast(
    "/signin",
    { title: "Password updated", description: "Sign in with your new password." },
    { headers: { "Set-Cookie": await endUserSession(request) } },
  );
}

export default function ResetPasswordPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (page.state === "expired" || actionData?.state === "expired") return <ResetLinkExpired />;
  return <ResetPasswordForm email={page.email} lastResult={actionData?.result} />;
}
