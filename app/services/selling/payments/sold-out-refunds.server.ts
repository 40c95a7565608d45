// Payments that came for a unit sold out meanwhile (a buyer who paid after their hold ran out, while
// the last unit went to someone else) are refunded through Stripe, in full and automatically: the
// host's limit is a promise to the buyers who got a unit. The purchase is stored as refunded first,
// in the webhook's transaction, so no figure ever counts it; the Stripe call follows, outside any
// transaction, and is retried every minute until Stripe answers (one idempotency key per purchase,
// so a retry never refunds twice).
import { listPendingSoldOutRefunds, recordSoldOutRefund } from "~/models/purchase.server";
import { getLogger } from "~/utils/logger.server";
import { stripeClient } from "./stripe.server";

/** Shown beside the purchase in the host's panels. */
export const SOLD_OUT_REFUND_LABEL = "Refunded: sold out while paying";
export const SOLD_OUT_REFUNDING_LABEL = "Refunding: sold out while paying";

/** Asks Stripe to refund the payment in full; false (and left for the next retry) when Stripe could not be reached or refused. */
export async function refundSoldOutPayment({ purchaseId, paymentIntentId }: { purchaseId: number; paymentIntentId: string | null }) {
  if (!paymentIntentId?.startsWith("pi_")) return false;
  try {
    const refund = await stripeClient().refunds.create(
      { payment_intent: paymentIntentId, metadata: { purchaseId: String(purchaseId), reason: "sold_out" } },
      { idempotencyKey: `sold-out-refund-${purchaseId}` },
    );
    await recordSoldOutRefund({ purchaseId, stripeRefundId: refund.id });
    return true;
  } catch (error) {
    getLogger().warn({ err: error, purchaseId }, "sold-out refund not made yet; retried in a minute");
    return false;
  }
}

/** The refunds still to make; how many were made now. */
export async function retrySoldOutRefunds() {
  let made = 0;
  for (const purchase of await listPendingSoldOutRefunds()) {
    if (await refundSoldOutPayment({ purchaseId: purchase.id, paymentIntentId: purchase.externalId })) made += 1;
  }
  return made;
}
