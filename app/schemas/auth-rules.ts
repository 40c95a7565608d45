import { check } from "./invite-rules";
import { SIMPLE_EMAIL } from "./email-pattern";

// The texts and browser checks of the sign-up, sign-in and new-password forms, without zod: these
// pages check fields as they are left without shipping zod (about 50 kB compressed). The zod
// schemas in ./auth and ./password-reset build on these and stay the authority on the server.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const MISSING_INFORMATION = "Missing Information";

/** The two password fields of a form that sets a password hold the same text. */
export const samePasswords = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;

export const PASSWORDS_MATCH = {
  path: ["confirmPassword"],
  error: "Passwords do not match",
  // Say so even while other fields are still wrong, not only once everything else is valid.
  when: ({ value }: { value: unknown }) => {
    const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
    return typeof password === "string" && typeof confirmPassword === "string";
  },
};

/** Why a Google sign-in failed, carried in `?error=` back to the page that started it. */
export const GOOGLE_ERRORS = {
  "google-failed": "Please try again",
  "google-not-configured": "Google sign-in is not configured on this server. Use your email and password.",
  "google-unverified": "Google has not verified this account's e-mail address, so it cannot be used to sign in.",
  "google-no-email": "Google did not share an e-mail address for this account.",
} as const;
export type GoogleErrorCode = keyof typeof GOOGLE_ERRORS;

export function googleErrorText(code: string | null): string | null {
  return code && code in GOOGLE_ERRORS ? GOOGLE_ERRORS[code as GoogleErrorCode] : null;
}

type Payload = Record<string, unknown>;
const raw = (payload: Payload, name: string) => (typeof payload[name] === "string" ? (payload[name] as string) : "");

const requiredName = (label: string) => (payload: Payload) => {
  const value = raw(payload, label === "First name" ? "firstName" : "lastName").trim();
  if (!value) return [`${label} is required`];
  return value.length > 100 ? [`${label} must be at most 100 characters`] : null;
};

const email = (payload: Payload) => {
  const value = raw(payload, "email").trim();
  if (!value) return ["Email is required"];
  if (value.length > 254) return ["Email must be at most 254 characters"];
  return SIMPLE_EMAIL.test(value) ? null : ["Enter a valid email address"];
};

const newPassword = (payload: Payload) => {
  const value = raw(payload, "password");
  if (!value) return ["Password is required"];
  if (value.length < PASSWORD_MIN) return [`Password must be at least ${PASSWORD_MIN} characters long`];
  return value.length > PASSWORD_MAX ? [`Password must be at most ${PASSWORD_MAX} characters`] : null;
};

const confirmation = (payload: Payload) => {
  if (!raw(payload, "confirmPassword")) return ["Please confirm your password"];
  return raw(payload, "password") === raw(payload, "confirmPassword") ? null : [PASSWORDS_MATCH.error];
};

/** The browser's check of /signup, with the server schema's texts. */
export const checkSignUpForm = (formData: FormData) =>
  check<{ firstName: string; lastName: string; email: string; password: string; confirmPassword: string; agreeToTerms: string }>(formData, {
    firstName: requiredName("First name"),
    lastName: requiredName("Last name"),
    email,
    password: newPassword,
    confirmPassword: confirmation,
    agreeToTerms: (payload) => (payload.agreeToTerms ? null : ["Please agree to the Terms of Service and Privacy Policy"]),
  });

/** The browser's check of /signin: both fields required, and the form says information is missing. */
export const checkSignInForm = (formData: FormData) =>
  check<{ email: string; password: string; redirectTo: string }>(formData, {
    email: (payload) => (raw(payload, "email").trim() ? null : ["Email is required"]),
    password: (payload) => (raw(payload, "password") ? null : ["Password is required"]),
    "": (payload) => (raw(payload, "email").trim() && raw(payload, "password") ? null : [MISSING_INFORMATION]),
  });

/** The browser's check of the new password of /reset-password/{token}. */
export const checkNewPasswordForm = (formData: FormData) =>
  check<{ password: string; confirmPassword: string }>(formData, { password: newPassword, confirmPassword: confirmation });
