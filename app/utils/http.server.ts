import { json } from "@remix-run/node";
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/**
 * A refusal a client can cause, with its status and the words it reads: every JSON call answers
 * it as `{ error, fieldErrors? }` (Retry-After for 429), and pages show `message`. Services throw
 * it; `apiHandler` and the Express fast paths answer it.
 */
export class HttpError extends Error {
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds: number;
  constructor(
    readonly status: number,
    message: string,
    { fieldErrors, retryAfterSeconds = 0 }: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The JSON body every call answers a refusal with. */
  get body(): { error: string; fieldErrors?: FieldErrors } {
    return this.fieldErrors ? { error: this.message, fieldErrors: this.fieldErrors } : { error: this.message };
  }

  get headers(): Record<string, string> {
    return this.retryAfterSeconds ? { "Retry-After": String(this.retryAfterSeconds) } : {};
  }

  toResponse() {
    return json(this.body, { status: this.status, headers: this.headers });
  }
}

/** A failed zod parse as a 400 whose `error` is the first problem in words, with every field's. */
export function validationError(error: z.ZodError): HttpError {
  const first = error.issues[0];
  const message = !first ? "Invalid input." : first.path.length ? first.message : "Send a JSON object.";
  return new HttpError(400, message, { fieldErrors: fieldErrorsOf(error) });
}

/** An HttpError as its JSON answer; anything else is rethrown (a real fault: 500, logged). */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return error.toResponse();
  throw error;
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, init: ResponseInit = {}) {
  return json({ error, ...extra }, { ...init, status });
}

export function methodNotAllowed(allowed: string[]) {
  return jsonError(405, `Method not allowed. Use ${allowed.join(" or ")}.`, {}, { headers: { Allow: allowed.join(", ") } });
}

/** zod issues as `{ field: [messages] }`; issues without a path go under "form". */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const DEFAULT_MAX_BYTES = 64 * 1024;

/**
 * Reads a JSON body, refusing anything but JSON and anything over the limit with a clear 4xx.
 * Throws a Response, which Remix sends as it is.
 */
export async function readJson(request: Request, { maxBytes = DEFAULT_MAX_BYTES } = {}): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw jsonError(400, "Send the body as JSON with Content-Type: application/json.");
  }
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw jsonError(413, `The body is too large (limit ${maxBytes} bytes).`);
  const bytes = await readBytesUpTo(request, maxBytes);
  const text = bytes?.toString("utf8") ?? null;
  if (text === null) throw jsonError(413, `The body is too large (limit ${maxBytes} bytes).`);
  if (!text.trim()) throw jsonError(400, "The body is empty; send a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError(400, "The body is not valid JSON.");
  }
}

/** The exact bytes of the body, or null past the limit (the caller answers 413). */
export async function readBytesUpTo(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Cancelling would destroy the socket before the 413 reaches the client; the server
      // discards the rest of the body once the response is sent.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads and validates a JSON body; bad input is a 400 naming each field. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, options?: { maxBytes?: number }) {
  const body = await readJson(request, options);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw jsonError(400, "Some fields are missing or invalid.", { fieldErrors: fieldErrorsOf(result.error) });
  }
  return result.data as z.output<S>;
}

/** Reads a posted form; a body that is not a form is a 400, not a crash. */
export async function readForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw jsonError(400, "The form could not be read. Submit it again from the page.");
  }
}
