// /docs/api/try/{operationId}: one documented call, made from a form with the host's own session.
// The action looks the call up in the catalogue (the form never names a path), fills in its path
// template, and calls this very app over HTTP with the request's cookie, as the host's browser
// would: the answer is the API's own, refusals included.
import { isIP } from "node:net";
import { json } from "@remix-run/node";
import { paramField, type TryAnswer, type TryOutcome, type TryPageData } from "~/components/api-reference/try-call";
import { getUser } from "~/services/account/auth.server";
import { tryCall, type TryCall } from "~/services/integrations/api-reference.server";
import { getConfig, publicOrigin } from "~/utils/config.server";
import { pageNotFound, readForm } from "~/utils/http.server";

export const SIGN_IN_TO_TRY = "Sign in to try calls with your account.";
/** How long the call may take before the page gives up on it. */
const CALL_TIMEOUT_MS = 20_000;
/** The most of an answer's body the page shows (the OpenAPI document itself is about 300 KB pretty-printed). */
const SHOWN_BODY_CHARS = 400_000;

const NO_STORE = { "Cache-Control": "private, no-store" };

function callOf(params: { operationId?: string }): TryCall {
  const call = tryCall(params.operationId ?? "", { origin: publicOrigin() });
  if (!call) throw pageNotFound();
  return call;
}

const signInHref = (call: TryCall) => `/signin?redirectTo=${encodeURIComponent(call.tryHref)}`;

export async function loadTryCall(request: Request, params: { operationId?: string }) {
  const call = callOf(params);
  const signedIn = (await getUser(request)) !== null;
  return json<TryPageData>({ call, signedIn, signInHref: signInHref(call) }, { headers: NO_STORE });
}

/**
 * Where the call goes: the configured public address, else the address this request came to (a
 * single box, where the app answers whatever host it is reached at).
 */
const ownOrigin = (request: Request) => (getConfig().PUBLIC_URL ? publicOrigin() : new URL(request.url).origin);

/** The call's path with its parameters filled in, and its query; or what is missing, by field. */
function requestPath(call: TryCall, values: Record<string, string>) {
  const errors: Record<string, string> = {};
  const filled: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const param of call.params) {
    const field = paramField(param);
    const value = (values[field] ?? "").trim();
    if (!value) {
      if (param.required) errors[field] = `Enter the ${param.name}.`;
      continue;
    }
    if (param.in === "query") query.append(param.name, value);
    // A dot segment would move the call to another path once the URL is resolved.
    else if (value === "." || value === "..") errors[field] = `Enter a real ${param.name}, not “${value}”.`;
    else filled[param.name] = encodeURIComponent(value);
  }
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => filled[name] ?? "");
  const search = query.toString();
  return { errors, path: search ? `${path}?${search}` : path };
}

function parseBody(text: string): { error: string } | { text: string } {
  if (!text.trim()) return { error: "Enter a JSON body: {} for an empty object." };
  try {
    JSON.parse(text);
    return { text };
  } catch (error) {
    // V8 quotes the whole text back ("… is not valid JSON"): the rest says where.
    const reason = (error instanceof Error ? error.message : String(error)).replace(/, ".*" is not valid JSON$/s, "");
    return { error: `The body is not valid JSON: ${reason}.` };
  }
}

/** The body as the page shows it: JSON pretty-printed, other text as it is, either cut when very long. */
function shownBody(text: string, contentType: string | null) {
  let shown = text;
  if (/\bjson\b/i.test(contentType ?? "") && text.trim()) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  return shown.length > SHOWN_BODY_CHARS
    ? `${shown.slice(0, SHOWN_BODY_CHARS)}\n… (${shown.length - SHOWN_BODY_CHARS} more characters not shown)`
    : shown;
}

export async function tryCallAction(request: Request, params: { operationId?: string }, clientIp: string) {
  const call = callOf(params);
  const form = await readForm(request);
  const values: Record<string, string> = {};
  for (const param of call.params) {
    const posted = form.get(paramField(param));
    values[paramField(param)] = typeof posted === "string" ? posted : "";
  }
  if (call.takesBody) {
    const posted = form.get("body");
    values.body = typeof posted === "string" ? posted : "";
  }
  const outcome = (status: number, rest: Partial<TryOutcome>) =>
    json<TryOutcome>({ values, errors: {}, signIn: false, answer: null, ...rest }, { status, headers: NO_STORE });

  if ((await getUser(request)) === null) return outcome(401, { signIn: true, errors: { "": SIGN_IN_TO_TRY } });

  const { errors, path } = requestPath(call, values);
  const parsed = call.takesBody ? parseBody(values.body ?? "") : null;
  if (parsed && "error" in parsed) errors.body = parsed.error;
  const body = parsed && "text" in parsed ? parsed.text : undefined;
  if (Object.keys(errors).length) return outcome(400, { errors });

  const origin = ownOrigin(request);
  const url = new URL(path, origin);
  // Only the catalogue's own path, filled in: never anywhere a typed value could lead.
  if (url.origin !== origin || `${url.pathname}${url.search}` !== path)
    return outcome(400, { errors: { "": "Those values do not make a valid path." } });

  // The app trusts X-Forwarded-For from loopback: per-address limits count the host's own address.
  const headers: Record<string, string> = { Accept: "application/json", ...(isIP(clientIp) ? { "X-Forwarded-For": clientIp } : {}) };
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: call.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    const contentType = response.headers.get("Content-Type");
    const answer: TryAnswer = {
      sent: `${call.method} ${path}`,
      status: response.status,
      statusText: response.statusText,
      contentType,
      body: shownBody(text, contentType),
      location: response.headers.get("Location"),
      ms: Math.round(performance.now() - started),
    };
    return outcome(200, { answer });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return outcome(timedOut ? 504 : 502, {
      errors: { "": timedOut ? `The call took longer than ${CALL_TIMEOUT_MS / 1000} seconds; try again.` : "The call could not be made; try again." },
    });
  }
}
