import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { HONEYPOT_FIELD, rateLimitedText, SAVE_FAILED } from "~/schemas/invite-rules";
import { saveInviteRequest } from "~/models/invite-request.server";
import { recordPasswordResetRequest } from "~/models/password-reset.server";
import { forgotPasswordSchema, inviteRequestSchema } from "~/schemas/invite-request";
import { getConfig } from "~/utils/config.server";
import { formResult } from "~/utils/form-result.server";
import { readForm } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";

// The actions of /request-invite and /forgot-password. Kept in a .server module so the zod
// schemas stay out of the browser bundle of these pages.

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

type PublicForm = "request-invite" | "forgot-password";
type Answering = { reply: (options: { formErrors: string[] }) => SubmissionResult<string[]> };

/** The form again, refused for going too fast (429): it says when to try again. */
function tooFastAnswer<Form extends PublicForm, Extra extends object>(form: Form, submission: Answering, extra: Extra, retryAfterSeconds: number) {
  const reply = submission.reply({ formErrors: [rateLimitedText(retryAfterSeconds)] });
  return formResult(form, reply, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } }, extra);
}

/** The form again when its write failed (503): the database may be back in a moment. */
function saveFailedAnswer<Form extends PublicForm, Extra extends object>(form: Form, submission: Answering, extra: Extra) {
  return formResult(form, submission.reply({ formErrors: [SAVE_FAILED] }), { status: 503, headers: { "Retry-After": "30" } }, extra);
}

/** Stores an invite request; answers the success state, or the form with its errors. */
export async function requestInvite({ request, clientIp }: { request: Request; clientIp: string }) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: inviteRequestSchema });
  const sent = (firstName: string, email: string) =>
    formResult("request-invite", submission.reply({ resetForm: true }), {}, { sent: { firstName, email } });

  // A bot that filled the hidden field sees the usual success; nothing is stored or counted.
  if (text(formData, HONEYPOT_FIELD, 1)) return sent(text(formData, "firstName", 100), text(formData, "email", 254));
  if (submission.status !== "success") return formResult("request-invite", submission.reply(), { status: 400 }, { sent: null });

  try {
    const saved = await saveInviteRequest({ input: submission.value, ip: clientIp });
    if (saved.status === "rate_limited") return tooFastAnswer("request-invite", submission, { sent: null }, saved.retryAfterSeconds);
  } catch (error) {
    getLogger().error({ err: error }, "invite request failed");
    return saveFailedAnswer("request-invite", submission, { sent: null });
  }
  // Created or updated answer alike, so the page never tells whether an e-mail had asked before.
  return sent(submission.value.firstName, submission.value.email);
}

/** Records a password reset request and queues its link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset({ request, clientIp }: { request: Request; clientIp: string }) {
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return formResult("forgot-password", submission.reply(), { status: 400 }, { sentTo: null });
  const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
  try {
    const limit = await recordPasswordResetRequest({ email: submission.value.email, ip: clientIp, origin });
    if (!limit.allowed) return tooFastAnswer("forgot-password", submission, { sentTo: null }, limit.retryAfterSeconds);
  } catch (error) {
    getLogger().error({ err: error }, "password reset request failed");
    return saveFailedAnswer("forgot-password", submission, { sentTo: null });
  }
  return formResult("forgot-password", submission.reply({ resetForm: true }), {}, { sentTo: submission.value.email });
}
