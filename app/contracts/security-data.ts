import type { FormResult } from "~/utils/form-result";
import { isOneOf } from "~/utils/one-of";

const TWO_FACTOR_INTENTS = [
  "two-factor-start",
  "two-factor-cancel",
  "two-factor-confirm",
  "two-factor-regenerate",
  "two-factor-disable",
  "two-factor-forget-device",
] as const;
export type TwoFactorIntent = (typeof TWO_FACTOR_INTENTS)[number];
export const isTwoFactorIntent = isOneOf(TWO_FACTOR_INTENTS);

export const SECURITY_INTENTS = ["change-password", "revoke-session", "revoke-other-sessions", ...TWO_FACTOR_INTENTS] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];
export const isSecurityIntent = isOneOf(SECURITY_INTENTS);

/** The two-factor card: off, being set up (the secret to scan), or on. */
export type TwoFactorData =
  | { state: "off" }
  | {
      state: "setup";
      /** The `otpauth://` URI drawn as an SVG QR code on the server. */
      qrSvg: string;
      /** The secret in groups of four, for typing into an app by hand. */
      secretGroups: string[];
    }
  | {
      state: "on";
      enabledAt: string;
      recoveryCodesLeft: number;
      devices: { id: number; device: string; createdAt: string; expiresAt: string; current: boolean }[];
    };

/** The Security tab: whether a password is set, the signed-in devices, and what a finished form says. */
export interface SecurityTabData {
  hasPassword: boolean;
  notice: { title: string; description: string } | null;
  sessions: {
    id: string;
    createdAt: string;
    expiresAt: string;
    /** "Chrome on macOS". */
    device: string;
    ip: string | null;
    /** The session of the browser asking. */
    current: boolean;
  }[];
  twoFactor: TwoFactorData;
}

/** What a Security form answers: turning two-factor on or new recovery codes add the codes, in this answer only. */
export interface SecurityFormResult extends FormResult<SecurityIntent> {
  recoveryCodes?: string[];
}
