import { z } from "zod";
import { SIMPLE_EMAIL } from "./email-pattern";
import { RESEND_LINK_INTENT } from "~/contracts/personal-link";
import { INVALID_EMAIL } from "./event";

// "Lost your link?" on the public registration page: one e-mail, posted with intent=resend-link
// to the page's own action beside the registration form.

export { RESEND_LINK_INTENT };

export const resendLinkSchema = z.object({
  intent: z.literal(RESEND_LINK_INTENT),
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .min(1, INVALID_EMAIL)
    .max(254, "Email must be at most 254 characters")
    .regex(SIMPLE_EMAIL, INVALID_EMAIL),
});
