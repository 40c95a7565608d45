import { json, type ActionFunctionArgs, type ServerBuild } from "@remix-run/node";
import type { z } from "zod";
import { parseRowId } from "./row-id";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable, reportDatabaseUnavailable } from "./database-outage.server";

export type FieldErrors = Record<string, string[]>;

/**
 * A refusal a client can cause (or a failure it is told about), with its status and the words it
 * reads: every JSON call answers it as `{ error, fieldErrors? }` (Retry-After for 429), and pages
 * show `message`. Services throw it; `apiRoute` and the Express fast paths answer it.
 */
export class HttpError extends Error {
  readonly fieldErrors?: FieldErrors;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds: number;
  readonly alsoAsMessage: boolean;
  /** What kind of refusal this is, for the process's own counts (the operator's metrics); never sent. */
  readonly kind?: string;
  readonly #headers: Record<string, string>;
  constructor(
    readonly status: number,
    message: string,
    {
      fieldErrors,
      details,
      retryAfterSeconds = 0,
      headers = {},
      alsoAsMessage = false,
      kind,
    }: {
      fieldErrors?: FieldErrors;
      /** What a client reads besides the words (e.g. the ISO moment a timeout ends), as `details`. */
      details?: Record<string, unknown>;
      retryAfterSeconds?: number;
      headers?: Record<string, string>;
      /** For a client that reads `message` from a failure instead of `error` (spec section 7: DELETE /api/streams/{id}). */
      alsoAsMessage?: boolean;
      kind?: string;
    } = {},
  ) {
    super(message);
    this.fieldErrors = fieldErrors;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
    this.alsoAsMessage = alsoAsMessage;
    this.kind = kind;
    this.#headers = headers;
  }

  /** The JSON body every call answers a refusal with. */
  get body(): { error: string; message?: string; fieldErrors?: FieldErrors; details?: Record<string, unknown> } {
    return {
      error: this.message,
      ...(this.alsoAsMessage ? { message: this.message } : {}),
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }

  get headers(): Record<string, string> {
    return this.retryAfterSeconds ? { ...this.#headers, "Retry-After": String(this.retryAfterSeconds) } : this.#headers;
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

/** The failure as a client is told it: an HttpError itself, a database outage as a 503 with Retry-After; null for a real fault. */
export function httpErrorOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!isDatabaseUnavailable(error)) return null;
  reportDatabaseUnavailable(error);
  return new HttpError(503, DATABASE_UNAVAILABLE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, headers: { "Cache-Control": "no-store" } });
}

/** An HttpError (or a database outage) as its JSON answer; anything else is rethrown (a thrown Response as Remix sends it; a real fault: 500, logged). */
export function errorResponse(error: unknown): Response {
  const known = httpErrorOf(error);
  if (known) return known.toResponse();
  throw error;
}

type DataFunction = (...args: never[]) => unknown;

function answeringRefusals<F extends DataFunction>(run: F): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await run(...args);
    } catch (error) {
      const known = httpErrorOf(error);
      if (!known) throw error;
      // A thrown Response: Remix answers a call with it as is and renders a page's error boundary
      // with its status and data, where a thrown Error would be a bare 500.
      throw known.toResponse();
    }
  }) as F;
}

/**
 * The build with every loader and action answering an HttpError that escaped it (a full password
 * queue, a database outage) with its own status and Retry-After, never as a 500.
 */
export function answerRefusals(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route.module;
    // The module stays the prototype, so every other export is read from it when Remix asks.
    const wrapped: PropertyDescriptorMap = {};
    if (loader) wrapped.loader = { value: answeringRefusals(loader), enumerable: true };
    if (action) wrapped.action = { value: answeringRefusals(action), enumerable: true };
    routes[id] = { ...route, module: Object.create(route.module, wrapped) as typeof route.module };
  }
  return { ...build, routes };
}

/** A JSON answer no cache keeps: live state (chat, overlays, viewers) changes from one call to the next. */
export const noStore = <T>(data: T, init: ResponseInit = {}) => json(data, { ...init, headers: { "Cache-Control": "no-store", ...init.headers } });

/** A page's 404: thrown from a loader or action, the nearest error boundary shows "Page not found" inside its layout. */
export const pageNotFound = (text = "Not Found") => new Response(text, { status: 404, statusText: "Not Found" });

/** A refusal as a Response, for page actions and loaders: Remix answers a thrown Response with its status, an HttpError with 500. */
export const jsonError = (status: number, error: string) => new HttpError(status, error).toResponse();

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Answer = (args: ActionFunctionArgs) => Response | Promise<Response>;

/** Runs a JSON call: an HttpError thrown anywhere inside becomes its answer (see errorResponse). */
export function apiHandler(answer: Answer): (args: ActionFunctionArgs) => Promise<Response> {
  return async (args) => {
    try {
      return await answer(args);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * A resource route of JSON calls, one answer per method, listed in the order its 405 names them:
 * `export const { loader, action } = apiRoute({ GET, POST })`. Any other method is a 405 with
 * Allow, before anything else is read. `alsoAllowed` names methods served ahead of Remix.
 */
export function apiRoute(answers: Partial<Record<Method, Answer>>, { alsoAllowed = [] }: { alsoAllowed?: Method[] } = {}) {
  const allowed = [...(Object.keys(answers) as Method[]), ...alsoAllowed];
  const refuse = () => {
    throw methodNotAllowed(allowed);
  };
  const answerOf = (method: string) => (Object.hasOwn(answers, method) && answers[method as Method]) || refuse;
  return {
    // Remix sends GET and HEAD to the loader, every other method to the action.
    loader: apiHandler((args) => answerOf("GET")(args)),
    action: apiHandler((args) => answerOf(args.request.method)(args)),
  };
}

function methodNotAllowed(allowed: Method[]) {
  return new HttpError(405, `Method not allowed. Use ${allowed.join(" or ")}.`, { headers: { Allow: allowed.join(", ") } });
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

export const bodyTooLarge = (maxBytes: number) => new HttpError(413, `The body is too large (limit ${maxBytes} bytes).`);

/** Before a byte is read: a body that is not JSON, or that declares more than the limit, is refused. */
export function checkJsonHeaders({
  contentType,
  contentLength,
  maxBytes,
}: {
  contentType: string | null | undefined;
  contentLength: string | null | undefined;
  maxBytes: number;
}) {
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? "")) {
    throw new HttpError(400, "Send the body as JSON with Content-Type: application/json.");
  }
  if (Number(contentLength ?? 0) > maxBytes) throw bodyTooLarge(maxBytes);
}

/** A JSON body's text, read whole: empty is a 400, the rest as parseJsonText. */
export function parseJsonBodyText(text: string): unknown {
  if (!text.trim()) throw new HttpError(400, "The body is empty; send a JSON object.");
  return parseJsonText(text);
}

/** Reads a JSON body, refusing anything but JSON and anything over the limit with a clear 4xx HttpError. */
export async function readJson(request: Request, { maxBytes = DEFAULT_MAX_BYTES } = {}): Promise<unknown> {
  checkJsonHeaders({ contentType: request.headers.get("Content-Type"), contentLength: request.headers.get("Content-Length"), maxBytes });
  const bytes = await readBytesUpTo(request, maxBytes);
  if (bytes === null) throw bodyTooLarge(maxBytes);
  return parseJsonBodyText(bytes.toString("utf8"));
}

export const INVALID_JSON = "The body is not valid JSON.";

/** PostgreSQL cannot store U+0000 in text, and no field has a use for it: refused at the edge. */
export const NUL_REFUSED = "Text may not contain a NUL character.";

/** Deeper than any request the app reads; past it, walking the value (and zod) could overflow the stack. */
export const MAX_JSON_DEPTH = 64;

/**
 * A body's text as JSON; anything else, a value nested deeper than MAX_JSON_DEPTH, or a string
 * (or key) holding U+0000, is a 400. The depth is checked on the text, before anything is built.
 */
export function parseJsonText(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, `The body is nested too deeply (limit ${MAX_JSON_DEPTH} levels).`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, INVALID_JSON);
  }
  // JSON can only carry U+0000 escaped, so a body without that escape needs no walk.
  if (text.includes("\\u0000") && holdsNul(value)) throw new HttpError(400, NUL_REFUSED);
  return value;
}

/** Counts open brackets outside strings; malformed text is left to JSON.parse. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, item]) => key.includes("\0") || holdsNul(item));
  return false;
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

/** A call's query string parsed with its schema (each parameter once, as text); a bad value is a 400 naming it. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Reads and validates a JSON body; bad input is a 400 naming each field. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, options?: { maxBytes?: number }) {
  const body = await readJson(request, options);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpError(400, "Some fields are missing or invalid.", { fieldErrors: fieldErrorsOf(result.error) });
  }
  return result.data as z.output<S>;
}

/**
 * Reads a page's posted form through formFields; a body that is not a form is a 400 (a thrown
 * Response: see jsonError), not a crash.
 */
export async function readForm(request: Request, options?: FormFieldOptions) {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    throw jsonError(400, "The form could not be read. Submit it again from the page.");
  }
  return formFields(posted, options);
}

type FormFieldOptions = { multiValued?: readonly string[] };

/**
 * A posted form with one value per field: a repeated field keeps its first value, since every
 * reader (and conform, which would make it an array) expects text. Only the fields named in
 * `multiValued` (a group of checkboxes) keep all of theirs. Text holding U+0000 is a 400. A name
 * that conform reads as a path (`title[]`, `title[0]`, `title.x`) belongs to none of our forms,
 * whose fields are all plain names, and would turn a text field into a list or an object: it is
 * left out like any other field a form does not have.
 */
export function formFields(posted: FormData, { multiValued = [] }: FormFieldOptions = {}) {
  const form = new FormData();
  for (const [name, value] of posted) {
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) throw jsonError(400, NUL_REFUSED);
    if (/[[\].]/.test(name)) continue;
    if (form.has(name) && !multiValued.includes(name)) continue;
    form.append(name, value);
  }
  return form;
}

/** A row id from an address's segment; a segment that cannot be one is the caller's 404, answered without a query. */
export function rowIdOr404(value: string | undefined, notFound: string): number {
  const id = parseRowId(value);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}
