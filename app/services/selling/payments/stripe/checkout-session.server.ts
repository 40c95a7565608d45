// Stripe Checkout, created on the server (no Stripe.js on viewer pages): one unit of the offer at
// its price, the buyer's e-mail when known, and in its metadata what the paid webhook needs to
// record the purchase (see events.server.ts).
import { offerImagePath, type OfferRecord } from "~/models/offer.server";
import type { CheckoutOrder, OpenedCheckout } from "../provider.server";
import { stripeClient } from "./client.server";

/** Stripe accepts an `expires_at` from 30 minutes to 24 hours ahead of its own clock. */
export const STRIPE_MAX_CHECKOUT_SECONDS = 24 * 60 * 60;

/** An image Stripe can fetch: https only (an uploaded one through the public address). */
function stripeImages(offer: OfferRecord, origin: string): string[] {
  const url = offer.imageUpdatedAt && offer.imageType ? `${origin}${offerImagePath(offer)}` : offer.imageUrl;
  return url && url.startsWith("https://") ? [url] : [];
}

export async function createCheckoutSession({
  offer,
  viewer,
  streamId,
  attribution,
  reservationId,
  expiresAt,
  origin,
  returnUrl,
}: CheckoutOrder): Promise<OpenedCheckout> {
  const session = await stripeClient().checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: offer.currency.toLowerCase(),
          unit_amount: offer.priceCents,
          product_data: {
            name: offer.title,
            ...(offer.description.trim() ? { description: offer.description.trim() } : {}),
            ...(stripeImages(offer, origin).length ? { images: stripeImages(offer, origin) } : {}),
          },
        },
      },
    ],
    ...(viewer ? { customer_email: viewer.email, client_reference_id: String(viewer.id) } : {}),
    metadata: {
      viewerId: viewer ? String(viewer.id) : "",
      eventId: String(offer.eventId),
      offerId: String(offer.id),
      streamId,
      reservationId: reservationId === null ? "" : String(reservationId),
      ...(attribution === "live" ? {} : { attribution }),
    },
    expires_at: Math.floor(expiresAt.getTime() / 1000),
    success_url: returnUrl("success"),
    cancel_url: returnUrl("cancelled"),
    ...(offer.socialProof ? { billing_address_collection: "required" as const } : {}),
  });
  if (!session.url) throw new Error("Stripe answered a Checkout Session without a url");
  return { location: session.url, checkoutId: session.id };
}
