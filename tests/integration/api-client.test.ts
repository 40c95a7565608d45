import { describe, expect, it } from "vitest";
import { createApiKey } from "~/models/api-key.server";
import { runClientScenario } from "../api-client/scenario";
import { createHost } from "../support/factories";
import { startAppForTests } from "../support/http-server";

// The typed client an integrator builds from the OpenAPI document alone (tests/api-client/scenario.ts,
// type-checked against types that openapi-typescript generates from the committed document), run
// against the app with an API key.

describe("a client generated from the OpenAPI document", () => {
  const app = startAppForTests();

  it("signs in with a key, creates an event and a stream, chats, reveals an offer and reads the purchases", async () => {
    const host = await createHost();
    const { secret } = await createApiKey({ userId: host.id, name: "CRM sync" });
    const result = await runClientScenario({ baseUrl: app.url, apiKey: secret });
    expect(result).toEqual({
      signedInAs: host.email,
      eventTitle: "Client-built launch",
      eventStatus: "scheduled",
      streamId: expect.any(String),
      chatMessage: "Welcome from the CRM",
      chatByHost: true,
      offerTitle: "Coaching package",
      revealed: true,
      revealedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      purchaseCount: 0,
      purchases: 0,
      totals: [],
    });
  });

  it("stops at the first refusal with the document's error shape", async () => {
    await expect(runClientScenario({ baseUrl: app.url, apiKey: "su_not-a-real-key" })).rejects.toThrow(/^who am I: 401 \{"error":/);
  });
});
