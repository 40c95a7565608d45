import * as z from "zod";
import { formFlag, isPlainObject, normalizeKeys, simpleEmailField } from "./event";
import { optionalPhoneField } from "./registration";
import { CHOOSE_LISTED, EVENT_INTERESTS, FIRST_NAME_REQUIRED, INVALID_EMAIL, INVITE_ROLES, PHONE_NEEDED_FOR_TEXTS } from "./invite-rules";
import { optionalText, requiredLine } from "./text-fields";

// The /request-invite form (spec sections 2 and 5) and the /forgot-password form; their texts and
// options live in invite-rules, which the browser uses without zod.

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const email = simpleEmailField(INVALID_EMAIL, INVALID_EMAIL);

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
      firstName: requiredLine("First name", 100, { missing: FIRST_NAME_REQUIRED }),
      lastName: optionalText("Last name", 100),
      email,
      company: optionalText("Company", 200),
      role: optionalChoice(INVITE_ROLES),
      phone: optionalPhoneField(),
      eventInterest: optionalChoice(EVENT_INTERESTS),
      message: optionalText("Message", 2000, { multiLine: true }),
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
