import * as z from "zod";
import { isCurrencyCode } from "~/utils/money";
import { SIMPLE_EMAIL } from "./email-pattern";

// The outside checkout's sale postback and tracking pixel (issue 18, part 4), and the watch page's Buy form.

/** purchases.amount_cents is a 32-bit integer on PostgreSQL. */
export const MAX_AMOUNT_MINOR = 2_147_483_647;

const NO_CONTROL = /^[^\p{Cc}]*$/u;

/** Fields exactly as sent: the signature covers these strings, not their parsed values. */
export const postbackFieldsSchema = z.object({
  order_id: z
    .string({ error: "order_id is required" })
    .min(1, "order_id is required")
    .max(200, "order_id must be 200 characters or fewer")
    .regex(NO_CONTROL, "order_id may not contain control characters"),
  amount: z
    .string({ error: "amount is required" })
    .regex(/^\d{1,10}$/, "amount must be a whole number of minor units (cents), 0 or more")
    .refine((text) => Number(text) <= MAX_AMOUNT_MINOR, `amount must be ${MAX_AMOUNT_MINOR} or less`),
  currency: z
    .string({ error: "currency is required" })
    .refine((text) => /^[A-Za-z]{3}$/.test(text) && isCurrencyCode(text.toUpperCase()), "currency must be an ISO 4217 code such as USD"),
  ref: z.string().max(200, "ref must be 200 characters or fewer").regex(NO_CONTROL, "ref may not contain control characters").default(""),
  email: z.string().max(254, "email must be 254 characters or fewer").regex(SIMPLE_EMAIL, "email must be an e-mail address").optional(),
  sig: z.string({ error: "sig is required" }).regex(/^[0-9a-fA-F]{64}$/, "sig must be the hex HMAC-SHA256 (64 hex digits)"),
});
export type PostbackFields = z.output<typeof postbackFieldsSchema>;

/** The watch page's Buy form. */
export const checkoutFormSchema = z.object({
  streamId: z.string({ error: "streamId is required" }).trim().min(1, "streamId is required").max(64, "Stream not found"),
  uniqueId: z
    .string()
    .trim()
    .max(64, "uniqueId is not a personal link")
    .optional()
    .transform((value) => value || null),
  /** Sent by the Buy buttons of the replay page and of on-demand sessions; absent live. */
  attribution: z.enum(["replay", "on-demand"], { error: 'attribution must be "replay" or "on-demand"' }).optional(),
});
