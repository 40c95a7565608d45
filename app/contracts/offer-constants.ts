// The Offers tab's forms: intents, field names, texts (toasts) and the data the tab shows, shared by
// the tab, its components and its action (routes/shared.events/offer-actions.server.ts). No zod here:
// the page validates on the server.
import type { FormResult } from "~/utils/form-result";
import { isOneOf } from "~/utils/one-of";
// The host's picture of an offer is the zod shape in offer-shapes.ts: only its type comes here (erased from the bundle).
import type { OfferHostView } from "./offer-shapes";

export type { OfferHostView };

export const OFFER_INTENTS = [
  "create-offer",
  "update-offer",
  "delete-offer",
  "reveal-offer",
  "hide-offer",
  "upload-offer-image",
  "remove-offer-image",
] as const;
export type OfferIntent = (typeof OFFER_INTENTS)[number];
export const isOfferIntent = isOneOf(OFFER_INTENTS);
export type OfferResult = FormResult<OfferIntent>;

/** ?tab=offers&edit={offerId} opens an offer in the form (a link: works without JavaScript). */
export const EDIT_PARAM = "edit";
export const FORM_ID = "offer-form";
export const offerAnchor = (offerId: number) => `offer-${offerId}`;

/** An offer's fields that the form posts under the API body's own names (schemas/offer.ts). */
export const OFFER_DETAIL_FIELDS = [
  "checkoutUrl",
  "quantityLimit",
  "endsAt",
  "countdownMinutes",
  "revealAtMinutes",
  "imageUrl",
  "bonus",
  "socialProof",
] as const;

/** The form's fields; the price is typed in major units of the currency ("49.00"). */
export const FORM_FIELDS = ["title", "description", "price", "currency", "checkoutKind", ...OFFER_DETAIL_FIELDS] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Offered first in the currency list; any other valid ISO code may be typed (JavaScript) or kept from the API. */
export const COMMON_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "JPY",
  "INR",
  "BRL",
  "MXN",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "NZD",
  "SGD",
  "ZAR",
  "PLN",
] as const;

export const OFFER_TOASTS = {
  created: { title: "Offer created", description: "Reveal it when the moment is right." },
  updated: { title: "Offer updated" },
  deleted: { title: "Offer deleted" },
  revealed: { title: "Offer revealed", description: "Viewers see it now" },
  hidden: { title: "Offer hidden", description: "Viewers no longer see it" },
  imageUploaded: { title: "Image uploaded" },
  imageRemoved: { title: "Image removed" },
} as const;

export const FAILURE_TEXT: Record<OfferIntent, string> = {
  "create-offer": "Offer not created",
  "update-offer": "Offer not updated",
  "delete-offer": "Offer not deleted",
  "reveal-offer": "Offer not revealed",
  "hide-offer": "Offer not hidden",
  "upload-offer-image": "Image not uploaded",
  "remove-offer-image": "Image not removed",
};

export const STRIPE_MISSING =
  "Card payments are not set up on this server; the server's admin can turn them on. Meanwhile, sell through your own checkout page by giving its URL.";

/** An offer as the tab shows it: the host's view, its secret (outside checkouts) and its deadline in the event's zone for the form. */
export type OfferTabItem = OfferHostView & { postbackSecret: string | null; endsAtLocal: string | null };

export interface OffersTabData {
  offers: OfferTabItem[];
  /** The offer open in the form (?edit=), else null: the form creates. */
  editing: OfferTabItem | null;
  stripeConfigured: boolean;
  /** The viewer of the tab is the server's admin: the notice links to Server status. */
  serverAdmin: boolean;
  timeZone: string;
  isLive: boolean;
}
