import { expect, test, type APIRequestContext, type Page } from "./test";
import { FAKE_STRIPE } from "../fixtures/e2e-stripe";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, PUSHED, uniqueId } from "./support";
import { registerViewerThroughApi } from "./viewer-link";

// The whole sale, as the host and a viewer see it: the host reveals an offer, the viewer buys it on
// (fake) Stripe's page, Stripe's signed webhook records it, and the host finds it in the event's
// purchases, the dashboard's earnings, the analytics and the buyer's Customer Profile. Stripe
// delivering the event twice makes one purchase, a forged delivery changes nothing, a refund lowers
// the revenue everywhere.

interface PurchasesAnswer {
  count: number;
  purchases: { buyer: { viewerId: number | null }; status: string; refundedCents: number }[];
  totals: { currency: string; cents: number }[];
}

async function purchasesOf(request: APIRequestContext, eventId: number) {
  const answer = await request.get(`/api/events/${eventId}/purchases`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as PurchasesAnswer;
}

async function expectRevenue(
  host: Page,
  { eventId, streamId, viewerId, amount }: { eventId: number; streamId: string; viewerId: number; amount: string },
) {
  await host.goto("/dashboard");
  await expect(host.getByTestId("earnings-total")).toHaveText(amount);
  await host.goto("/analytics?tab=revenue");
  const offers = host.getByRole("region", { name: "Offers" });
  await expect(offers.getByRole("row").filter({ hasText: "Growth Masterclass" })).toContainText(amount);
  await host.goto(`/events/${eventId}`);
  await expect(host.getByRole("main").getByText("Growth Masterclass").first()).toBeVisible();
  await host.goto(`/events/${eventId}/settings/${streamId}?profile=${viewerId}`);
  await expect(host.getByText("Growth Masterclass").first()).toBeVisible();
}

test("a revealed offer sells through Stripe and the sale shows on every host screen; duplicates, forgeries and refunds are handled", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { javaScriptEnabled } = test.info().project.use;
  const hostContext = await browser.newContext({ baseURL, javaScriptEnabled });
  const host = await hostContext.newPage();
  await createAccount(host.request, newAccount("selling-host"));
  const eventId = await createEventViaApi(host.request, `Selling Night ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(host.request, "Main stage", eventId);
  const created = await host.request.post(`/api/events/${eventId}/offers`, {
    data: { title: "Growth Masterclass", description: "Six live coaching calls", priceCents: 4900, currency: "USD", quantityLimit: 20 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offer = (await created.json()) as { id: number };

  const viewerContext = await browser.newContext({ baseURL, javaScriptEnabled });
  const viewer = await viewerContext.newPage();
  const viewerEmail = `buyer-${uniqueId()}@example.com`;
  const { uniqueUrl } = await registerViewerThroughApi(viewer.request, streamId, viewerEmail, "Maya");
  await viewer.goto(uniqueUrl);
  const buy = viewer.getByRole("button", { name: /Buy now/ });
  await expect(buy).toHaveCount(0);

  const revealed = await host.request.post(`/api/offers/${offer.id}/reveal`);
  expect(revealed.status(), await revealed.text()).toBe(200);
  if (javaScriptEnabled) {
    // Pushed to the open page: no reload.
    await expect(buy).toBeVisible(PUSHED);
  } else {
    await viewer.reload();
  }
  await expect(viewer.getByText("$49.00").first()).toBeVisible();

  const popup = javaScriptEnabled ? viewer.waitForEvent("popup") : null;
  await buy.click();
  const checkout = (await popup) ?? viewer;
  await checkout.getByLabel("Name on card").fill("Maya Smith");
  await checkout.getByRole("button", { name: "Pay $49.00" }).click();
  await expect(checkout).toHaveURL(new RegExp(`\\?checkout=success&offer=${offer.id}$`));
  await expect(checkout.getByRole("status").filter({ hasText: "Growth Masterclass" })).toBeVisible();

  await expect(async () => expect((await purchasesOf(host.request, eventId)).count).toBe(1)).toPass({ timeout: 7_000 });
  const [purchase] = (await purchasesOf(host.request, eventId)).purchases;
  const viewerId = purchase?.buyer.viewerId;
  expect(viewerId).toEqual(expect.any(Number));

  // Stripe delivers the same event again: still one purchase.
  const resent = await host.request.post(`${FAKE_STRIPE}/control/resend-last`);
  expect(resent.status()).toBe(200);
  // A delivery without Stripe's signature: refused, nothing stored.
  const forged = await host.request.post("/api/webhooks/stripe", {
    headers: { "Stripe-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`, "Content-Type": "application/json" },
    data: { id: `evt_${uniqueId()}`, type: "checkout.session.completed", data: { object: { id: "cs_forged", amount_total: 100000 } } },
  });
  expect(forged.status()).toBe(400);
  const afterDuplicates = await purchasesOf(host.request, eventId);
  expect(afterDuplicates.count).toBe(1);
  expect(afterDuplicates.totals).toEqual([{ currency: "USD", cents: 4900 }]);

  await expectRevenue(host, { eventId, streamId, viewerId: viewerId as number, amount: "$49.00" });

  // A full refund on Stripe: the revenue drops to zero on the same screens.
  const sessions = (await (await host.request.get(`${FAKE_STRIPE}/control/sessions`)).json()) as {
    metadata: { offerId?: string };
    payment_intent: string | null;
  }[];
  const paymentIntent = sessions.find((session) => session.metadata.offerId === String(offer.id))?.payment_intent;
  expect(paymentIntent).toBeTruthy();
  const refunded = await host.request.post(`${FAKE_STRIPE}/control/payment_intents/${paymentIntent}/refund`);
  expect(refunded.status()).toBe(200);
  await expect(async () => expect((await purchasesOf(host.request, eventId)).purchases[0]?.status).toBe("refunded")).toPass({ timeout: 7_000 });
  await host.goto("/dashboard");
  await expect(host.getByTestId("earnings-total")).toHaveText("$0.00");
  await host.goto("/analytics?tab=revenue");
  await expect(host.getByRole("region", { name: "Offers" }).getByRole("row").filter({ hasText: "Growth Masterclass" })).toContainText("$0.00");

  await viewerContext.close();
  await hostContext.close();
});
