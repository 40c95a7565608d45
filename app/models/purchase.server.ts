// Queries for sales: reserving a unit of an offer with a quantity limit, completing or releasing it,
// recording purchases (every payment provider's, the outside checkouts') and refunds. The limit holds by single guarded
// UPDATE statements and unique keys, never by a read followed by a write, so it holds on SQLite and
// on PostgreSQL with several processes racing.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db";
import type { PurchaseRow, PurchaseSource } from "../../db/schema/product";
import type { PurchaseAttribution } from "../../db/schema/replays";
import type { OfferReservationRow } from "../../db/schema/selling";
import { db, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

type Trx = Kysely<Database> | Transaction<Database>;

/**
 * What a purchase row records (`source`: the payment provider that took the money); the model adds
 * the status and timestamps. A recorded purchase always names its offer and the provider's id.
 */
export type PurchaseInput = Pick<
  PurchaseRow,
  | "hostId"
  | "eventId"
  | "streamId"
  | "viewerId"
  | "registrationId"
  | "emailNormalized"
  | "productName"
  | "amountCents"
  | "currency"
  | "source"
  | "buyerFirstName"
  | "buyerCity"
> & {
  offerId: number;
  externalId: string;
  purchasedAt?: string;
  /** Live unless the checkout began on the replay or in an on-demand session. */
  attribution?: PurchaseAttribution;
};

/** A write answered by a webhook or postback: done now, or already done before (a duplicate). */
export type RecordOutcome = { outcome: "recorded"; purchaseId: number } | { outcome: "duplicate" };

/**
 * Marks a provider's delivery as handled, in the transaction that applies it; false when it was
 * handled before (providers retry and duplicate deliveries).
 */
async function firstDelivery(trx: Trx, deliveryId: string | undefined) {
  if (!deliveryId) return true;
  const recorded = await trx
    .insertInto("providerWebhookEvents")
    .values({ id: deliveryId, receivedAt: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(recorded.numInsertedOrUpdatedRows ?? 0) > 0;
}

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

/**
 * Holds one unit of an offer for a checkout until `expiresAt`: one UPDATE that adds to the held
 * count only while sold + held stays below the limit, and the reservation row, in one transaction.
 * Null when the offer is sold out (or gone).
 */
export async function reserveOfferUnit({
  offerId,
  viewerId,
  expiresAt,
}: {
  offerId: number;
  viewerId: number | null;
  expiresAt: string;
}): Promise<{ reservationId: number } | null> {
  return writeTransaction(async (trx) => {
    const held = await trx
      .updateTable("offers")
      .set({ reservedCount: sql`reserved_count + 1` })
      .where("id", "=", offerId)
      .where((eb) => eb.or([eb("quantityLimit", "is", null), eb(sql`sold_count + reserved_count`, "<", eb.ref("quantityLimit"))]))
      .returning("hostId")
      .executeTakeFirst();
    if (!held) return null;
    const reservation = await trx
      .insertInto("offerReservations")
      .values({ offerId, hostId: held.hostId, viewerId, status: "held", expiresAt, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { reservationId: reservation.id };
  });
}

/** Names the provider's checkout that holds the reservation. */
export async function attachCheckoutSession({ reservationId, checkoutSessionId }: { reservationId: number; checkoutSessionId: string }) {
  await db().updateTable("offerReservations").set({ checkoutSessionId }).where("id", "=", reservationId).execute();
}

/** Records a sale: its id, or null when its delivery was handled before or the sale is already recorded. */
async function insertNewSale(trx: Trx, purchase: PurchaseInput, deliveryId: string | undefined) {
  if (!(await firstDelivery(trx, deliveryId))) return null;
  const inserted = await trx
    .insertInto("purchases")
    .values({
      hostId: purchase.hostId,
      offerId: purchase.offerId,
      eventId: purchase.eventId,
      streamId: purchase.streamId,
      viewerId: purchase.viewerId,
      registrationId: purchase.registrationId,
      emailNormalized: purchase.emailNormalized,
      productName: purchase.productName,
      amountCents: purchase.amountCents,
      currency: purchase.currency,
      source: purchase.source,
      externalId: purchase.externalId,
      purchasedAt: purchase.purchasedAt ?? nowIso(),
      refundedAt: null,
      buyerFirstName: purchase.buyerFirstName,
      buyerCity: purchase.buyerCity,
      attribution: purchase.attribution ?? "live",
    })
    .onConflict((oc) => oc.columns(["hostId", "source", "externalId"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** One more unit sold: the money is taken, so it counts even past the limit. */
async function countSale(trx: Trx, offerId: number) {
  await trx
    .updateTable("offers")
    .set({ soldCount: sql`sold_count + 1` })
    .where("id", "=", offerId)
    .execute();
}

/** What a caller records with a purchase (or its refund), in the same transaction: given it and the purchase's id. */
export type AlsoRecord = (trx: Kysely<Database>, purchaseId: number) => Promise<void>;

interface SaleToRecord {
  purchase: PurchaseInput;
  /** The provider's delivery that reported the sale: handled once. */
  deliveryId?: string;
  /** Runs in the same transaction once a sale is recorded (its webhook deliveries); not for a sold-out payment. */
  alsoRecord?: AlsoRecord;
}

/** A unit the offer has free (no limit, or sold + held below it) taken as sold; false when none is. */
async function takeFreeUnit(trx: Trx, offerId: number) {
  const taken = await trx
    .updateTable("offers")
    .set({ soldCount: sql`sold_count + 1` })
    .where("id", "=", offerId)
    .where((eb) => eb.or([eb("quantityLimit", "is", null), eb(sql`sold_count + reserved_count`, "<", eb.ref("quantityLimit"))]))
    .executeTakeFirst();
  return changed(taken);
}

/** The unit held for one checkout: the reservation and the provider's id of that checkout. */
export interface HeldUnit {
  reservationId: number;
  checkoutId: string;
}

/**
 * The unit a checkout held, moved from held to sold: only by the checkout it was held for,
 * and only once. False when the reservation is not held for this checkout any more (released, or
 * completed before).
 */
async function completeHeldUnit(trx: Trx, { reservationId, checkoutId }: HeldUnit, offerId: number) {
  const completed = await trx
    .updateTable("offerReservations")
    .set({ status: "completed" })
    .where("id", "=", reservationId)
    .where("offerId", "=", offerId)
    .where("status", "=", "held")
    // Null only in the moment between creating the checkout and naming it on the reservation.
    .where((eb) => eb.or([eb("checkoutSessionId", "is", null), eb("checkoutSessionId", "=", checkoutId)]))
    .executeTakeFirst();
  if (!changed(completed)) return false;
  await trx
    .updateTable("offers")
    .set({ reservedCount: sql`reserved_count - 1`, soldCount: sql`sold_count + 1` })
    .where("id", "=", offerId)
    .execute();
  return true;
}

/** A payment recorded, or one that found its offer sold out: recorded as refunded in full, for its provider to refund. */
export type CheckoutSaleOutcome = RecordOutcome | { outcome: "sold_out"; purchaseId: number };

/**
 * A paid checkout of a provider that can refund, in one transaction: the purchase, and its unit.
 * The unit is the one the checkout held, when it still holds it; otherwise (the hold was released
 * because the payment came late, or the reservation was completed already) a free unit if the
 * offer has one. With none free, the scarcity the host promised stands: the payment is kept as
 * refunded in full, for the caller to refund through its provider (`refundReason` "sold_out"), and
 * counts in no sale or revenue figure. A second delivery of the same event, or of the same
 * payment, changes nothing.
 */
export async function recordCheckoutSale({
  heldUnit,
  purchase,
  deliveryId,
  alsoRecord,
}: SaleToRecord & { heldUnit: HeldUnit | null }): Promise<CheckoutSaleOutcome> {
  return writeTransaction(async (trx): Promise<CheckoutSaleOutcome> => {
    const purchaseId = await insertNewSale(trx, purchase, deliveryId);
    if (purchaseId === null) return { outcome: "duplicate" };
    const held = heldUnit !== null && (await completeHeldUnit(trx, heldUnit, purchase.offerId));
    if (!held && !(await takeFreeUnit(trx, purchase.offerId))) {
      await trx
        .updateTable("purchases")
        .set({ status: "refunded", refundedCents: purchase.amountCents, refundedAt: nowIso(), refundReason: "sold_out" })
        .where("id", "=", purchaseId)
        .execute();
      return { outcome: "sold_out", purchaseId };
    }
    await alsoRecord?.(trx, purchaseId);
    return { outcome: "recorded", purchaseId };
  });
}

/** Payments refunded for a sold-out offer whose Stripe refund is not made yet (oldest first). */
export async function listPendingSoldOutRefunds({ limit = 100 }: { limit?: number } = {}) {
  return db()
    .selectFrom("purchases")
    .select(["id", "hostId", "externalId", "amountCents", "currency"])
    .where("refundReason", "is not", null)
    .where("stripeRefundId", "is", null)
    .where("source", "=", "stripe")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The Stripe refund that returned a sold-out payment. */
export async function recordSoldOutRefund({ purchaseId, stripeRefundId }: { purchaseId: number; stripeRefundId: string }) {
  await db().updateTable("purchases").set({ stripeRefundId }).where("id", "=", purchaseId).where("stripeRefundId", "is", null).execute();
}

/**
 * A sale whose provider cannot refund it (an outside checkout): recorded once per (host, source,
 * external id) and counted once, even past the offer's limit, as the money is taken.
 */
export async function recordPurchase({ purchase, deliveryId, alsoRecord }: SaleToRecord): Promise<RecordOutcome> {
  return writeTransaction(async (trx): Promise<RecordOutcome> => {
    const purchaseId = await insertNewSale(trx, purchase, deliveryId);
    if (purchaseId === null) return { outcome: "duplicate" };
    await countSale(trx, purchase.offerId);
    await alsoRecord?.(trx, purchaseId);
    return { outcome: "recorded", purchaseId };
  });
}

/**
 * Gives a held unit back (the session expired, its payment failed, or it was never created). Once
 * only: a released or completed reservation stays as it is. The offer's id when a unit came back.
 */
export async function releaseReservation({
  reservationId,
  deliveryId,
}: {
  reservationId: number;
  deliveryId?: string;
}): Promise<{ offerId: number } | null> {
  return writeTransaction(async (trx) => {
    if (!(await firstDelivery(trx, deliveryId))) return null;
    const released = await trx
      .updateTable("offerReservations")
      .set({ status: "released" })
      .where("id", "=", reservationId)
      .where("status", "=", "held")
      .returning("offerId")
      .executeTakeFirst();
    if (!released) return null;
    await trx
      .updateTable("offers")
      .set({ reservedCount: sql`reserved_count - 1` })
      .where("id", "=", released.offerId)
      .where("reservedCount", ">", 0)
      .execute();
    return { offerId: released.offerId };
  });
}

/** Reservations still held after `before` (their session's expired webhook never came). */
export async function listExpiredReservations({ before, limit = 500 }: { before: Date; limit?: number }): Promise<OfferReservationRow[]> {
  return db()
    .selectFrom("offerReservations")
    .selectAll()
    .where("status", "=", "held")
    .where("expiresAt", "<", before.toISOString())
    .orderBy("expiresAt")
    .limit(limit)
    .execute();
}

/**
 * A refund of a provider's payment, named by the provider's id of it: the provider reports the
 * total refunded so far, so a second refund of the same payment replaces the figure rather than
 * adding to it. The total stays within 0..the amount
 * paid and never goes down (a delivery overtaken by a later one, a figure that cannot be true: more
 * than was paid, or below zero, which would raise revenue). The purchase's ids, null when unknown
 * (or the delivery is a duplicate).
 */
export async function recordRefund({
  source,
  externalId,
  refundedCents,
  refundedAt = nowIso(),
  deliveryId,
  alsoRecord,
}: {
  source: PurchaseSource;
  externalId: string;
  refundedCents: number;
  refundedAt?: string;
  deliveryId?: string;
  alsoRecord?: AlsoRecord;
}): Promise<{ purchaseId: number; eventId: number | null } | null> {
  return writeTransaction(async (trx) => {
    if (!(await firstDelivery(trx, deliveryId))) return null;
    const purchase = await trx
      .selectFrom("purchases")
      .select(["id", "eventId", "amountCents", "refundedCents"])
      .where("source", "=", source)
      .where("externalId", "=", externalId)
      .executeTakeFirst();
    if (!purchase) return null;
    const total = Math.min(purchase.amountCents, Math.max(purchase.refundedCents, Number.isFinite(refundedCents) ? Math.trunc(refundedCents) : 0));
    if (total <= 0) return null;
    // Nothing new (a payment refunded as sold out, reported back by its provider; an overtaken delivery): no second notice.
    if (total === purchase.refundedCents) return { purchaseId: purchase.id, eventId: purchase.eventId };
    const refunded = await trx
      .updateTable("purchases")
      .set({ status: "refunded", refundedCents: total, refundedAt })
      .where("id", "=", purchase.id)
      .returning(["id", "eventId"])
      .executeTakeFirstOrThrow();
    await alsoRecord?.(trx, refunded.id);
    return { purchaseId: refunded.id, eventId: refunded.eventId };
  });
}

/** Marks a delivery handled that changes nothing here (an event about a checkout we do not know). */
export async function recordDeliveryOnly({ deliveryId }: { deliveryId: string }) {
  return writeTransaction((trx) => firstDelivery(trx, deliveryId));
}

/** What a purchase needs from a viewer: who they are and where they registered. */
export async function getPurchasingViewer({ viewerId }: { viewerId: number }) {
  const row = await db()
    .selectFrom("viewers")
    .innerJoin("streams", "streams.id", "viewers.streamId")
    .select([
      "viewers.id",
      "viewers.firstName",
      "viewers.email",
      "viewers.emailNormalized",
      "viewers.streamId as streamRowId",
      "viewers.registrationId",
      "viewers.isKicked",
      "streams.eventId",
      "streams.hostId",
    ])
    .where("viewers.id", "=", viewerId)
    .executeTakeFirst();
  return row ?? null;
}

export type PurchasingViewer = NonNullable<Awaited<ReturnType<typeof getPurchasingViewer>>>;

/** A purchase as the host's sale notice shows it. */
export async function getPurchaseById({ purchaseId }: { purchaseId: number }) {
  const row = await db().selectFrom("purchases").selectAll().where("id", "=", purchaseId).executeTakeFirst();
  return row ?? null;
}
