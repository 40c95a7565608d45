import * as z from "zod";
import { resolveTimeZone } from "~/utils/time-zones";
import { formFlag, isPlainObject, normalizeKeys, simpleEmailField } from "./event";
import { optionalText, requiredLine } from "./text-fields";
import { momentSchema, pageQuerySchema } from "./pagination";

// The public event registration form and POST /api/events/{id}/register (spec sections 3 and 5).

export const REGISTRATION_REQUIRED = "Please fill in First Name, Last Name, and Email Address";
export const TIMEZONE_REQUIRED = "Please select your timezone";
export const TIMEZONE_INVALID = "Choose a valid time zone";
export const PHONE_INVALID = "Enter a valid phone number, e.g. +1 555 123 4567";
export const PHONE_NEEDED_FOR_SMS = "Enter a phone number to get SMS reminders";

/** Digits with an optional leading +, 7 to 15 of them, once spaces, dots, dashes and brackets go. */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, "");
  return /^\+?\d{7,15}$/.test(compact) ? compact : null;
}

/** An optional phone number, normalised (see normalizePhone); empty means none. */
export const optionalPhoneField = () =>
  z
    .string({ error: PHONE_INVALID })
    .trim()
    .max(32, PHONE_INVALID)
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const phone = normalizePhone(value);
      if (phone) return phone;
      ctx.issues.push({ code: "custom", message: PHONE_INVALID, input: value });
      return z.NEVER;
    });

export const registrationInputSchema = z.preprocess(
  (raw) => {
    const input = normalizeKeys(raw);
    if (!isPlainObject(input)) return input;
    const out: Record<string, unknown> = { ...input };
    if ("smsConsent" in out) out.smsConsent = formFlag(out.smsConsent);
    // The invitation link carries `token`; `invitationToken` is accepted as a clearer alias.
    if (out.token === undefined && out.invitationToken !== undefined) out.token = out.invitationToken;
    return out;
  },
  z
    .object({
      firstName: requiredLine("First name", 100, { missing: REGISTRATION_REQUIRED }),
      lastName: requiredLine("Last name", 100, { missing: REGISTRATION_REQUIRED }),
      email: simpleEmailField(REGISTRATION_REQUIRED),
      timezone: z
        .string({ error: TIMEZONE_REQUIRED })
        .trim()
        .min(1, TIMEZONE_REQUIRED)
        .max(64, TIMEZONE_INVALID)
        .transform((value, ctx) => {
          const zone = resolveTimeZone(value);
          if (zone) return zone;
          ctx.issues.push({ code: "custom", message: TIMEZONE_INVALID, input: value });
          return z.NEVER;
        }),
      company: optionalText("Company", 200),
      jobTitle: optionalText("Job title", 200),
      phone: optionalPhoneField(),
      questions: optionalText("Questions", 2000, { multiLine: true }),
      smsConsent: z.boolean({ error: "SMS consent must be true or false" }).optional(),
      token: z.string({ error: "The invitation link is not valid" }).trim().max(200, "The invitation link is not valid").nullable().optional(),
    })
    .refine((value) => !(value.smsConsent && !value.phone), {
      path: ["phone"],
      error: PHONE_NEEDED_FOR_SMS,
      when: ({ value }) => isPlainObject(value) && value.smsConsent === true,
    })
    .transform((value) => ({
      firstName: value.firstName,
      lastName: value.lastName,
      email: value.email,
      timezone: value.timezone,
      company: value.company,
      jobTitle: value.jobTitle,
      phone: value.phone,
      questions: value.questions,
      smsConsent: value.smsConsent ?? false,
      invitationToken: value.token || null,
    })),
);
export type RegistrationInput = z.output<typeof registrationInputSchema>;

/** GET /api/registrations: which registrations (one event's, matching a search, since a moment) and the page. */
export const registrationListQuerySchema = z.object({
  eventId: z.string().optional().meta({ description: "Only this event's registrations (an id that is not one of your events lists none)." }),
  search: z
    .string()
    .optional()
    .transform((text) => text?.slice(0, 200).trim() || undefined)
    .meta({ description: "Text in the name, e-mail, company or event title." }),
  since: momentSchema.optional().meta({ description: "Only registrations made at or after this moment." }),
  ...pageQuerySchema.shape,
});
