import { SIMPLE_EMAIL } from "~/schemas/email-pattern";
import * as z from "zod";
import { INVALID_EMAIL } from "~/schemas/event";
import { parseEventId } from "~/utils/route-ids";

// The audience page's invite-viewer form (spec section 5, "Email (invitation)").

export const MISSING_INFORMATION = "Missing Information: Please enter an email address and select an event";

export const inviteFormSchema = z
  .object({
    email: z.string().trim().max(254, "Email must be at most 254 characters").optional(),
    eventId: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email || !value.eventId) ctx.addIssue({ code: "custom", message: MISSING_INFORMATION, path: [] });
    if (value.email && !SIMPLE_EMAIL.test(value.email)) ctx.addIssue({ code: "custom", message: INVALID_EMAIL, path: ["email"] });
    if (value.eventId && parseEventId(value.eventId) === null) ctx.addIssue({ code: "custom", message: "Please select an event", path: ["eventId"] });
  })
  .transform((value) => ({ email: value.email ?? "", eventId: parseEventId(value.eventId) ?? 0 }));
