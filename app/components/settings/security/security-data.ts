import type { ToastMessage } from "~/components/toast-message";

export const SECURITY_INTENTS = ["change-password", "revoke-session", "revoke-other-sessions"] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];

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
}

export interface SecurityActionData {
  scope: "security";
  intent: SecurityIntent;
  ok: boolean;
  toast?: ToastMessage;
  fieldErrors?: Record<string, string[]>;
  formError?: string;
}
