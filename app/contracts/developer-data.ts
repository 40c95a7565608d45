export type ApiKeyScope = "read" | "write";

export interface ApiKeySummary {
  id: number;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  createdAt: string;
  lastUsedAt: string | null;
}

import type { FormResult } from "~/utils/form-result";
import { isOneOf } from "~/utils/one-of";

export const DEVELOPER_INTENTS = ["create-api-key", "revoke-api-key"] as const;
export type DeveloperIntent = (typeof DEVELOPER_INTENTS)[number];
export const isDeveloperIntent = isOneOf(DEVELOPER_INTENTS);

/** The Developer tab: the host's API keys (never their secrets) and what a finished form says. */
export interface DeveloperTabData {
  keys: ApiKeySummary[];
  notice: { title: string; description: string } | null;
}

/** What a Developer form answers: creating a key adds its secret, in this answer only (never stored or shown again). */
export interface DeveloperFormResult extends FormResult<DeveloperIntent> {
  created?: { id: number; name: string; scope: ApiKeyScope; secret: string };
}

/** The scopes a key is created with, as the form offers them. */
export const API_KEY_SCOPE_CHOICES: { value: ApiKeyScope; label: string; text: string }[] = [
  { value: "read", label: "Read only", text: "GET calls: list events, registrations, purchases, chat" },
  { value: "write", label: "Read and write", text: "every call, including creating, changing and deleting" },
];

export const scopeLabel = (scope: ApiKeyScope) => (scope === "read" ? "Read only" : "Read and write");
