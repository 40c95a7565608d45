import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiHandler, apiRoute, HttpError, parseJsonBody, readJson } from "~/utils/http.server";
import { loadContext } from "../support/factories";

const jsonRequest = (body: string, type = "application/json") =>
  new Request("http://localhost/api/x", { method: "POST", headers: { "Content-Type": type }, body });

/** The JSON answer a refusal thrown by `promise` gets (an HttpError, answered by apiRoute). */
async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof HttpError) {
      const answer = thrown.toResponse();
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    }
  }
  throw new Error("expected a thrown HttpError");
}

describe("JSON bodies", () => {
  it("reads JSON objects", async () => {
    expect(await readJson(jsonRequest('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(jsonRequest('{"a":1}', "application/merge-patch+json"))).toEqual({ a: 1 });
  });

  it.each([
    ["wrong type", jsonRequest('{"a":1}', "text/plain"), 400, /Content-Type: application\/json/],
    ["empty", jsonRequest(""), 400, /empty/],
    ["malformed", jsonRequest("{nope"), 400, /not valid JSON/],
    ["too large", jsonRequest(`"${"x".repeat(70_000)}"`), 413, /too large/],
    ["nested past 64 levels", jsonRequest(`${"[".repeat(65)}${"]".repeat(65)}`), 400, /nested too deeply/],
    // Walking it for U+0000 overflowed the stack: a 500.
    ["nested ten thousand levels around a NUL", jsonRequest(`${'{"a":'.repeat(10_000)}"\\u0000"${"}".repeat(10_000)}`), 400, /nested too deeply/],
  ])("refuses %s with a clear 4xx", async (_name, request, status, message) => {
    const { status: got, body } = await rejection(readJson(request));
    expect(got).toBe(status);
    expect(body.error).toMatch(message);
  });

  it("reads JSON nested 64 levels deep, and brackets inside strings do not count", async () => {
    expect(await readJson(jsonRequest(`${"[".repeat(64)}"[[[{{{"${"]".repeat(64)}`))).toBeDefined();
  });

  it("names each invalid field", async () => {
    const schema = z.object({ title: z.string().min(1, "Title is required"), count: z.number() });
    const { status, body } = await rejection(parseJsonBody(jsonRequest('{"title":"","count":"3"}'), schema));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ title: ["Title is required"], count: [expect.stringMatching(/number/)] });
  });
});

describe("JSON calls (apiRoute)", () => {
  const call = (method: string, body?: string) => ({
    request: new Request("http://localhost/api/x", { method, headers: { "Content-Type": "application/json" }, body }),
    params: {},
    context: loadContext(),
  });
  const route = apiRoute({
    GET: () => {
      throw new HttpError(429, "Slow down.", { retryAfterSeconds: 7 });
    },
    PATCH: async ({ request }) => Response.json(await readJson(request)),
  });

  it("answers a method it does not list with 405 and Allow, in the listed order", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const answer = await route.action(call(method));
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("Allow")).toBe("GET, PATCH");
      expect(await answer.json()).toEqual({ error: "Method not allowed. Use GET or PATCH." });
    }
    const postOnly = apiRoute({ POST: () => Response.json({}) }, { alsoAllowed: ["PUT"] });
    const refused = await postOnly.loader(call("GET"));
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("POST, PUT");
  });

  it("answers a thrown HttpError as { error, fieldErrors? } with its headers", async () => {
    const limited = await route.loader(call("GET"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("7");
    expect(await limited.json()).toEqual({ error: "Slow down." });

    const bad = await route.action(call("PATCH", "{nope"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "The body is not valid JSON." });
    expect(await (await route.action(call("PATCH", '{"a":1}'))).json()).toEqual({ a: 1 });

    const both = new HttpError(404, "Stream not found", { alsoAsMessage: true, fieldErrors: { id: ["Stream not found"] } });
    expect(await both.toResponse().json()).toEqual({
      error: "Stream not found",
      message: "Stream not found",
      fieldErrors: { id: ["Stream not found"] },
    });
  });

  it("lets a thrown Response pass as Remix sends it, and rethrows a real fault", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/" } });
    await expect(
      apiHandler(() => {
        throw redirect;
      })(call("GET")),
    ).rejects.toBe(redirect);
    const fault = new Error("database gone");
    await expect(apiHandler(() => Promise.reject(fault))(call("GET"))).rejects.toBe(fault);
  });
});
