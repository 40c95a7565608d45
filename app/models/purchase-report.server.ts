import type { PurchaseStatus } from "../../db/schema/product";
import type { EventPurchase } from "~/contracts/purchase-shapes";
import { db } from "~/utils/db.server";
import type { MoneyTotal } from "~/utils/money";
import { afterKey, type PageKey } from "~/utils/pagination.server";

// The purchases of one event, for the host's purchases list and GET /api/events/{id}/purchases.
// Every query is scoped by purchases.host_id; offers and viewers are joined through the same host.

/** The purchases list shows at most this many (newest first); totals and count cover them all. */
export const EVENT_PURCHASES_LIMIT = 500;

export const PURCHASE_LINE_COLUMNS = [
  "purchases.id",
  "purchases.productName",
  "purchases.amountCents",
  "purchases.refundedCents",
  "purchases.currency",
  "purchases.status",
  "purchases.source",
  "purchases.purchasedAt",
] as const;

/** One purchase of the event as GET /api/events/{id}/purchases answers it (`EventPurchase`). */
export type EventPurchaseRow = EventPurchase;

function eventPurchases({ hostId, eventId, offerId }: { hostId: number; eventId: number; offerId?: number }) {
  let query = db().selectFrom("purchases").where("purchases.hostId", "=", hostId).where("purchases.eventId", "=", eventId);
  if (offerId !== undefined) query = query.where("purchases.offerId", "=", offerId);
  return query;
}

/** The event's purchases, refunded ones included, newest first. */
export async function listEventPurchases(input: {
  hostId: number;
  eventId: number;
  offerId?: number;
  status?: PurchaseStatus;
  /** Bought at or after this ISO moment. */
  since?: string;
  /** The rows after this page key (newest first). */
  after?: PageKey | null;
  limit?: number;
}): Promise<EventPurchaseRow[]> {
  let query = eventPurchases(input);
  if (input.status) query = query.where("purchases.status", "=", input.status);
  if (input.since) query = query.where("purchases.purchasedAt", ">=", input.since);
  if (input.after) query = query.where(afterKey("purchases.purchasedAt", "purchases.id", input.after, "desc"));
  const rows = await query
    .leftJoin("offers", (join) => join.onRef("offers.id", "=", "purchases.offerId").onRef("offers.hostId", "=", "purchases.hostId"))
    .leftJoin("viewers", "viewers.id", "purchases.viewerId")
    .leftJoin("streams", (join) => join.onRef("streams.id", "=", "viewers.streamId").onRef("streams.hostId", "=", "purchases.hostId"))
    .select([
      ...PURCHASE_LINE_COLUMNS,
      "purchases.offerId",
      "offers.title as offerTitle",
      "purchases.viewerId",
      "purchases.buyerFirstName",
      "purchases.emailNormalized",
      "streams.id as viewerStreamId",
      "viewers.firstName as viewerFirstName",
      "viewers.email as viewerEmail",
      "purchases.refundedAt",
      "purchases.refundReason",
      "purchases.stripeRefundId",
    ])
    .orderBy("purchases.purchasedAt", "desc")
    .orderBy("purchases.id", "desc")
    .limit(input.limit ?? EVENT_PURCHASES_LIMIT)
    .execute();
  return rows.map((row) => {
    // A viewer row counts only when it is on one of the host's streams.
    const viewer = row.viewerStreamId != null;
    return {
      id: row.id,
      offerId: row.offerId,
      offerTitle: row.offerTitle ?? row.productName,
      productName: row.productName,
      amountCents: Number(row.amountCents),
      refundedCents: Number(row.refundedCents),
      currency: row.currency,
      status: row.status,
      source: row.source,
      buyer: {
        viewerId: viewer ? row.viewerId : null,
        firstName: row.buyerFirstName ?? (viewer ? row.viewerFirstName : null) ?? null,
        email: (viewer ? row.viewerEmail : null) ?? row.emailNormalized,
      },
      purchasedAt: row.purchasedAt,
      refundedAt: row.refundedAt,
      refundReason: row.refundReason,
      refundPending: row.refundReason !== null && row.stripeRefundId === null,
    };
  });
}

/**
 * How many purchases the event has (refunded ones included) and its net revenue per currency
 * (amount minus refunds; a fully refunded purchase adds nothing), largest first.
 */
export async function eventPurchaseTotals(input: {
  hostId: number;
  eventId: number;
  offerId?: number;
}): Promise<{ totals: MoneyTotal[]; count: number }> {
  const rows = await eventPurchases(input)
    .select((eb) => [
      "purchases.currency",
      eb.fn.sum<number>(eb("purchases.amountCents", "-", eb.ref("purchases.refundedCents"))).as("cents"),
      eb.fn.countAll<number>().as("count"),
    ])
    .groupBy("purchases.currency")
    .execute();
  return {
    totals: rows
      .map((row) => ({ currency: row.currency, cents: Number(row.cents ?? 0) }))
      .filter((total) => total.cents > 0)
      .sort((a, b) => b.cents - a.cents),
    count: rows.reduce((sum, row) => sum + Number(row.count), 0),
  };
}
