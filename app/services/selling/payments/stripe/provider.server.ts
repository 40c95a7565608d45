// Stripe as the app's own checkout: Stripe Checkout, confirmed only by its signed webhook at
// /api/webhooks/stripe, and the refunds of payments that found their offer sold out.
import { json } from "@remix-run/node";
import { listPendingSoldOutRefunds, recordSoldOutRefund } from "~/models/purchase.server";
import { getConfig } from "~/utils/config.server";
import { HttpError, readBytesUpTo } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import type { PaymentProvider, SoldOutPayment } from "../provider.server";
import { createCheckoutSession, STRIPE_MAX_CHECKOUT_SECONDS } from "./checkout-session.server";
import { isStripeConfigured, stripeClient, verifyStripeEvent, type Stripe } from "./client.server";
import { paymentEventOfStripe } from "./events.server";

/** Stripe's event deliveries are a few kilobytes; anything near this is not from Stripe. */
const STRIPE_WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * A signed event from Stripe, verified on the exact bytes received. A missing or wrong signature
 * changes nothing (400).
 */
async function verifyWebhook(request: Request): Promise<Stripe.Event> {
  if (!getConfig().STRIPE_WEBHOOK_SECRET) throw new HttpError(400, "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).");
  const tooLarge = new HttpError(413, `The body is too large (limit ${STRIPE_WEBHOOK_MAX_BYTES} bytes).`);
  if (Number(request.headers.get("Content-Length") ?? 0) > STRIPE_WEBHOOK_MAX_BYTES) throw tooLarge;
  const rawBody = await readBytesUpTo(request, STRIPE_WEBHOOK_MAX_BYTES);
  if (rawBody === null) throw tooLarge;
  const signature = request.headers.get("Stripe-Signature");
  if (!signature) throw new HttpError(400, "The Stripe-Signature header is missing.");
  try {
    return verifyStripeEvent({ rawBody: rawBody.toString("utf8"), signature });
  } catch (error) {
    getLogger().warn({ reason: error instanceof Error ? error.message : String(error) }, "Stripe webhook refused");
    throw new HttpError(400, "The Stripe signature does not match this body.");
  }
}

/** Asks Stripe to refund the payment in full; false (and left for the next retry) when Stripe could not be reached or refused. */
async function refundSoldOutPayment({ purchaseId, externalId }: SoldOutPayment) {
  // A payment is refundable through its Payment Intent; a session paid without one has nothing to refund.
  if (!externalId.startsWith("pi_")) return false;
  try {
    const refund = await stripeClient().refunds.create(
      { payment_intent: externalId, metadata: { purchaseId: String(purchaseId), reason: "sold_out" } },
      // One key per purchase: a retry never refunds twice.
      { idempotencyKey: `sold-out-refund-${purchaseId}` },
    );
    await recordSoldOutRefund({ purchaseId, stripeRefundId: refund.id });
    return true;
  } catch (error) {
    getLogger().warn({ err: error, purchaseId }, "sold-out refund not made yet; retried in a minute");
    return false;
  }
}

async function retrySoldOutRefunds() {
  let made = 0;
  for (const purchase of await listPendingSoldOutRefunds()) {
    if (purchase.externalId && (await refundSoldOutPayment({ purchaseId: purchase.id, externalId: purchase.externalId }))) made += 1;
  }
  return made;
}

export const stripeProvider: PaymentProvider<Stripe.Event> = {
  name: "stripe",
  holdsUnits: true,
  maxCheckoutSeconds: STRIPE_MAX_CHECKOUT_SECONDS,
  isConfigured: isStripeConfigured,
  createCheckout: createCheckoutSession,
  verifyWebhook,
  paymentEventOf: paymentEventOfStripe,
  /** 200 for every verified delivery, even a duplicate or a type this app ignores, so Stripe stops retrying it. */
  answerWebhook(event, { outcome }) {
    getLogger().info({ eventId: event.id, type: event.type, outcome }, "Stripe webhook");
    return json({ received: true, outcome });
  },
  soldOutRefunds: { refund: refundSoldOutPayment, retry: retrySoldOutRefunds },
};
