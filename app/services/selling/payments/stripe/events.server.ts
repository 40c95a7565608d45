// What a verified Stripe event means for the product: a paid Checkout Session is a payment (of the
// unit it held, if any), an expired or failed one ends its checkout, a refunded charge refunds its
// payment. Every Stripe event id is the delivery's id, so a redelivery changes nothing.
import type { PurchaseAttribution } from "../../../../../db/schema/replays";
import type { PaymentEvent } from "../provider.server";
import type { Stripe } from "./client.server";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function positiveInt(text: string | undefined) {
  return text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Where the checkout began, as its session's metadata says (sessions made before it was recorded: live). */
function attributionOf(value: string | undefined): PurchaseAttribution {
  return value === "replay" || value === "on-demand" ? value : "live";
}

function firstWord(name: string | null | undefined) {
  return name?.trim().split(/\s+/)[0] || null;
}

const deliveryIdOf = (event: Stripe.Event) => `stripe:${event.id}`;

function sessionPaid(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentEvent | null {
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return null;
  const details = session.customer_details;
  const reservationId = positiveInt(session.metadata?.reservationId);
  return {
    kind: "paid",
    deliveryId: deliveryIdOf(event),
    offerId: positiveInt(session.metadata?.offerId),
    viewerId: positiveInt(session.metadata?.viewerId),
    streamId: session.metadata?.streamId || null,
    buyer: {
      email: details?.email ?? session.customer_email ?? null,
      firstName: firstWord(details?.name),
      city: details?.address?.city?.trim() || null,
    },
    amountCents: session.amount_total,
    currency: session.currency,
    // The Payment Intent, which refunds name; a session with nothing to pay has none.
    externalId: idOf(session.payment_intent) ?? session.id,
    attribution: attributionOf(session.metadata?.attribution),
    heldUnit: reservationId === null ? null : { reservationId, checkoutId: session.id },
  };
}

function sessionEnded(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentEvent {
  return { kind: "expired", deliveryId: deliveryIdOf(event), reservationId: positiveInt(session.metadata?.reservationId) };
}

function chargeRefunded(event: Stripe.Event, charge: Stripe.Charge): PaymentEvent | null {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return null;
  return {
    kind: "refunded",
    deliveryId: deliveryIdOf(event),
    externalId: paymentIntentId,
    refundedCents: charge.amount_refunded,
    refundedAt: new Date(event.created * 1000).toISOString(),
  };
}

/** The payment event a Stripe event carries; null for the types (and unpaid sessions) this app does not use. */
export function paymentEventOfStripe(event: Stripe.Event): PaymentEvent | null {
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
      return null;
  }
}
