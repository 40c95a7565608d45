import type { SubmissionResult } from "@conform-to/react";

/**
 * The server's answer to a form post, read without a client-side validator: each field's errors
 * and what was typed, so a refused form comes back filled in with the spec's texts beside it.
 */
export function submissionFields(result: SubmissionResult<string[]> | undefined) {
  const errors = (name: string) => result?.error?.[name] ?? undefined;
  const value = (name: string) => {
    const typed = result?.initialValue?.[name];
    return typeof typed === "string" ? typed : undefined;
  };
  return { errors, value, formErrors: errors("") };
}
