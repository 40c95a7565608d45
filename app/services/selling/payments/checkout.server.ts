// The watch page's Buy button: who is buying (the access gate decides), whether the offer can be
// bought now, and where the viewer goes next: the checkout of the provider that sells the offer
// (registry.server.ts), with a unit held for it when the offer has a limit and the provider reports
// how its checkouts end.
import { getOfferById, offerClosesAt, type OfferRecord } from "~/models/offer.server";
import { attachCheckoutSession, releaseReservation, reserveOfferUnit } from "~/models/purchase.server";
import { personalWatchPath } from "~/models/viewer.server";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import type { PurchaseAttribution } from "../../../../db/schema/replays";
import { onDemandCheckout, replayCheckout } from "~/services/recordings/index.server";
import { admit, VIEWER_REMOVED, whoIsAsking } from "~/services/room/index.server";
import type { PaymentProvider } from "./provider.server";
import { checkoutProviderFor } from "./registry.server";
import { announceOffers } from "./sales.server";

export const OFFER_NOT_FOUND = "Offer not found";
export const OFFER_SOLD_OUT = "This offer is sold out";
export const OFFER_CLOSED = "This offer has closed";
export const OFFER_NOT_AVAILABLE = "This offer is not available right now";
export const CHECKOUT_NOT_SET_UP = "Checkout is not set up for this offer";
export const CHECKOUT_UNAVAILABLE = "Checkout is unavailable right now. Please try again in a minute.";
export const CHECKOUT_REGISTER_FIRST = "Register for this stream to buy its offers.";

/** A checkout is opened this much longer than its hold, and this much inside the provider's own limit: clocks differ. */
const CLOCK_MARGIN_S = 60;

/** The app's own origin for the provider's return addresses: the public URL, else the one the request came to. */
function appOrigin(request: Request) {
  const publicUrl = getConfig().PUBLIC_URL;
  return publicUrl ? new URL(publicUrl).origin : new URL(request.url).origin;
}

/** The watch page the viewer bought from, with the checkout's return notice. */
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
function checkBuyable(offer: OfferRecord, now: Date, onReplay: boolean): PaymentProvider {
  if (!offer.revealedAt && !onReplay) throw new HttpError(409, OFFER_NOT_AVAILABLE);
  const closesAt = onReplay ? offer.endsAt : offerClosesAt(offer);
  if (closesAt && Date.parse(closesAt) <= now.getTime()) throw new HttpError(409, OFFER_CLOSED);
  if (isSoldOut(offer)) throw new HttpError(409, OFFER_SOLD_OUT);
  const provider = checkoutProviderFor(offer);
  if (!provider) throw new HttpError(503, CHECKOUT_NOT_SET_UP);
  return provider;
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

/** Where the Buy button sends the viewer (303): the checkout of the offer's provider. Throws HttpError when it cannot. */
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
  const provider = checkBuyable(offer, now, replay !== null);

  const nowS = Math.floor(now.getTime() / 1000);
  const holdS = nowS + getConfig().CHECKOUT_SESSION_MINUTES * 60 + CLOCK_MARGIN_S;
  const expiresAt = new Date(1000 * (provider.maxCheckoutSeconds ? Math.min(holdS, nowS + provider.maxCheckoutSeconds - CLOCK_MARGIN_S) : holdS));
  let reservationId: number | null = null;
  if (provider.holdsUnits && offer.quantityLimit !== null) {
    const reserved = await reserveOfferUnit({ offerId: offer.id, viewerId: viewer?.id ?? null, expiresAt: expiresAt.toISOString() });
    if (!reserved) throw new HttpError(409, OFFER_SOLD_OUT);
    reservationId = reserved.reservationId;
    await announceOffers({ eventId: offer.eventId });
  }

  const origin = appOrigin(request);
  const returnUrl = (outcome: "success" | "cancelled") =>
    replay?.returnPath
      ? `${origin}${replay.returnPath}?checkout=${outcome}&offer=${offer.id}`
      : watchReturnUrl({ origin, streamId: stream.streamId, uniqueId: viewer?.uniqueId ?? null, offerId: offer.id, outcome });
  let opened;
  try {
    opened = await provider.createCheckout({ offer, viewer, streamId: stream.streamId, attribution, reservationId, expiresAt, origin, returnUrl });
  } catch (error) {
    getLogger().warn({ err: error, offerId: offer.id, provider: provider.name }, "checkout not created");
    if (reservationId !== null && (await releaseReservation({ reservationId }))) await announceOffers({ eventId: offer.eventId });
    throw new HttpError(502, CHECKOUT_UNAVAILABLE);
  }
  if (reservationId !== null && opened.checkoutId !== null) await attachCheckoutSession({ reservationId, checkoutSessionId: opened.checkoutId });
  return opened.location;
}
