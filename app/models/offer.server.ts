import { expressionBuilder, type Selectable, type UpdateObject } from "kysely";
import type { Database } from "../../db";
import type { OffersTable } from "../../db/schema/selling";
import { db, writeTransaction } from "~/utils/db.server";
import type { OfferView } from "~/contracts/offers";
import { nowIso, randomToken } from "~/utils/tokens.server";

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

/** An offer as the host and the checkout read it: every column but the uploaded image's bytes. */
export type OfferRecord = Omit<Selectable<OffersTable>, "image">;

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

/** The event's offers in the host's order. */
function eventOffers(eventId: number) {
  return db().selectFrom("offers").select(OFFER_COLUMNS).where("eventId", "=", eventId).orderBy("position").orderBy("id");
}

/** The event's offers shown right now, in the host's order. */
export async function listRevealedOffers({ eventId }: { eventId: number }): Promise<OfferRecord[]> {
  return eventOffers(eventId).where("revealedAt", "is not", null).execute();
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

/** The fields a host sets; the counters, reveal state and secret are the app's. */
export interface OfferFields {
  title: string;
  description: string;
  priceCents: number;
  currency: string;
  checkoutUrl: string | null;
  quantityLimit: number | null;
  endsAt: string | null;
  countdownMinutes: number | null;
  revealAtMinutes: number | null;
  imageUrl: string | null;
  bonus: string | null;
  socialProof: boolean;
}

const socialProofFlag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** A new offer, last in the event's order, with its own postback secret (256 random bits). */
export async function insertOffer({ hostId, eventId, fields }: { hostId: number; eventId: number; fields: OfferFields }): Promise<OfferRecord> {
  const now = nowIso();
  return writeTransaction(async (trx) => {
    const last = await trx
      .selectFrom("offers")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("eventId", "=", eventId)
      .executeTakeFirst();
    return trx
      .insertInto("offers")
      .values({
        ...fields,
        socialProof: fields.socialProof ? 1 : 0,
        hostId,
        eventId,
        postbackSecret: randomToken(32),
        position: Number(last?.position ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning(OFFER_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Changes one of the host's offers: the offer as changed, or null when it is not theirs. */
async function updateHostOffer(hostId: number, offerId: number, change: UpdateObject<Database, "offers">): Promise<OfferRecord | null> {
  const row = await db()
    .updateTable("offers")
    .set(change)
    .where("hostId", "=", hostId)
    .where("id", "=", offerId)
    .returning(OFFER_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

/** Changes the host's offer; null when it is not theirs. */
export async function updateOffer({
  hostId,
  offerId,
  patch,
}: {
  hostId: number;
  offerId: number;
  patch: Partial<OfferFields>;
}): Promise<OfferRecord | null> {
  return updateHostOffer(hostId, offerId, { ...patch, socialProof: socialProofFlag(patch.socialProof), updatedAt: nowIso() });
}

/**
 * Deletes the host's offer and its reservations; its purchases stay (revenue is history) but no
 * longer name it. The deleted offer, or null when it is not theirs.
 */
export async function deleteOffer({ hostId, offerId }: { hostId: number; offerId: number }): Promise<OfferRecord | null> {
  return writeTransaction(async (trx) => {
    const offer = await trx.selectFrom("offers").select(OFFER_COLUMNS).where("hostId", "=", hostId).where("id", "=", offerId).executeTakeFirst();
    if (!offer) return null;
    await trx.updateTable("purchases").set({ offerId: null }).where("offerId", "=", offerId).execute();
    await trx.deleteFrom("offerReservations").where("offerId", "=", offerId).execute();
    await trx.deleteFrom("offers").where("id", "=", offerId).execute();
    return offer;
  });
}

/** Every offer of the host's event, shown or not, in the host's order. */
export async function listEventOffers({ hostId, eventId }: { hostId: number; eventId: number }): Promise<OfferRecord[]> {
  return eventOffers(eventId).where("hostId", "=", hostId).execute();
}

/** Shows the host's offer; one already showing keeps its reveal time (and so its countdown). */
export async function setOfferRevealed({ hostId, offerId }: { hostId: number; offerId: number }): Promise<OfferRecord | null> {
  const now = nowIso();
  const eb = expressionBuilder<Database, "offers">();
  return updateHostOffer(hostId, offerId, { revealedAt: eb.fn.coalesce("revealedAt", eb.val(now)), updatedAt: now });
}

export async function setOfferHidden({ hostId, offerId }: { hostId: number; offerId: number }): Promise<OfferRecord | null> {
  return updateHostOffer(hostId, offerId, { revealedAt: null, updatedAt: nowIso() });
}

/** Stores an uploaded image in the host's offer (it wins over the image URL). */
export async function setOfferImage({
  hostId,
  offerId,
  bytes,
  type,
}: {
  hostId: number;
  offerId: number;
  bytes: Buffer;
  type: string;
}): Promise<OfferRecord | null> {
  const now = nowIso();
  return updateHostOffer(hostId, offerId, { image: bytes, imageType: type, imageUpdatedAt: now, updatedAt: now });
}

export async function clearOfferImage({ hostId, offerId }: { hostId: number; offerId: number }): Promise<OfferRecord | null> {
  return updateHostOffer(hostId, offerId, { image: null, imageType: null, imageUpdatedAt: null, updatedAt: nowIso() });
}

/** An offer's uploaded image for serving, with who owns it and whether it is shown; null without one. */
export async function getOfferImage({ offerId }: { offerId: number }) {
  const row = await db()
    .selectFrom("offers")
    .select(["image", "imageType", "imageUpdatedAt", "hostId", "revealedAt"])
    .where("id", "=", offerId)
    .executeTakeFirst();
  if (!row?.image || !row.imageType) return null;
  return {
    bytes: Buffer.from(row.image),
    type: row.imageType,
    updatedAt: row.imageUpdatedAt ?? "",
    hostId: row.hostId,
    isRevealed: row.revealedAt !== null,
  };
}

/**
 * Offers waiting to show themselves: a time after the start, not yet revealed automatically, of
 * an event that is live and went live at least that many minutes ago.
 */
export async function listOffersDueForAutoReveal({ now = new Date() }: { now?: Date } = {}) {
  const rows = await db()
    .selectFrom("offers")
    .innerJoin("events", "events.id", "offers.eventId")
    .select(["offers.id", "offers.eventId", "offers.revealAtMinutes", "events.wentLiveAt"])
    .where("events.status", "=", "live")
    .where("events.wentLiveAt", "is not", null)
    .where("offers.revealAtMinutes", "is not", null)
    .where("offers.autoRevealedAt", "is", null)
    .execute();
  // ISO text compares per dialect differently with arithmetic: the due time is checked here.
  return rows
    .filter((row) => Date.parse(row.wentLiveAt ?? "") + (row.revealAtMinutes ?? 0) * 60_000 <= now.getTime())
    .map((row) => ({ offerId: row.id, eventId: row.eventId }));
}

/**
 * Claims the offer's one automatic reveal and shows it, in one statement: of several processes
 * only one sees a row changed. True for the winner.
 */
export async function markAutoRevealed({ offerId, now = new Date() }: { offerId: number; now?: Date }) {
  const at = nowIso(now);
  const result = await db()
    .updateTable("offers")
    .set((eb) => ({ autoRevealedAt: at, revealedAt: eb.fn.coalesce("revealedAt", eb.val(at)), updatedAt: at }))
    .where("id", "=", offerId)
    .where("autoRevealedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
