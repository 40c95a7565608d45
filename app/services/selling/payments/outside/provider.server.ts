// A host's own checkout elsewhere (the offer's checkout URL) as a payment provider: the Buy button
// sends the viewer there with a signed reference to them, and the checkout reports each sale by its
// signed postback (/api/offers/{id}/postback) or tracking pixel, once per order id. It reports
// nothing about checkouts that end unpaid, so no unit is held for them, and it cannot be asked to
// refund: a sale it reports counts even past the offer's limit.
import { json } from "@remix-run/node";
import { HttpError } from "~/utils/http.server";
import type { OutsideSaleOutcome } from "~/contracts/offer-shapes";
import { applyPaymentEvent } from "../apply-payment.server";
import type { CheckoutOrder, PaymentEvent, PaymentProvider, PaymentResult } from "../provider.server";
import { readPostbackFields, verifyPostback, type VerifiedSale } from "./postback.server";
import { signViewerReference } from "./viewer-reference.server";

const offerIdOf = (text: string | undefined) => (/^\d{1,12}$/.test(text ?? "") ? Number(text) : null);

function paymentEventOf({ offer, fields, viewerId }: VerifiedSale): PaymentEvent {
  return {
    kind: "paid",
    deliveryId: null,
    offerId: offer.id,
    viewerId,
    streamId: null,
    buyer: { email: fields.email ?? null, firstName: null, city: null },
    amountCents: Number(fields.amount),
    currency: fields.currency,
    externalId: `${offer.id}:${fields.order_id}`,
    attribution: "live",
    heldUnit: null,
  };
}

function saleOutcome(result: PaymentResult): OutsideSaleOutcome {
  if (result.outcome === "recorded") return { recorded: true, purchaseId: result.purchaseId };
  if (result.outcome === "duplicate") return { recorded: false, duplicate: true };
  // Only an offer deleted while its sale was being recorded gets here.
  throw new HttpError(404, "Offer not found");
}

export const outsideProvider: PaymentProvider<VerifiedSale> = {
  name: "outside",
  holdsUnits: false,
  isConfigured: () => true,
  async createCheckout({ offer, viewer }: CheckoutOrder) {
    const target = new URL(offer.checkoutUrl ?? "");
    if (viewer) target.searchParams.set("ref", signViewerReference({ viewerId: viewer.id, offerId: offer.id }));
    return { location: target.toString(), checkoutId: null };
  },
  async verifyWebhook(request, address) {
    return verifyPostback({ offerId: offerIdOf(address.offerId), fields: await readPostbackFields(request) });
  },
  paymentEventOf,
  answerWebhook(_sale, result) {
    const outcome = saleOutcome(result);
    return json(outcome, { status: outcome.recorded ? 201 : 200, headers: { "Cache-Control": "no-store" } });
  },
};

/** Checks and records an outside checkout's sale. Throws HttpError: 404 unknown offer, 400 bad fields, 401 wrong signature. */
export async function recordOutsideSale({
  offerId,
  fields,
}: {
  offerId: number | null;
  fields: Record<string, string>;
}): Promise<OutsideSaleOutcome> {
  const sale = await verifyPostback({ offerId, fields });
  return saleOutcome(await applyPaymentEvent(outsideProvider, paymentEventOf(sale)));
}
