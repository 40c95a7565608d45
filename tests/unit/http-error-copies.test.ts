import { describe, expect, it, vi } from "vitest";

// server.ts and the Remix build each load their own copy of the modules that throw HttpErrors, and
// share singletons: an error made by one copy must be recognised by the other's `instanceof`.
describe("HttpError across module copies", () => {
  it("is an HttpError, and its own subclass, to another copy of the module", async () => {
    const first = await import("~/services/video/provider.server");
    const firstHttp = await import("~/utils/http.server");
    vi.resetModules();
    const second = await import("~/services/video/provider.server");
    const secondHttp = await import("~/utils/http.server");
    expect(second.VideoProviderError).not.toBe(first.VideoProviderError);

    const thrown = new first.VideoProviderError("The video provider did not answer.", 502);
    expect(thrown instanceof secondHttp.HttpError).toBe(true);
    expect(thrown instanceof second.VideoProviderError).toBe(true);
    expect(secondHttp.httpErrorOf(thrown)?.body).toEqual({ error: "The video provider did not answer." });

    const plain = new firstHttp.HttpError(404, "Stream not found");
    expect(plain instanceof secondHttp.HttpError).toBe(true);
    expect(plain instanceof second.VideoProviderError).toBe(false);
    expect(new Error("boom") instanceof secondHttp.HttpError).toBe(false);
    expect((null as unknown) instanceof secondHttp.HttpError).toBe(false);
  });
});
