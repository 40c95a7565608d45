// An offer as viewers and the live events see it, shared by the server and the browser. No Node
// imports: the watch page reads it.

/** A revealed offer on the watch page (`offers` live event, watch loader). Never carries the postback secret. */
export interface OfferView {
  id: number;
  title: string;
  description: string;
  /** An uploaded image's address on this app, or the host's outside image URL; null for none. */
  imageUrl: string | null;
  /** Integer minor units of `currency`. */
  priceCents: number;
  currency: string;
  /** "builtin": Stripe Checkout created by this app; "outside": the host's own checkout URL. */
  checkout: "builtin" | "outside";
  quantityLimit: number | null;
  /** Units left (limit minus sold minus held by open checkouts); null without a limit. */
  remaining: number | null;
  /** When the offer closes: the deadline, or the end of its countdown from the reveal, whichever is first; null for never. */
  closesAt: string | null;
  bonus: string | null;
  revealedAt: string;
  updatedAt: string;
}

/** `offers` data: every offer of the event shown right now, in the host's order (it replaces what the page showed). */
export interface OffersData {
  offers: OfferView[];
}

/** `offer_purchase` data, to every viewer when an offer with social proof on sells: "Maya from Leeds just enrolled". */
export interface OfferPurchaseData {
  offerId: number;
  offerTitle: string;
  firstName: string;
  city: string | null;
}

/** `sale` data, to the host only: each completed purchase of the event, for the chat panel. */
export interface SaleData {
  purchaseId: number;
  offerId: number | null;
  offerTitle: string;
  amountCents: number;
  currency: string;
  buyerName: string | null;
  buyerEmail: string;
  purchasedAt: string;
}

/** The social proof line. */
export function purchaseAlertText({ firstName, city }: Pick<OfferPurchaseData, "firstName" | "city">) {
  return city ? `${firstName} from ${city} just enrolled` : `${firstName} just enrolled`;
}

/** Closed offers (past `closesAt`) stay on the page greyed out until the host hides them. */
export function isOfferClosed(offer: Pick<OfferView, "closesAt" | "remaining">, now = Date.now()) {
  return (offer.closesAt !== null && Date.parse(offer.closesAt) <= now) || offer.remaining === 0;
}
