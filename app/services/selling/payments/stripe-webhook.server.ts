// Stripe's signed webhook: a paid Checkout Session records the purchase (completing its held unit,
// or refunding it when its offer sold out while the buyer paid),
// an expired or failed one gives the unit back, a refund marks the purchase refunded. Each delivery
// is applied once: Stripe's event id is recorded in the transaction that applies it.
import { getOfferById } from "~/models/offer.server";
import { recordDeliveryOnly, recordRefund, recordStripeSale, releaseReservation, type PurchaseInput } from "~/models/purchase.server";
import { completedPurchaseWebhook, emitPurchase } from "~/services/integrations/index.server";
import { announceOffers, announceSale, offerBuyer, purchaseFor } from "./sales.server";
import { refundSoldOutPayment } from "./sold-out-refunds.server";
import type { Stripe } from "./stripe.server";

export type StripeEventOutcome = "recorded" | "released" | "refunded" | "sold_out" | "duplicate" | "unknown" | "ignored";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function positiveInt(text: string | undefined) {
  return text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Where the checkout began, as its session's metadata says (sessions made before it was recorded: live). */
function attributionOf(value: string | undefined): PurchaseInput["attribution"] {
  return value === "replay" || value === "on-demand" ? value : "live";
}

function firstWord(name: string | null | undefined) {
  return name?.trim().split(/\s+/)[0] || null;
}

async function sessionPaid(event: Stripe.Event, session: Stripe.Checkout.Session): Promise<StripeEventOutcome> {
  const deliveryId = `stripe:${event.id}`;
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return "ignored";
  const offerId = positiveInt(session.metadata?.offerId);
  const offer = offerId === null ? null : await getOfferById({ offerId });
  if (!offer) return (await recordDeliveryOnly({ deliveryId })) ? "unknown" : "duplicate";

  const viewer = await offerBuyer({ offer, viewerId: positiveInt(session.metadata?.viewerId) });
  const details = session.customer_details;
  const purchase = await purchaseFor({
    offer,
    viewer,
    streamId: session.metadata?.streamId || null,
    email: details?.email ?? session.customer_email ?? null,
    firstName: firstWord(details?.name),
    city: details?.address?.city?.trim() || null,
    amountCents: session.amount_total ?? offer.priceCents,
    currency: session.currency ?? offer.currency,
    source: "stripe",
    externalId: idOf(session.payment_intent) ?? session.id,
    attribution: attributionOf(session.metadata?.attribution),
  });
  const reservationId = positiveInt(session.metadata?.reservationId);
  // The purchase and its purchase.completed deliveries are stored together: a crash between them
  // would otherwise lose the webhook for good, as Stripe's retry finds the delivery already seen.
  const alsoRecord = completedPurchaseWebhook;
  const result = await recordStripeSale({ reservationId, checkoutSessionId: session.id, purchase, deliveryId, alsoRecord });
  if (result.outcome === "duplicate") return "duplicate";
  if (result.outcome === "sold_out") {
    await refundSoldOutPayment({ purchaseId: result.purchaseId, paymentIntentId: idOf(session.payment_intent) });
    return "sold_out";
  }
  await announceSale({ offer, purchase, purchaseId: result.purchaseId });
  return "recorded";
}

async function sessionEnded(event: Stripe.Event, session: Stripe.Checkout.Session): Promise<StripeEventOutcome> {
  const reservationId = positiveInt(session.metadata?.reservationId);
  if (reservationId === null) return "ignored";
  const released = await releaseReservation({ reservationId, deliveryId: `stripe:${event.id}` });
  if (!released) return "duplicate";
  const offer = await getOfferById({ offerId: released.offerId });
  if (offer) await announceOffers({ eventId: offer.eventId });
  return "released";
}

async function chargeRefunded(event: Stripe.Event, charge: Stripe.Charge): Promise<StripeEventOutcome> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return "ignored";
  const refunded = await recordRefund({
    paymentIntentId,
    refundedCents: charge.amount_refunded,
    refundedAt: new Date(event.created * 1000).toISOString(),
    deliveryId: `stripe:${event.id}`,
    alsoRecord: (trx, purchaseId) => emitPurchase({ purchaseId, type: "purchase.refunded" }, trx),
  });
  if (!refunded) return "unknown";
  return "refunded";
}

/** Applies a verified Stripe event; types this app does not use are ignored (and still answered 200). */
export async function handleStripeEvent(event: Stripe.Event): Promise<StripeEventOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return sessionPaid(event, event.data.object);
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return sessionEnded(event, event.data.object);
    case "charge.refunded":
      return chargeRefunded(event, event.data.object);
    default:
      return "ignored";
  }
}
