import * as z from "zod";
import { MISSING_INFORMATION, PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_MATCH, samePasswords } from "./auth-rules";
import { requiredLine } from "./text-fields";

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Enter a valid email address" }));

const newPasswordField = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const signUpFields = {
  firstName: requiredLine("First name", 100),
  lastName: requiredLine("Last name", 100),
  email: emailField,
  password: newPasswordField,
};

/** POST /api/auth/signup: the spec's signup payload. */
export const signUpPayloadSchema = z.object(signUpFields);

/** POST /api/auth/signin: an e-mail and a password. */
export const signInPayloadSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password must be at most 128 characters"),
});

/** The /signup form: the payload plus confirmation and terms. */
export const signUpFormSchema = z
  .object({
    ...signUpFields,
    confirmPassword: z.string({ error: "Please confirm your password" }).max(PASSWORD_MAX),
    agreeToTerms: z.boolean({ error: "Please agree to the Terms of Service and Privacy Policy" }).refine(Boolean, {
      error: "Please agree to the Terms of Service and Privacy Policy",
    }),
  })
  .refine(samePasswords, PASSWORDS_MATCH);

/** Sign-in: both fields required; a missing one also raises the spec's 'Missing Information'. */
export const signInSchema = z
  .object({
    email: z.string().trim().max(254, "Email must be at most 254 characters").optional(),
    password: z.string().max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`).optional(),
    redirectTo: z.string().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: "Email is required" });
    if (!value.password) ctx.addIssue({ code: "custom", path: ["password"], message: "Password is required" });
    if (!value.email || !value.password) ctx.addIssue({ code: "custom", path: [], message: MISSING_INFORMATION });
  })
  .transform((value) => ({ email: value.email ?? "", password: value.password ?? "", redirectTo: value.redirectTo }));
