import { parseWithZod } from "@conform-to/zod/v4";
import { resendPersonalLink } from "~/models/personal-link.server";
import { rateLimitedText } from "~/schemas/invite-rules";
import { RESEND_LINK_INTENT, resendLinkSchema } from "~/schemas/personal-link";
import { formResult } from "~/utils/form-result.server";

/**
 * The "Lost your link?" form of the registration page (intent=resend-link). Registered or not,
 * the visitor reads the same answer; null when the event is not open to the public.
 */
export async function resendLinkAction({ formData, eventId, ip, origin }: { formData: FormData; eventId: number; ip: string; origin: string }) {
  const submission = parseWithZod(formData, { schema: resendLinkSchema });
  const reply = (status: number, sentTo: string | null, formErrors?: string[], headers?: HeadersInit) =>
    formResult(
      RESEND_LINK_INTENT,
      submission.reply(formErrors ? { formErrors } : sentTo ? { resetForm: true } : undefined),
      { status, headers },
      { sentTo },
    );
  if (submission.status !== "success") return reply(400, null);

  const outcome = await resendPersonalLink({ eventId, email: submission.value.email, ip, origin });
  if (outcome.status === "not_found") return null;
  if (outcome.status === "rate_limited") {
    return reply(429, null, [rateLimitedText(outcome.retryAfterSeconds)], { "Retry-After": String(outcome.retryAfterSeconds) });
  }
  return reply(200, submission.value.email);
}
