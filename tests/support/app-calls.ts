import { cookiesFrom, uniqueIp } from "./factories";

export type Json = Record<string, unknown>;

/**
 * The two ways a test talks to the app on `app.url`, each from an address of its own: `call` a
 * JSON call (its body parsed), `page` a page (GET, or a plain form POST as a browser without
 * JavaScript sends it).
 */
export function appCalls(app: { url: string }) {
  async function call(
    method: string,
    path: string,
    { body, raw, cookie, ip = uniqueIp() }: { body?: unknown; raw?: string; cookie?: string; ip?: string } = {},
  ) {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await fetch(app.url + path, {
      method,
      redirect: "manual",
      headers: {
        ...(payload === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { Cookie: cookie } : {}),
        "X-Forwarded-For": ip,
      },
      body: payload,
    });
    const text = await response.text();
    const answer = { status: response.status, body: (text ? JSON.parse(text) : null) as Json & Json[] };
    // Not enumerable: tests compare answers whole (`toEqual({ status, body })`).
    return Object.defineProperty(answer, "headers", { value: response.headers, enumerable: false }) as typeof answer & { headers: Headers };
  }

  async function page(path: string, { cookie, form }: { cookie?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(app.url + path, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        "X-Forwarded-For": uniqueIp(),
        ...(cookie ? { Cookie: cookie } : {}),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    return { status: response.status, type: response.headers.get("Content-Type"), html: await response.text(), headers: response.headers };
  }

  return { call, page };
}

/**
 * A GET of `pathname` as a browser keeping cookies sends it (with `cookie`, redirects not
 * followed): the status, the text, the answer's headers and the cookies it set, ready to send back.
 */
export async function openPage(app: { url: string }, pathname: string, cookie?: string) {
  const response = await fetch(app.url + pathname, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, text: await response.text(), cookie: cookiesFrom(response), headers: response.headers };
}
