// The watch page's Buy button: who is buying (the access gate decides), whether the offer can be
// bought now, and where the viewer goes next: Stripe Checkout for a built-in offer (a unit held
// for the session when the offer has a limit), or the host's outside checkout with a signed
// reference to the viewer that its sale postback brings back.
import crypto from "node:crypto";
import { getOfferById, offerClosesAt, offerImagePath, type OfferRecord } from "~/models/offer.server";
import { attachCheckoutSession, releaseReservation, reserveOfferUnit } from "~/models/purchase.server";
import { personalWatchPath } from "~/models/viewer.server";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import type { PurchaseAttribution } from "../../../../db/schema/replays";
import { onDemandCheckout } from "~/services/recordings/index.server";
import { replayCheckout } from "~/services/recordings/index.server";
import { admit, VIEWER_REMOVED, whoIsAsking } from "~/services/room/index.server";
import { announceOffers } from "./sales.server";
import { isBuiltInCheckoutConfigured, stripeClient, type Stripe } from "./stripe.server";

export const OFFER_NOT_FOUND = "Offer not found";
export const OFFER_SOLD_OUT = "This offer is sold out";
export const OFFER_CLOSED = "This offer has closed";
export const OFFER_NOT_AVAILABLE = "This offer is not available right now";
export const CHECKOUT_NOT_SET_UP = "Checkout is not set up for this offer";
export const CHECKOUT_UNAVAILABLE = "Checkout is unavailable right now. Please try again in a minute.";
export const CHECKOUT_REGISTER_FIRST = "Register for this stream to buy its offers.";

/** Stripe accepts an `expires_at` from 30 minutes to 24 hours ahead of its own clock. */
const STRIPE_MAX_EXPIRY_S = 24 * 60 * 60;
const CLOCK_MARGIN_S = 60;

function referenceKey() {
  return crypto.createHmac("sha256", getConfig().SESSION_SECRET).update("offer-viewer-reference").digest();
}

function referenceMac(viewerId: number, offerId: number) {
  return crypto.createHmac("sha256", referenceKey()).update(`${viewerId}.${offerId}`).digest("base64url").slice(0, 32);
}

/** `{viewerId}.{mac}`: names the viewer to the offer's sale postback without letting anyone forge one. */
export function signViewerReference({ viewerId, offerId }: { viewerId: number; offerId: number }) {
  return `${viewerId}.${referenceMac(viewerId, offerId)}`;
}

/** The viewer a reference names for this offer; null when it is not one this app signed for it. */
export function readViewerReference({ ref, offerId }: { ref: string; offerId: number }): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(ref);
  if (!match) return null;
  const viewerId = Number(match[1]);
  const expected = Buffer.from(referenceMac(viewerId, offerId));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? viewerId : null;
}

/** The app's own origin for Stripe's return addresses: the public URL, else the one the request came to. */
function appOrigin(request: Request) {
  const publicUrl = getConfig().PUBLIC_URL;
  return publicUrl ? new URL(publicUrl).origin : new URL(request.url).origin;
}

/** The watch page the viewer bought from, with Stripe's return notice. */
export function watchReturnUrl({
  origin,
  streamId,
  uniqueId,
  offerId,
  outcome,
}: {
  origin: string;
  streamId: string;
  uniqueId: string | null;
  offerId: number;
  outcome: "success" | "cancelled";
}) {
  const path = uniqueId ? personalWatchPath(streamId, uniqueId) : `/watch/${streamId}`;
  return `${origin}${path}?checkout=${outcome}&offer=${offerId}`;
}

function isSoldOut(offer: OfferRecord) {
  return offer.quantityLimit !== null && offer.soldCount + offer.reservedCount >= offer.quantityLimit;
}

/**
 * Refuses an offer that cannot be bought right now, in the words the viewer reads. On the replay
 * the offer was revealed during the live (the replay checks that) and its countdown from that
 * reveal is over: only its fixed deadline closes it there.
 */
function checkBuyable(offer: OfferRecord, now: Date, onReplay: boolean) {
  if (!offer.revealedAt && !onReplay) throw new HttpError(409, OFFER_NOT_AVAILABLE);
  const closesAt = onReplay ? offer.endsAt : offerClosesAt(offer);
  if (closesAt && Date.parse(closesAt) <= now.getTime()) throw new HttpError(409, OFFER_CLOSED);
  if (isSoldOut(offer)) throw new HttpError(409, OFFER_SOLD_OUT);
  if (!offer.checkoutUrl && !isBuiltInCheckoutConfigured()) throw new HttpError(503, CHECKOUT_NOT_SET_UP);
}

/** An image Stripe can fetch: https only (an uploaded one through the public address). */
function stripeImages(offer: OfferRecord, origin: string): string[] {
  const url = offer.imageUpdatedAt && offer.imageType ? `${origin}${offerImagePath(offer)}` : offer.imageUrl;
  return url && url.startsWith("https://") ? [url] : [];
}

export interface CheckoutRequest {
  request: Request;
  offerId: number;
  streamId: string;
  uniqueId: string | null;
  /** Where the Buy button was pressed: live (the watch page), the replay, or an on-demand session. */
  attribution?: PurchaseAttribution;
  now?: Date;
}

/** Where the Buy button sends the viewer (303): Stripe Checkout or the outside checkout. Throws HttpError when it cannot. */
export async function startCheckout({
  request,
  offerId,
  streamId,
  uniqueId,
  attribution = "live",
  now = new Date(),
}: CheckoutRequest): Promise<string> {
  const { stream, asker } = await whoIsAsking({ request, streamId, token: uniqueId });
  if (asker.kind === "removed") throw new HttpError(403, VIEWER_REMOVED);
  if (asker.kind === "stranger") throw new HttpError(401, CHECKOUT_REGISTER_FIRST);
  if (asker.kind === "locked") admit(asker, "live");
  const offer = await getOfferById({ offerId });
  if (!offer || stream.eventId === null || offer.eventId !== stream.eventId || offer.hostId !== stream.hostId)
    throw new HttpError(404, OFFER_NOT_FOUND);
  const viewer = asker.kind === "viewer" ? asker.viewer : null;
  const bought = { eventId: offer.eventId, offerId: offer.id, viewerId: viewer?.id ?? null, now };
  const replay = attribution === "replay" ? await replayCheckout(bought) : attribution === "on-demand" ? await onDemandCheckout(bought) : null;
  checkBuyable(offer, now, replay !== null);

  if (offer.checkoutUrl) {
    const target = new URL(offer.checkoutUrl);
    if (viewer) target.searchParams.set("ref", signViewerReference({ viewerId: viewer.id, offerId: offer.id }));
    return target.toString();
  }

  const config = getConfig();
  const nowS = Math.floor(now.getTime() / 1000);
  const expiresAtS = Math.min(nowS + config.CHECKOUT_SESSION_MINUTES * 60 + CLOCK_MARGIN_S, nowS + STRIPE_MAX_EXPIRY_S - CLOCK_MARGIN_S);
  let reservationId: number | null = null;
  if (offer.quantityLimit !== null) {
    const reserved = await reserveOfferUnit({
      offerId: offer.id,
      viewerId: viewer?.id ?? null,
      expiresAt: new Date(expiresAtS * 1000).toISOString(),
    });
    if (!reserved) throw new HttpError(409, OFFER_SOLD_OUT);
    reservationId = reserved.reservationId;
    await announceOffers({ eventId: offer.eventId });
  }

  const origin = appOrigin(request);
  const returnTo = (outcome: "success" | "cancelled") =>
    replay?.returnPath
      ? `${origin}${replay.returnPath}?checkout=${outcome}&offer=${offer.id}`
      : watchReturnUrl({ origin, streamId: stream.streamId, uniqueId: viewer?.uniqueId ?? null, offerId: offer.id, outcome });
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(config).checkout.sessions.create({
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
        streamId: stream.streamId,
        reservationId: reservationId === null ? "" : String(reservationId),
        ...(attribution === "live" ? {} : { attribution }),
      },
      expires_at: expiresAtS,
      success_url: returnTo("success"),
      cancel_url: returnTo("cancelled"),
      ...(offer.socialProof ? { billing_address_collection: "required" as const } : {}),
    });
    if (!session.url) throw new Error("Stripe answered a Checkout Session without a url");
  } catch (error) {
    getLogger().warn({ err: error, offerId: offer.id }, "Stripe Checkout Session not created");
    if (reservationId !== null && (await releaseReservation({ reservationId }))) await announceOffers({ eventId: offer.eventId });
    throw new HttpError(502, CHECKOUT_UNAVAILABLE);
  }
  if (reservationId !== null) await attachCheckoutSession({ reservationId, checkoutSessionId: session.id });
  return session.url;
}
