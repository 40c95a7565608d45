import { expect, test } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, uniqueId } from "./support";
import { registerViewerThroughApi } from "./viewer-link";

// A viewer buys a revealed built-in offer from the watch page through the fake Stripe's Checkout
// page and comes back to the stream with the success notice; the host's purchases list has it.
// With JavaScript the checkout may open in a new tab (the stream keeps playing); without, in the same one.

test.describe("built-in checkout", () => {
  test("a viewer presses Buy, pays on Stripe's page, returns to the watch page, and the purchase is recorded", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    await createAccount(request, newAccount("checkout-host"));
    const eventId = await createEventViaApi(request, `Selling Night ${uniqueId()}`);
    const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
    const created = await request.post(`/api/events/${eventId}/offers`, {
      data: { title: "Growth Masterclass", description: "Six live coaching calls", priceCents: 4900, currency: "USD", quantityLimit: 20 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const offer = (await created.json()) as { id: number };
    const revealed = await request.post(`/api/offers/${offer.id}/reveal`);
    expect(revealed.status(), await revealed.text()).toBe(200);

    const viewerApi = await playwright.request.newContext({ baseURL });
    const viewerEmail = `buyer-${uniqueId()}@example.com`;
    const { uniqueUrl } = await registerViewerThroughApi(viewerApi, streamId, viewerEmail, "Maya");
    await viewerApi.dispose();

    await page.goto(uniqueUrl);
    // Pressed before the page comes to life, the form posts in this tab; after, into a new one.
    const popup = page.waitForEvent("popup", { timeout: 15_000 }).catch(() => null);
    const sameTab = page
      .waitForURL((url) => !url.pathname.startsWith("/watch/"), { timeout: 15_000 })
      .then(
        () => page,
        () => null,
      );
    await page.getByRole("button", { name: /Buy/ }).first().click();
    const checkout = (await Promise.race([popup, sameTab])) ?? page;

    await expect(checkout.getByRole("heading", { name: "Pay $49.00" })).toBeVisible();
    await expect(checkout.getByLabel("Email")).toHaveValue(viewerEmail);
    await checkout.getByLabel("Name on card").fill("Maya Smith");
    await checkout.getByRole("button", { name: "Pay $49.00" }).click();

    await expect(checkout).toHaveURL(new RegExp(`/watch/${streamId}/[^?]+\\?checkout=success&offer=${offer.id}$`));
    await expect(checkout.getByText(/thank you|purchase|payment/i).first()).toBeVisible();

    await expect(async () => {
      const purchases = await request.get(`/api/events/${eventId}/purchases`);
      expect(purchases.status()).toBe(200);
      expect(JSON.stringify(await purchases.json())).toContain("Growth Masterclass");
    }).toPass({ timeout: 7_000 });
  });
});
