// Builds the one answer every page form gets (utils/form-result.ts), as JSON with its status.
import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/node";
import type { FormResult, ToastMessage } from "./form-result";
import { HttpError, type FieldErrors } from "./http.server";

interface Reply {
  toast?: ToastMessage | null;
  status?: number;
  headers?: HeadersInit;
}

/** conform's result (`submission.reply()`) for the form named by `intent`; `extra` is what the screen shows beside it. */
export function formResult<Intent extends string, Extra extends object = object>(
  intent: Intent | null,
  result: SubmissionResult<string[]>,
  { toast = null, status = 200, headers }: Reply = {},
  extra?: Extra,
) {
  return json<FormResult<Intent> & Extra>({ intent, result, toast, ...(extra as Extra) }, { status, headers });
}

/** The form did what it asked, answered in place (to a fetcher; a plain page post usually redirects instead). */
export function formSuccess<Intent extends string, Extra extends object = object>(intent: Intent, reply: Reply = {}, extra?: Extra) {
  return formResult(intent, { status: "success", initialValue: null }, reply, extra);
}

/**
 * The form refused: `error` is its message (an HttpError brings its status and Retry-After too),
 * `values` what was typed, to refill the form without JavaScript. The toast defaults to "Error"
 * with the message.
 */
export function formFailure<Intent extends string>(
  intent: Intent | null,
  error: HttpError | string | null,
  { fieldErrors = {}, values = null, toast, status, headers }: Reply & { fieldErrors?: FieldErrors; values?: Record<string, string> | null } = {},
) {
  const refusal = error instanceof HttpError ? error : null;
  const message = error instanceof HttpError ? error.message : error;
  const result: SubmissionResult<string[]> = {
    status: "error",
    initialValue: values,
    error: { ...(message ? { "": [message] } : {}), ...fieldErrors },
  };
  return formResult(intent, result, {
    toast: toast === undefined ? (message ? { title: "Error", description: message, variant: "destructive" } : null) : toast,
    status: status ?? refusal?.status ?? 400,
    headers: headers ?? refusal?.headers,
  });
}
