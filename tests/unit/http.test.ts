import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonBody, readJson } from "~/utils/http.server";
import { safeRedirect } from "~/services/auth.server";

const jsonRequest = (body: string, type = "application/json") =>
  new Request("http://localhost/api/x", { method: "POST", headers: { "Content-Type": type }, body });

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: (await thrown.json()) as Record<string, unknown> };
  }
  throw new Error("expected a thrown Response");
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
  ])("refuses %s with a clear 4xx", async (_name, request, status, message) => {
    const { status: got, body } = await rejection(readJson(request));
    expect(got).toBe(status);
    expect(body.error).toMatch(message);
  });

  it("names each invalid field", async () => {
    const schema = z.object({ title: z.string().min(1, "Title is required"), count: z.number() });
    const { status, body } = await rejection(parseJsonBody(jsonRequest('{"title":"","count":"3"}'), schema));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ title: ["Title is required"], count: [expect.stringMatching(/number/)] });
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/events", "/events"],
    ["/events?openModal=true", "/events?openModal=true"],
    ["//evil.example", "/landing-page"],
    ["/\\evil.example", "/landing-page"],
    ["https://evil.example", "/landing-page"],
    [null, "/landing-page"],
  ])("%s → %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});
