import { z } from "zod";
import { formFlag, isPlainObject, normalizeKeys } from "./event";
import { optionalPhoneField } from "./registration";
import { CHOOSE_LISTED, EVENT_INTERESTS, FIRST_NAME_REQUIRED, INVALID_EMAIL, INVITE_ROLES, PHONE_NEEDED_FOR_TEXTS } from "./invite-rules";
import { SIMPLE_EMAIL } from "./email-pattern";

// The /request-invite form (spec sections 2 and 5) and the /forgot-password form; their texts and
// options live in invite-rules, which the browser uses without zod.

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .min(1, INVALID_EMAIL)
  .max(254, "Email must be at most 254 characters")
  .regex(SIMPLE_EMAIL, INVALID_EMAIL);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);

const optionalChoice = <T extends readonly { value: string }[]>(options: T) =>
  z
    .enum(values(options), { error: CHOOSE_LISTED })
    .optional()
    .transform((value) => value ?? null);

export const inviteRequestSchema = z.preprocess(
  (raw) => {
    const input = normalizeKeys(raw);
    if (!isPlainObject(input)) return input;
    // An unticked checkbox is simply absent from a form post.
    return { ...input, consentSms: formFlag(input.consentSms) ?? false, newsletter: formFlag(input.newsletter) ?? false };
  },
  z
    .object({
      firstName: z.string({ error: FIRST_NAME_REQUIRED }).trim().min(1, FIRST_NAME_REQUIRED).max(100, "First name must be at most 100 characters"),
      lastName: optionalText("Last name", 100),
      email,
      company: optionalText("Company", 200),
      role: optionalChoice(INVITE_ROLES),
      phone: optionalPhoneField(),
      eventInterest: optionalChoice(EVENT_INTERESTS),
      message: optionalText("Message", 2000),
      consentSms: z.boolean({ error: "SMS consent must be true or false" }),
      newsletter: z.boolean({ error: "Newsletter must be true or false" }),
    })
    .refine((value) => !(value.consentSms && !value.phone), {
      path: ["phone"],
      error: PHONE_NEEDED_FOR_TEXTS,
      when: ({ value }) => isPlainObject(value) && value.consentSms === true,
    }),
);
export type InviteRequestInput = z.output<typeof inviteRequestSchema>;

export const forgotPasswordSchema = z.object({ email });
