import type { LoaderFunctionArgs } from "@remix-run/node";
import { expect } from "vitest";
import { getRequest, loadContext, settle } from "./factories";

// Calls to a route module's loader or action in the test's own process, as Remix makes them.

/** A POST whose headers say multipart form and whose body is no form at all. */
export function unreadableFormRequest(pathname: string, init: { cookie?: string } = {}) {
  return new Request(new URL(pathname, "http://localhost"), {
    method: "POST",
    body: "{",
    headers: { "Content-Type": "multipart/form-data; boundary=x", ...(init.cookie ? { Cookie: init.cookie } : {}) },
  });
}

/** What a route's loader answers to a GET of `pathname` in `cookie`'s session: it must be 200; its JSON. */
export async function loaderJson<T>(loader: (args: LoaderFunctionArgs) => Promise<unknown>, pathname: string, cookie: string): Promise<T> {
  const response = await settle(() => loader({ request: getRequest(pathname, { cookie }), params: {}, context: loadContext() }));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
