import { parse, type Submission } from "@conform-to/react";
import { SIMPLE_EMAIL } from "./email-pattern";

// The texts, options and checks of the invite and forgot-password forms, without zod: the page
// checks fields as they are left without shipping zod to the browser (about 100 kB compressed).
// The zod schemas in ./invite-request build on these and stay the authority.

export const FIRST_NAME_REQUIRED = "First name is required";
export const INVALID_EMAIL = "Enter a valid email";
export const CHOOSE_LISTED = "Choose one of the listed options";
export const PHONE_NEEDED_FOR_TEXTS = "Enter a phone number so we can text you";
export const SAVE_FAILED = "We could not save your request. Please try again in a moment.";

export const rateLimitedText = (seconds: number) =>
  `Too many requests from your network. Please try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;

/** The field bots fill in and people never see; its name looks worth filling to a bot. */
export const HONEYPOT_FIELD = "website";

export const INVITE_ROLES = [
  { value: "coach", label: "Coach" },
  { value: "consultant", label: "Consultant" },
  { value: "course-creator", label: "Course creator" },
  { value: "service-provider", label: "Service provider" },
  { value: "agency", label: "Agency or marketing team" },
  { value: "other", label: "Something else" },
] as const;

export const EVENT_INTERESTS = [
  { value: "live-webinars", label: "Live webinars that sell" },
  { value: "automated-webinars", label: "Automated (evergreen) webinars" },
  { value: "workshops", label: "Workshops and trainings" },
  { value: "product-demos", label: "Product demos" },
  { value: "summits", label: "Virtual summits and launches" },
  { value: "not-sure", label: "Not sure yet" },
] as const;

/** The invite form's fields as posted. */
export interface InviteFormFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  role: string;
  phone: string;
  eventInterest: string;
  message: string;
  consentSms: string;
  newsletter: string;
}

const text = (payload: Record<string, unknown>, name: string) => {
  const value = payload[name];
  return typeof value === "string" ? value.trim() : "";
};

const emailError = (payload: Record<string, unknown>) => (SIMPLE_EMAIL.test(text(payload, "email")) ? null : [INVALID_EMAIL]);

/** A conform submission from per-field rules; "" holds the whole form's errors. */
export function check<Fields>(formData: FormData, rules: Record<string, (payload: Record<string, unknown>) => string[] | null>): Submission<Fields> {
  return parse(formData, {
    resolve(payload) {
      const error: Record<string, string[]> = {};
      for (const [name, rule] of Object.entries(rules)) {
        const messages = rule(payload);
        if (messages) error[name] = messages;
      }
      // The posted texts: the server's schema turns them into the typed values.
      return Object.keys(error).length ? { error } : { value: payload as Fields };
    },
  });
}

/** The browser's check of the invite form: the rules a person can break by typing. */
export const checkInviteForm = (formData: FormData) =>
  check<InviteFormFields>(formData, {
    firstName: (payload) => (text(payload, "firstName") ? null : [FIRST_NAME_REQUIRED]),
    email: emailError,
    phone: (payload) => (payload.consentSms && !text(payload, "phone") ? [PHONE_NEEDED_FOR_TEXTS] : null),
  });

export const checkForgotPasswordForm = (formData: FormData) => check<{ email: string }>(formData, { email: emailError });
