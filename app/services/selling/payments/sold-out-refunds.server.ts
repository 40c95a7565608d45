// Payments that came for a unit sold out meanwhile (a buyer who paid after their hold ran out, while
// the last unit went to someone else) are refunded through their provider, in full and
// automatically: the host's limit is a promise to the buyers who got a unit. The purchase is stored
// as refunded first, in the webhook's transaction, so no figure ever counts it; the provider's call
// follows, outside any transaction, and is retried every minute until the provider answers.
import { paymentProviders } from "./registry.server";

/** Shown beside the purchase in the host's panels. */
export const SOLD_OUT_REFUND_LABEL = "Refunded: sold out while paying";
export const SOLD_OUT_REFUNDING_LABEL = "Refunding: sold out while paying";

/** The refunds still to make, every provider's; how many were made now. */
export async function retrySoldOutRefunds() {
  let made = 0;
  for (const provider of paymentProviders) made += (await provider.soldOutRefunds?.retry()) ?? 0;
  return made;
}
