// How every page form is answered: which form, conform's result (status, errors, the values to
// refill) and a toast. Browser-safe: the forms read it; utils/form-result.server.ts builds it.
import type { SubmissionResult } from "@conform-to/react";

/** A toast as screens ask for it (the spec's texts, section 8). */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/**
 * A form's answer, with JavaScript (a fetcher's data) or without (the page's action data).
 * `result` is conform's `submission.reply()`: `status`, `error` by field with the form's own
 * messages under "", and `initialValue`, what was typed, so a refused form keeps it.
 */
export interface FormResult<Intent extends string = string> {
  /** The form answered, by its posted `intent` (or the one the action gave it); null for a post it did not know. */
  intent: Intent | null;
  result: SubmissionResult<string[]>;
  /** Shown with JavaScript; everything it says is also on the page. */
  toast: ToastMessage | null;
}

function isFormResult(value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && "result" in value && "intent" in value && "toast" in value;
}

/**
 * The answer when it is for one of the forms `isIntent` names, else null (another form's, or none).
 * A screen that shows the answers to posts it did not know accepts a null intent too.
 */
export function resultFor<Intent extends string>(value: unknown, isIntent: (intent: unknown) => intent is Intent | null): FormResult<Intent> | null {
  return isFormResult(value) && isIntent(value.intent) ? (value as FormResult<Intent>) : null;
}

export const isRefusal = (answer: FormResult | null | undefined) => answer?.result.status === "error";

/** The refusal's messages about the form as a whole. */
export const formErrorsOf = (answer: FormResult | null | undefined) => answer?.result.error?.[""] ?? undefined;

/** The same as one text, for screens that show a single line. */
export const formErrorOf = (answer: FormResult | null | undefined) => formErrorsOf(answer)?.join(". ") ?? null;

/** The refusal's messages about one field. */
export const errorsOf = (answer: FormResult | null | undefined, name: string) => answer?.result.error?.[name] ?? undefined;

/** What was typed in a field of the refused form. */
export function typedValue(answer: FormResult | null | undefined, name: string) {
  const value = answer?.result.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

/** Everything typed in the refused form, by field. */
export function typedValues(answer: FormResult | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer?.result.initialValue ?? {})) if (typeof value === "string") values[name] = value;
  return values;
}
