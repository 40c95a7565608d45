import { expect, test } from "./test";
import { startWebhookReceiver, verifyWebhookSignature, type ReceivedWebhook } from "../support/webhook-receiver";
import { createAccount, createEventViaApi, createStreamViaApi, mainContent, newAccount, uniqueId, submitRegistrationForm } from "./support";
import { registerViewerThroughApi } from "./viewer-link";

// A host's CRM listens to the host's webhook endpoint while a webinar runs its course in the
// browser: a visitor registers on the registration page, the host goes live, a viewer buys the
// revealed offer through (fake) Stripe, the host ends the event. Each step reaches the receiver as
// a signed delivery of its own type, sent by the app's own job runner.

interface Delivery {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

const deliveryOf = (hit: ReceivedWebhook) => JSON.parse(hit.body) as Delivery;

test("register, go live, buy and end each reach the host's endpoint as a signed delivery", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { javaScriptEnabled } = test.info().project.use;
  const receiver = await startWebhookReceiver();
  const hostContext = await browser.newContext({ baseURL, javaScriptEnabled });
  const viewerContext = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    const host = await hostContext.newPage();
    await createAccount(host.request, newAccount("webhooks-flow", { firstName: "Hana" }));
    const title = `Webhook Night ${uniqueId()}`;
    const eventId = await createEventViaApi(host.request, title);
    const { streamId } = await createStreamViaApi(host.request, "Main stage", eventId);
    const endpoint = await host.request.post("/api/webhook-endpoints", {
      data: { url: receiver.url("/crm"), events: ["registration.created", "event.live", "purchase.completed", "event.ended"] },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);
    const { secret } = (await endpoint.json()) as { secret: string };
    const offer = await host.request.post(`/api/events/${eventId}/offers`, {
      data: { title: "Growth Masterclass", description: "Six live coaching calls", priceCents: 4900, currency: "USD" },
    });
    expect(offer.status(), await offer.text()).toBe(201);
    const offerId = ((await offer.json()) as { id: number }).id;

    const deliveriesOfType = (type: string) => receiver.received.map(deliveryOf).filter((delivery) => delivery.type === type);
    const arrived = async (type: string) => {
      await expect.poll(() => deliveriesOfType(type).length, { timeout: 15_000, message: `${type} delivered` }).toBe(1);
      return deliveriesOfType(type)[0] as Delivery;
    };

    // A visitor registers on the event's registration page.
    const visitor = await viewerContext.newPage();
    const visitorEmail = `e2e-crm-${uniqueId()}@example.com`;
    await visitor.goto(`/event-registration/${eventId}`);
    await submitRegistrationForm(visitor, { firstName: "Vera", lastName: "Visitor", email: visitorEmail });
    await expect(visitor.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    const registered = await arrived("registration.created");
    expect(registered.data).toMatchObject({ email: visitorEmail, firstName: "Vera", lastName: "Visitor", event: { id: eventId, title } });
    expect(JSON.stringify(registered.data)).not.toMatch(/accessToken|\/watch\//);

    // The host goes live from the event's dashboard.
    await host.goto(`/events/${eventId}`);
    await mainContent(host).getByRole("button", { name: "Go Live" }).click();
    await expect(mainContent(host).getByRole("button", { name: "Stop stream" })).toBeVisible();
    expect((await arrived("event.live")).data).toMatchObject({ event: { id: eventId, title } });

    // A viewer buys the revealed offer on Stripe's page.
    const viewer = await viewerContext.newPage();
    const buyerEmail = `e2e-buyer-${uniqueId()}@example.com`;
    const { uniqueUrl } = await registerViewerThroughApi(viewer.request, streamId, buyerEmail, "Maya");
    const revealed = await host.request.post(`/api/offers/${offerId}/reveal`);
    expect(revealed.status(), await revealed.text()).toBe(200);
    await viewer.goto(uniqueUrl);
    const buy = viewer.getByRole("button", { name: /Buy now/ });
    // Once the page is alive, checkout opens in a new tab (before, in this one).
    if (javaScriptEnabled) await expect(buy).toHaveAccessibleName(/opens checkout in a new tab/);
    const popup = javaScriptEnabled ? viewer.waitForEvent("popup") : null;
    await buy.click();
    const checkout = (await popup) ?? viewer;
    await checkout.getByLabel("Name on card").fill("Maya Smith");
    await checkout.getByRole("button", { name: "Pay $49.00" }).click();
    await expect(checkout).toHaveURL(new RegExp(`\\?checkout=success&offer=${offerId}$`));
    expect((await arrived("purchase.completed")).data).toMatchObject({
      email: buyerEmail,
      offerId,
      amountCents: 4900,
      currency: "USD",
      attribution: "live",
      event: { id: eventId, title },
    });

    // The host ends the event.
    await mainContent(host).getByText("End event", { exact: true }).click();
    await mainContent(host).getByRole("button", { name: "Yes, end the event" }).click();
    await expect(mainContent(host).getByText("Completed").first()).toBeVisible();
    expect((await arrived("event.ended")).data).toMatchObject({ event: { id: eventId, title } });

    // Every delivery is signed with the endpoint's secret, has an id of its own, and went to the endpoint's path.
    expect(receiver.received.map((hit) => hit.path)).toEqual(receiver.received.map(() => "/crm"));
    for (const hit of receiver.received) {
      expect(verifyWebhookSignature({ header: String(hit.headers["webhook-signature"]), body: hit.body, secret })).toBe(true);
      expect(verifyWebhookSignature({ header: String(hit.headers["webhook-signature"]), body: hit.body, secret: `${secret}x` })).toBe(false);
    }
    expect(new Set(receiver.received.map((hit) => deliveryOf(hit).id)).size).toBe(receiver.received.length);
    expect(receiver.received.map((hit) => deliveryOf(hit).type)).toEqual(["registration.created", "event.live", "purchase.completed", "event.ended"]);
  } finally {
    await viewerContext.close();
    await hostContext.close();
    await receiver.close();
  }
});
