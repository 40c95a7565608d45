import * as z from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_MATCH, samePasswords } from "./auth-rules";

// The "choose a new password" form of /reset-password/{token}: the same rules and texts as
// sign-up's password.

export const resetPasswordSchema = z
  .object({
    password: z
      .string({ error: "Password is required" })
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: z.string({ error: "Please confirm your password" }).max(PASSWORD_MAX),
  })
  .refine(samePasswords, PASSWORDS_MATCH);
