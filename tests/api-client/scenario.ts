import createClient from "openapi-fetch";
import type { paths } from "./openapi";

// What an integrator writes with nothing but the OpenAPI document: types generated from it by
// openapi-typescript (npm run api:types, also at the start of npm test), calls made with
// openapi-fetch and an API key. It type-checks against the committed document, and
// tests/integration/api-client.test.ts runs it against the app.

/** Throws with the call's answer when it is not the success the script expects. */
function expectData<T>(what: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) throw new Error(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

export async function runClientScenario({ baseUrl, apiKey, fetch: fetcher }: { baseUrl: string; apiKey: string; fetch?: typeof fetch }) {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` }, ...(fetcher ? { fetch: fetcher } : {}) });

  const me = expectData("who am I", await api.GET("/api/auth/me"));
  const event = expectData(
    "create an event",
    await api.POST("/api/events", {
      body: { title: "Client-built launch", scheduledAt: "2031-03-04T17:00:00.000Z", durationMinutes: 45, timezone: "UTC" },
    }),
  );
  const stream = expectData("create a stream", await api.POST("/api/streams", { body: { title: "Main stage", eventId: event.id } }));
  const chat = expectData(
    "post a chat message",
    await api.POST("/api/streams/{streamId}/chat", { params: { path: { streamId: stream.streamId } }, body: { message: "Welcome from the CRM" } }),
  );
  const offer = expectData(
    "create an offer",
    await api.POST("/api/events/{id}/offers", {
      params: { path: { id: String(event.id) } },
      body: { title: "Coaching package", priceCents: 19_900, currency: "usd", checkoutUrl: "https://pay.example.com/coaching" },
    }),
  );
  const revealed = expectData(
    "reveal the offer",
    await api.POST("/api/offers/{offerId}/reveal", { params: { path: { offerId: String(offer.id) } } }),
  );
  const purchases = expectData("read the purchases", await api.GET("/api/events/{id}/purchases", { params: { path: { id: String(event.id) } } }));

  return {
    signedInAs: me.user.email,
    eventTitle: event.title,
    eventStatus: event.status,
    streamId: stream.streamId,
    chatMessage: chat.message,
    chatByHost: chat.isStreamer,
    offerTitle: offer.title,
    revealed: revealed.isRevealed,
    revealedAt: revealed.revealedAt,
    purchaseCount: purchases.count,
    purchases: purchases.purchases.length,
    totals: purchases.totals,
  };
}
