export const SECURITY_INTENTS = ["change-password", "revoke-session", "revoke-other-sessions"] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];
export const isSecurityIntent = (value: unknown): value is SecurityIntent => SECURITY_INTENTS.some((intent) => intent === value);

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
