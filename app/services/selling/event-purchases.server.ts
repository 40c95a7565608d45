// The purchases of one of the host's events: the event dashboard's Purchases panel and
// GET /api/events/{id}/purchases. Team members never reach it (revenue is the host's).
import { getEvent } from "~/models/event.server";
import type { PurchaseStatus } from "../../../db/schema/product";
import type { EventPurchases } from "~/contracts/purchase-shapes";
import { EVENT_PURCHASES_LIMIT, eventPurchaseTotals, listEventPurchases } from "~/models/purchase-report.server";
import { HttpError } from "~/utils/http.server";
import { takePage, type PageKey, type PageRequest } from "~/utils/pagination.server";

export const EVENT_NOT_FOUND = "Event not found";

/**
 * 404 when the event is not the host's. `status`, `since` and the page narrow the list only;
 * totals and count cover the whole event (or offer). `next` is the following page's key, if any.
 */
export async function eventPurchasesOf({
  hostId,
  eventId,
  offerId,
  status,
  since,
  page = { limit: EVENT_PURCHASES_LIMIT, after: null },
}: {
  hostId: number;
  eventId: number;
  offerId?: number;
  status?: PurchaseStatus;
  since?: string;
  page?: PageRequest;
}): Promise<EventPurchases & { next: PageKey | null }> {
  const event = await getEvent({ hostId, eventId });
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  const limit = page.limit ?? EVENT_PURCHASES_LIMIT;
  const [rows, { totals, count }] = await Promise.all([
    listEventPurchases({ hostId, eventId, offerId, status, since, after: page.after, limit: limit + 1 }),
    eventPurchaseTotals({ hostId, eventId, offerId }),
  ]);
  const { items, next } = takePage(rows, limit, (row) => ({ at: row.purchasedAt, id: row.id }));
  return { purchases: items, totals, count, next };
}
