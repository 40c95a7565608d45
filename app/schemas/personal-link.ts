import * as z from "zod";
import { RESEND_LINK_INTENT } from "~/contracts/personal-link";
import { INVALID_EMAIL, simpleEmailField } from "./event";

// "Lost your link?" on the public registration page: one e-mail, posted with intent=resend-link
// to the page's own action beside the registration form.

export { RESEND_LINK_INTENT };

export const resendLinkSchema = z.object({
  intent: z.literal(RESEND_LINK_INTENT),
  email: simpleEmailField(INVALID_EMAIL),
});
