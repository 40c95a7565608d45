import * as z from "zod";

export const API_KEY_SCOPES = ["read", "write"] as const;

export const API_KEY_TEXTS = {
  nameRequired: "Give the key a name",
  nameTooLong: "Name must be 60 characters or fewer",
  scopeInvalid: "Choose what the key may do: read, or read and write.",
} as const;

/** The Developer tab's "Create API key" form: a name to recognise the key by, and its scope. */
export const apiKeyInputSchema = z.object({
  name: z.string({ error: API_KEY_TEXTS.nameRequired }).trim().min(1, API_KEY_TEXTS.nameRequired).max(60, API_KEY_TEXTS.nameTooLong),
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_TEXTS.scopeInvalid }),
});
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;
