import type { ColumnType, Generated, Selectable } from "kysely";

/** migrations/0016_selling.ts: an offer of an event, shown to its streams' viewers while `revealedAt` is set. */
export interface OffersTable {
  id: Generated<number>;
  hostId: number;
  eventId: number;
  title: string;
  description: Generated<string>;
  /** An outside image address; an uploaded image (in `image`) wins over it. */
  imageUrl: string | null;
  image: Buffer | null;
  imageType: string | null;
  imageUpdatedAt: string | null;
  /** Integer minor units of `currency` (cents; yen are whole). */
  priceCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** An outside checkout; null means the built-in (Stripe) checkout. */
  checkoutUrl: string | null;
  quantityLimit: number | null;
  /** Units sold and units held by open Checkout Sessions: together never above `quantityLimit`. */
  soldCount: Generated<number>;
  reservedCount: Generated<number>;
  /** A fixed deadline (UTC ISO). */
  endsAt: string | null;
  /** A countdown: the offer closes this many minutes after it was revealed. */
  countdownMinutes: number | null;
  /** Shows itself this many minutes after the event went live. */
  revealAtMinutes: number | null;
  /** Set when the automatic reveal happened: it happens once, so a host who hides the offer keeps it hidden. */
  autoRevealedAt: string | null;
  bonus: string | null;
  /** 0/1: "Maya from Leeds just enrolled" alerts to viewers. */
  socialProof: ColumnType<number, number | undefined, number>;
  /** HMAC key of the outside checkout's sale postback and pixel (base64url, 256 bits). */
  postbackSecret: string;
  revealedAt: string | null;
  position: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** "held" until the Checkout Session completes ("completed") or expires or fails ("released"). */
export type OfferReservationStatus = "held" | "completed" | "released";

/** One unit of an offer with a quantity limit, held for one Checkout Session. */
export interface OfferReservationsTable {
  id: Generated<number>;
  offerId: number;
  hostId: number;
  viewerId: number | null;
  /** Stripe's Checkout Session id, set once the session exists. */
  checkoutSessionId: string | null;
  status: OfferReservationStatus;
  expiresAt: string;
  createdAt: string;
}

export interface SellingTables {
  offers: OffersTable;
  offerReservations: OfferReservationsTable;
}

export type OfferRow = Selectable<OffersTable>;
export type OfferReservationRow = Selectable<OfferReservationsTable>;
