import { describe, expect, it } from "vitest";
import { reserveOfferUnit } from "~/models/purchase.server";
import { applyPaymentEvent, receivePayment } from "~/services/selling/payments/apply-payment.server";
import type { PaymentPaid, PaymentProvider, SoldOutPayment } from "~/services/selling/payments/provider.server";
import { builtInProvider, checkoutProviderFor, webhookProvider } from "~/services/selling/payments/registry.server";
import { stripeProvider } from "~/services/selling/payments/stripe/provider.server";
import { outsideProvider } from "~/services/selling/payments/outside/provider.server";
import { loadConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { startAppForTests } from "../support/http-server";
import { offerCounts, offerPurchases, sellingSetup } from "../support/selling";

// Issue 35: payments behind one interface. A second provider, made up here, goes through the same
// applyPaymentEvent as Stripe and the outside checkouts.

const app = startAppForTests();

type Offer = Awaited<ReturnType<Awaited<ReturnType<typeof sellingSetup>>["offer"]>>;

/** A provider that can refund, as PayPal would be: it records what it was asked to refund. */
function refundingProvider() {
  const refunded: SoldOutPayment[] = [];
  const provider: Pick<PaymentProvider, "name" | "soldOutRefunds"> = {
    name: "paypal",
    soldOutRefunds: {
      refund: async (payment) => {
        refunded.push(payment);
        return true;
      },
      retry: async () => 0,
    },
  };
  return { provider, refunded };
}

function paidEvent(offer: Offer, fields: Partial<PaymentPaid> = {}): PaymentPaid {
  return {
    kind: "paid",
    deliveryId: `paypal:${Math.random().toString(36).slice(2)}`,
    offerId: offer.id,
    viewerId: null,
    streamId: null,
    buyer: { email: "Buyer@Example.com", firstName: "Ada", city: "Leeds" },
    amountCents: 4900,
    currency: "usd",
    externalId: `PAY-${Math.random().toString(36).slice(2)}`,
    attribution: "live",
    heldUnit: null,
    ...fields,
  };
}

describe("applyPaymentEvent, whichever provider sent it", () => {
  it("records another provider's payment once, attributed to its viewer, however often it is delivered", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 5 });
    const { provider } = refundingProvider();
    const event = paidEvent(offer, { viewerId: setup.viewer.id });

    const first = await applyPaymentEvent(provider, event);
    expect(first).toEqual({ outcome: "recorded", purchaseId: expect.any(Number) });
    expect(await applyPaymentEvent(provider, event)).toEqual({ outcome: "duplicate" });
    expect(await applyPaymentEvent(provider, { ...event, deliveryId: "paypal:another-delivery" })).toEqual({ outcome: "duplicate" });

    const purchases = await offerPurchases(offer.id);
    expect(purchases).toEqual([
      expect.objectContaining({
        id: first.outcome === "recorded" ? first.purchaseId : -1,
        source: "paypal",
        externalId: event.externalId,
        viewerId: setup.viewer.id,
        streamId: setup.streamRowId,
        emailNormalized: "buyer@example.com",
        amountCents: 4900,
        currency: "USD",
        status: "completed",
      }),
    ]);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });
  });

  it("completes the unit held for the paid checkout, and gives an expired checkout's unit back once", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 2 });
    const { provider } = refundingProvider();
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const paidHold = await reserveOfferUnit({ offerId: offer.id, viewerId: null, expiresAt });
    const expiredHold = await reserveOfferUnit({ offerId: offer.id, viewerId: null, expiresAt });
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 2 });

    const paid = paidEvent(offer, { heldUnit: { reservationId: paidHold!.reservationId, checkoutId: "checkout-1" } });
    expect(await applyPaymentEvent(provider, paid)).toMatchObject({ outcome: "recorded" });
    const expired = { kind: "expired", deliveryId: "paypal:expired-1", reservationId: expiredHold!.reservationId } as const;
    expect(await applyPaymentEvent(provider, expired)).toEqual({ outcome: "released" });
    expect(await applyPaymentEvent(provider, expired)).toEqual({ outcome: "duplicate" });
    expect(await applyPaymentEvent(provider, { ...expired, reservationId: null })).toEqual({ outcome: "ignored" });
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });
  });

  it("refunds through its provider a payment that finds the offer sold out; a provider that cannot refund has it counted", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 1, soldCount: 1 });
    const { provider, refunded } = refundingProvider();

    const late = paidEvent(offer);
    expect(await applyPaymentEvent(provider, late)).toEqual({ outcome: "sold_out" });
    const [soldOut] = await offerPurchases(offer.id);
    expect(soldOut).toMatchObject({ source: "paypal", status: "refunded", refundedCents: 4900, refundReason: "sold_out" });
    expect(refunded).toEqual([{ purchaseId: soldOut!.id, externalId: late.externalId }]);

    const cannotRefund: Pick<PaymentProvider, "name"> = { name: "manual" };
    expect(await applyPaymentEvent(cannotRefund, paidEvent(offer))).toMatchObject({ outcome: "recorded" });
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 2, reservedCount: 0 });
  });

  it("marks a payment refunded only for the provider that took it, and says when it knows no such payment", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer();
    const { provider } = refundingProvider();
    const payment = paidEvent(offer);
    await applyPaymentEvent(provider, payment);
    const refund = { kind: "refunded", externalId: payment.externalId, refundedCents: 1000, refundedAt: new Date().toISOString() } as const;

    expect(await applyPaymentEvent(stripeProvider, { ...refund, deliveryId: "stripe:not-this-one" })).toEqual({ outcome: "unknown" });
    expect(await applyPaymentEvent(provider, { ...refund, deliveryId: "paypal:refund-1" })).toEqual({ outcome: "refunded" });
    expect(await offerPurchases(offer.id)).toEqual([expect.objectContaining({ status: "refunded", refundedCents: 1000 })]);
    expect(await applyPaymentEvent(provider, null)).toEqual({ outcome: "ignored" });
  });

  it("answers a delivery its provider does not verify with the provider's refusal, applying nothing", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer();
    const provider: PaymentProvider<string> = {
      ...refundingProvider().provider,
      holdsUnits: true,
      isConfigured: () => true,
      createCheckout: async () => ({ location: "https://pay.example.com/1", checkoutId: "1" }),
      verifyWebhook: async (request) => {
        if (request.headers.get("Signature") !== "good") throw new HttpError(400, "Bad signature");
        return request.text();
      },
      paymentEventOf: (externalId) => paidEvent(offer, { externalId }),
      answerWebhook: (_delivery, result) => Response.json(result),
    };
    const deliver = (signature: string) =>
      receivePayment(
        provider,
        new Request("http://app.test/api/webhooks/paypal", { method: "POST", headers: { Signature: signature }, body: "PAY-1" }),
        {},
      );

    await expect(deliver("forged")).rejects.toMatchObject({ status: 400, message: "Bad signature" });
    expect(await offerPurchases(offer.id)).toEqual([]);
    expect(await (await deliver("good")).json()).toEqual({ outcome: "recorded", purchaseId: expect.any(Number) });
    expect(await offerPurchases(offer.id)).toEqual([expect.objectContaining({ source: "paypal", externalId: "PAY-1" })]);
  });
});

describe("the provider registry", () => {
  it("finds webhook providers by name, and who sells an offer from the configuration", () => {
    expect(webhookProvider("stripe")).toBe(stripeProvider);
    expect(webhookProvider("outside")).toBeNull();
    expect(webhookProvider("paypal")).toBeNull();

    const withStripe = loadConfig({ ...process.env, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" });
    const without = loadConfig({ ...process.env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    expect(builtInProvider(withStripe)).toBe(stripeProvider);
    expect(builtInProvider(without)).toBeNull();
    expect(checkoutProviderFor({ checkoutUrl: null }, withStripe)).toBe(stripeProvider);
    expect(checkoutProviderFor({ checkoutUrl: null }, without)).toBeNull();
    expect(checkoutProviderFor({ checkoutUrl: "https://shop.example.com/pro" }, without)).toBe(outsideProvider);
  });
});

describe("/api/webhooks/{provider}", () => {
  it("is a 404 for a provider the app does not have, whatever the method, and a 405 for Stripe's but POST", async () => {
    for (const name of ["paypal", "outside"]) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${app.url}/api/webhooks/${name}`, { method, ...(method === "POST" ? { body: "{}" } : {}) });
        expect(response.status, `${method} ${name}`).toBe(404);
        expect(await response.json()).toEqual({ error: "No such API endpoint." });
      }
    }
    const get = await fetch(`${app.url}/api/webhooks/stripe`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect(await get.json()).toEqual({ error: "Method not allowed. Use POST." });
  });
});
