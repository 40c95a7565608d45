import { db } from "~/utils/db.server";
import type { OfferView } from "~/utils/offers";

// Queries for offers. A host's offers are reached through offers.host_id; another host's offer is
// simply not found. The image bytes are selected only where they are served.

/** Every column but the image bytes. */
export const OFFER_COLUMNS = [
  "offers.id",
  "offers.hostId",
  "offers.eventId",
  "offers.title",
  "offers.description",
  "offers.imageUrl",
  "offers.imageType",
  "offers.imageUpdatedAt",
  "offers.priceCents",
  "offers.currency",
  "offers.checkoutUrl",
  "offers.quantityLimit",
  "offers.soldCount",
  "offers.reservedCount",
  "offers.endsAt",
  "offers.countdownMinutes",
  "offers.revealAtMinutes",
  "offers.autoRevealedAt",
  "offers.bonus",
  "offers.socialProof",
  "offers.postbackSecret",
  "offers.revealedAt",
  "offers.position",
  "offers.createdAt",
  "offers.updatedAt",
] as const;

export interface OfferRecord {
  id: number;
  hostId: number;
  eventId: number;
  title: string;
  description: string;
  imageUrl: string | null;
  imageType: string | null;
  imageUpdatedAt: string | null;
  priceCents: number;
  currency: string;
  checkoutUrl: string | null;
  quantityLimit: number | null;
  soldCount: number;
  reservedCount: number;
  endsAt: string | null;
  countdownMinutes: number | null;
  revealAtMinutes: number | null;
  autoRevealedAt: string | null;
  bonus: string | null;
  socialProof: number;
  postbackSecret: string;
  revealedAt: string | null;
  position: number;
  createdAt: string;
  updatedAt: string;
}

/** The host's offer; null when it is not theirs or does not exist. */
export async function getHostOffer({ hostId, offerId }: { hostId: number; offerId: number }): Promise<OfferRecord | null> {
  const row = await db().selectFrom("offers").select(OFFER_COLUMNS).where("hostId", "=", hostId).where("id", "=", offerId).executeTakeFirst();
  return row ?? null;
}

/** An offer by id, whoever owns it (checkout, postback, webhooks: the caller checks what it may). */
export async function getOfferById({ offerId }: { offerId: number }): Promise<OfferRecord | null> {
  const row = await db().selectFrom("offers").select(OFFER_COLUMNS).where("id", "=", offerId).executeTakeFirst();
  return row ?? null;
}

/** The event's offers shown right now, in the host's order. */
export async function listRevealedOffers({ eventId }: { eventId: number }): Promise<OfferRecord[]> {
  return db()
    .selectFrom("offers")
    .select(OFFER_COLUMNS)
    .where("eventId", "=", eventId)
    .where("revealedAt", "is not", null)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Where an uploaded image is served; the change time busts caches when it is replaced. */
export function offerImagePath(offer: Pick<OfferRecord, "id" | "imageUpdatedAt">) {
  return `/resources/offer-image/${offer.id}?v=${encodeURIComponent(offer.imageUpdatedAt ?? "")}`;
}

/** When the offer closes: its deadline or the end of its countdown from the reveal, whichever comes first. */
export function offerClosesAt(offer: Pick<OfferRecord, "endsAt" | "countdownMinutes" | "revealedAt">): string | null {
  const countdownEnd =
    offer.countdownMinutes !== null && offer.revealedAt
      ? new Date(Date.parse(offer.revealedAt) + offer.countdownMinutes * 60_000).toISOString()
      : null;
  if (offer.endsAt && countdownEnd) return Date.parse(offer.endsAt) <= Date.parse(countdownEnd) ? offer.endsAt : countdownEnd;
  return offer.endsAt ?? countdownEnd;
}

/** The viewer's picture of a revealed offer (no secret, no counters but what is left). */
export function offerViewOf(offer: OfferRecord): OfferView {
  return {
    id: offer.id,
    title: offer.title,
    description: offer.description,
    imageUrl: offer.imageUpdatedAt && offer.imageType ? offerImagePath(offer) : offer.imageUrl,
    priceCents: offer.priceCents,
    currency: offer.currency,
    checkout: offer.checkoutUrl ? "outside" : "builtin",
    quantityLimit: offer.quantityLimit,
    remaining: offer.quantityLimit === null ? null : Math.max(0, offer.quantityLimit - offer.soldCount - offer.reservedCount),
    closesAt: offerClosesAt(offer),
    bonus: offer.bonus,
    revealedAt: offer.revealedAt ?? offer.updatedAt,
    updatedAt: offer.updatedAt,
  };
}
