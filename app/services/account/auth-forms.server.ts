import { parseWithZod } from "@conform-to/zod/v4";
import { signInSchema, signUpFormSchema } from "~/schemas/auth";
import { resetPasswordSchema } from "~/schemas/password-reset";

// The server's reading of the sign-up, sign-in and new-password forms. Kept in a server module so
// the pages' browser bundles carry no zod; the browser checks them with ~/schemas/auth-rules.

export const parseSignUpForm = (formData: FormData) => parseWithZod(formData, { schema: signUpFormSchema });

export const parseSignInForm = (formData: FormData) => parseWithZod(formData, { schema: signInSchema });

export const parseNewPasswordForm = (formData: FormData) => parseWithZod(formData, { schema: resetPasswordSchema });
