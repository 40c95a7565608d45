// An offer as viewers and the live events see it, shared by the server and the browser. No Node
// imports and no schema library: the watch page reads it. A revealed offer as viewers see it
// (`OfferView`) is the zod shape in offer-shapes.ts: only its type comes here (erased from the bundle).
import type { LiveEventData } from "./live-events";
import type { OfferView } from "./offer-shapes";

export type { OfferView };

/** `offers` data (every offer shown now, in the host's order), `offer_purchase` (social proof, to every viewer) and `sale` (each completed purchase, to the host only). */
export type OffersData = LiveEventData["offers"];
export type OfferPurchaseData = LiveEventData["offer_purchase"];
export type SaleData = LiveEventData["sale"];

/** The social proof line. */
export function purchaseAlertText({ firstName, city }: Pick<OfferPurchaseData, "firstName" | "city">) {
  return city ? `${firstName} from ${city} just enrolled` : `${firstName} just enrolled`;
}

/** Closed offers (past `closesAt`) stay on the page greyed out until the host hides them. */
export function isOfferClosed(offer: Pick<OfferView, "closesAt" | "remaining">, now = Date.now()) {
  return (offer.closesAt !== null && Date.parse(offer.closesAt) <= now) || offer.remaining === 0;
}
