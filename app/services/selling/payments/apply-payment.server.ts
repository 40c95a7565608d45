// One way a payment event changes the product, whichever provider sent it: a payment becomes one
// purchase (its unit taken, its purchase.completed webhooks stored with it, the sale announced),
// an expired checkout gives its unit back, a refund marks the purchase refunded (and its
// purchase.refunded webhooks). Each delivery is applied once: the provider's delivery id, or the
// payment's own id, is recorded in the transaction that applies it.
import { getOfferById } from "~/models/offer.server";
import { recordCheckoutSale, recordDeliveryOnly, recordPurchase, recordRefund, releaseReservation } from "~/models/purchase.server";
import { completedPurchaseWebhook, emitPurchase } from "~/services/integrations/index.server";
import type { DeliveryAddress, PaymentEvent, PaymentExpired, PaymentPaid, PaymentProvider, PaymentRefunded, PaymentResult } from "./provider.server";
import { announceOffers, announceSale, offerBuyer, purchaseFor } from "./sales.server";

type Applier = Pick<PaymentProvider, "name" | "soldOutRefunds">;

async function paid(provider: Applier, event: PaymentPaid): Promise<PaymentResult> {
  const deliveryId = event.deliveryId ?? undefined;
  const offer = event.offerId === null ? null : await getOfferById({ offerId: event.offerId });
  if (!offer) return deliveryId && !(await recordDeliveryOnly({ deliveryId })) ? { outcome: "duplicate" } : { outcome: "unknown" };

  const purchase = await purchaseFor({
    offer,
    viewer: await offerBuyer({ offer, viewerId: event.viewerId }),
    streamId: event.streamId,
    email: event.buyer.email,
    firstName: event.buyer.firstName,
    city: event.buyer.city,
    amountCents: event.amountCents ?? offer.priceCents,
    currency: event.currency ?? offer.currency,
    source: provider.name,
    externalId: event.externalId,
    attribution: event.attribution,
  });
  // The purchase and its purchase.completed deliveries are stored together: a crash between them
  // would otherwise lose the webhook for good, as the provider's retry finds the delivery already seen.
  const alsoRecord = completedPurchaseWebhook;
  // Only a provider that can give the money back may turn a payment away when no unit is free.
  const refunds = provider.soldOutRefunds;
  const result = refunds
    ? await recordCheckoutSale({ heldUnit: event.heldUnit, purchase, deliveryId, alsoRecord })
    : await recordPurchase({ purchase, deliveryId, alsoRecord });
  if (result.outcome === "duplicate") return { outcome: "duplicate" };
  if (result.outcome === "sold_out") {
    await refunds?.refund({ purchaseId: result.purchaseId, externalId: event.externalId });
    return { outcome: "sold_out" };
  }
  await announceSale({ offer, purchase, purchaseId: result.purchaseId });
  return { outcome: "recorded", purchaseId: result.purchaseId };
}

async function expired(event: PaymentExpired): Promise<PaymentResult> {
  if (event.reservationId === null) return { outcome: "ignored" };
  const released = await releaseReservation({ reservationId: event.reservationId, deliveryId: event.deliveryId ?? undefined });
  if (!released) return { outcome: "duplicate" };
  const offer = await getOfferById({ offerId: released.offerId });
  if (offer) await announceOffers({ eventId: offer.eventId });
  return { outcome: "released" };
}

async function refunded(provider: Applier, event: PaymentRefunded): Promise<PaymentResult> {
  const refund = await recordRefund({
    source: provider.name,
    externalId: event.externalId,
    refundedCents: event.refundedCents,
    refundedAt: event.refundedAt,
    deliveryId: event.deliveryId ?? undefined,
    alsoRecord: (trx, purchaseId) => emitPurchase({ purchaseId, type: "purchase.refunded" }, trx),
  });
  return { outcome: refund ? "refunded" : "unknown" };
}

/** Applies a provider's payment event: recorded once, announced, its outgoing webhooks stored with it. */
export async function applyPaymentEvent(provider: Applier, event: PaymentEvent | null): Promise<PaymentResult> {
  switch (event?.kind) {
    case "paid":
      return paid(provider, event);
    case "expired":
      return expired(event);
    case "refunded":
      return refunded(provider, event);
    default:
      return { outcome: "ignored" };
  }
}

/** A delivery from a provider, verified, applied and answered as the provider expects. Throws HttpError (4xx) when it is not the provider's. */
export async function receivePayment<Delivery>(provider: PaymentProvider<Delivery>, request: Request, address: DeliveryAddress) {
  const delivery = await provider.verifyWebhook(request, address);
  const result = await applyPaymentEvent(provider, provider.paymentEventOf(delivery));
  return provider.answerWebhook(delivery, result);
}
