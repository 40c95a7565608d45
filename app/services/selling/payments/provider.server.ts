// What a payment provider does for the product, whoever it is: opens a checkout for an offer,
// verifies what it sends back (a webhook, or an outside checkout's postback), and says what that
// means in the product's words: a payment was made, a checkout expired, a payment was refunded.
// Everything that follows (the purchase recorded once, the units, the announcements, the outgoing
// webhooks) is the same for every provider: see apply-payment.server.ts.
import type { OfferRecord } from "~/models/offer.server";
import type { HeldUnit } from "~/models/purchase.server";
import type { Config } from "~/utils/config.server";
import type { PurchaseSource } from "../../../../db/schema/product";
import type { PurchaseAttribution } from "../../../../db/schema/replays";

/** One checkout to open: the offer, who buys it, and the unit held for it until `expiresAt`. */
export interface CheckoutOrder {
  offer: OfferRecord;
  /** The registered viewer buying; null for a visitor of an event without registration. */
  viewer: { id: number; email: string } | null;
  /** The public id of the stream the Buy button was pressed on. */
  streamId: string;
  attribution: PurchaseAttribution;
  /** The unit held for this checkout (providers that hold units, on an offer with a limit). */
  reservationId: number | null;
  /** When the hold ends: the checkout must not be payable after it. */
  expiresAt: Date;
  /** The app's own origin, for addresses the provider fetches (the offer's image). */
  origin: string;
  /** Where the buyer comes back to from the provider's page. */
  returnUrl: (outcome: "success" | "cancelled") => string;
}

export interface OpenedCheckout {
  /** Where the Buy button sends the buyer (303). */
  location: string;
  /** The provider's id of the checkout, named on the held unit so that only its payment completes it. */
  checkoutId: string | null;
}

/** A payment made: what the purchase records. */
export interface PaymentPaid {
  kind: "paid";
  /** The provider's id of this delivery, recorded with what it changes so that a second delivery changes nothing; null when the payment's own id is enough. */
  deliveryId: string | null;
  offerId: number | null;
  /** The viewer the checkout was opened for (or whom the outside checkout's signed reference names). */
  viewerId: number | null;
  /** The public id of the stream the checkout began on, when the provider kept it. */
  streamId: string | null;
  buyer: { email: string | null; firstName: string | null; city: string | null };
  /** What was paid; null: the offer's price (and currency). */
  amountCents: number | null;
  currency: string | null;
  /** The provider's id of the payment: a purchase is recorded once per (host, provider, id). */
  externalId: string;
  attribution: PurchaseAttribution;
  /** The unit held for the checkout that was paid, if one was. */
  heldUnit: HeldUnit | null;
}

/** A checkout that ended unpaid (expired, or its payment failed): its held unit comes back. */
export interface PaymentExpired {
  kind: "expired";
  deliveryId: string | null;
  reservationId: number | null;
}

/** A payment refunded, in part or in full: the total refunded so far. */
export interface PaymentRefunded {
  kind: "refunded";
  deliveryId: string | null;
  /** The provider's id of the payment, as recorded on the purchase. */
  externalId: string;
  refundedCents: number;
  refundedAt: string;
}

export type PaymentEvent = PaymentPaid | PaymentExpired | PaymentRefunded;

/**
 * What applying an event did. "sold_out": a payment for a unit sold meanwhile, recorded as refunded
 * and refunded through its provider; "unknown": about an offer or payment this app does not know;
 * "ignored": nothing this app uses.
 */
export type PaymentResult =
  { outcome: "recorded"; purchaseId: number } | { outcome: "released" | "refunded" | "sold_out" | "duplicate" | "unknown" | "ignored" };

export type PaymentOutcome = PaymentResult["outcome"];

/** A payment that found its offer sold out, to refund in full. */
export interface SoldOutPayment {
  purchaseId: number;
  externalId: string;
}

/** The refunds of payments that found their offer sold out; a provider that cannot refund has none. */
export interface SoldOutRefunds {
  /** Refunds the payment in full and records the refund; false when not done now (retried a minute later). */
  refund(payment: SoldOutPayment): Promise<boolean>;
  /** Retries the refunds not made yet; how many were made now. */
  retry(): Promise<number>;
}

/** The address a delivery came to: the route's parameters (an outside checkout's postback names its offer). */
export type DeliveryAddress = Readonly<Record<string, string | undefined>>;

/**
 * A payment provider. `Delivery` is what its verified webhook carries. Adding one: a folder beside
 * stripe/ implementing this, and its entry in registry.server.ts (see the wing's README).
 */
export interface PaymentProvider<Delivery = unknown> {
  /** Its name in /api/webhooks/{name} and in the purchases' `source`. */
  readonly name: PurchaseSource;
  /**
   * True when it reports how every checkout it opened ended (paid or expired), so a unit of an
   * offer with a limit can be held for that checkout.
   */
  readonly holdsUnits: boolean;
  /** How long after its creation the provider lets a checkout be paid, when it limits that. */
  readonly maxCheckoutSeconds?: number;
  /** Whether the configuration lets it take payments. */
  isConfigured(config: Config): boolean;
  /** Opens the checkout; throws when the provider could not (the Buy button answers 502). */
  createCheckout(order: CheckoutOrder): Promise<OpenedCheckout>;
  /** Reads and verifies a delivery on the bytes received; an HttpError (4xx) when it is not the provider's. */
  verifyWebhook(request: Request, address: DeliveryAddress): Promise<Delivery>;
  /** What a verified delivery means; null when it is nothing this app uses. */
  paymentEventOf(delivery: Delivery): PaymentEvent | null;
  /** The answer the provider expects once the delivery is applied. */
  answerWebhook(delivery: Delivery, result: PaymentResult): Response;
  soldOutRefunds?: SoldOutRefunds;
}
