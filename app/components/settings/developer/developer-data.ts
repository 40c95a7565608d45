import type { ToastMessage } from "~/components/toast-message";
import type { ApiKeySummary } from "~/models/api-key.server";

export const DEVELOPER_INTENTS = ["create-api-key", "revoke-api-key"] as const;
export type DeveloperIntent = (typeof DEVELOPER_INTENTS)[number];

/** The Developer tab: the host's API keys (never their secrets) and what a finished form says. */
export interface DeveloperTabData {
  keys: ApiKeySummary[];
  notice: { title: string; description: string } | null;
}

export interface DeveloperActionData {
  scope: "developer";
  intent: DeveloperIntent;
  ok: boolean;
  /** The new key's secret: in this reply only, never stored or shown again. */
  created?: { id: number; name: string; secret: string };
  toast?: ToastMessage;
  fieldErrors?: Record<string, string[]>;
  formError?: string;
}
