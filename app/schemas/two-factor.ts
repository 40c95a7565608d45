import * as z from "zod";

export const ENTER_CODE = "Enter the 6-digit code from your authenticator app";
const ENTER_RECOVERY_CODE = "Enter one of your recovery codes";
const ENTER_CODE_OR_RECOVERY_CODE = "Enter the 6-digit code from your authenticator app or a recovery code";

/** What authenticator apps show: six digits, often typed with a space in the middle. */
export const totpCodeField = z
  .string({ error: ENTER_CODE })
  .max(20, ENTER_CODE)
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, ENTER_CODE));

const recoveryCodeField = z.string({ error: ENTER_RECOVERY_CODE }).trim().min(1, ENTER_RECOVERY_CODE).max(64, "That is not a recovery code");

/** A code from the app, or (where we allow it) a recovery code instead. */
export const codeOrRecoveryField = z
  .string({ error: ENTER_CODE_OR_RECOVERY_CODE })
  .trim()
  .min(1, ENTER_CODE_OR_RECOVERY_CODE)
  .max(64, ENTER_CODE_OR_RECOVERY_CODE);

/** POST /api/auth/signin/two-factor: `{ code }` or `{ recoveryCode }`, and whether to remember this device. */
export const twoFactorSignInPayload = z
  .object({
    code: totpCodeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
    rememberDevice: z.boolean({ error: "rememberDevice must be true or false" }).optional().default(false),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    error: "Send either code (the 6 digits from your authenticator app) or recoveryCode.",
    path: ["code"],
  });

export type TwoFactorMethod = "code" | "recovery";
export const isTwoFactorMethod = (value: unknown): value is TwoFactorMethod => value === "code" || value === "recovery";

/** The /signin/verify form: one of the two fields, by the method the page shows. */
export const twoFactorVerifyForm = z.discriminatedUnion("method", [
  z.object({ method: z.literal("code"), code: totpCodeField, rememberDevice: z.literal("on").optional() }),
  z.object({ method: z.literal("recovery"), recoveryCode: recoveryCodeField, rememberDevice: z.literal("on").optional() }),
]);
