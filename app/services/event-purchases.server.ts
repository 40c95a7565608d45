// The purchases of one of the host's events: the event dashboard's Purchases panel and
// GET /api/events/{id}/purchases. Team members never reach it (revenue is the host's).
import { getEvent } from "~/models/event.server";
import { eventPurchaseTotals, listEventPurchases, type EventPurchaseRow } from "~/models/purchase-report.server";
import { HttpError } from "~/utils/http.server";
import type { MoneyTotal } from "~/utils/money";

export interface EventPurchases {
  purchases: EventPurchaseRow[];
  /** Net revenue per currency: different currencies are never added up. */
  totals: MoneyTotal[];
  /** Every purchase of the event (or offer), refunded ones included. */
  count: number;
}

export const EVENT_NOT_FOUND = "Event not found";

/** 404 when the event is not the host's. */
export async function eventPurchasesOf({ hostId, eventId, offerId }: { hostId: number; eventId: number; offerId?: number }): Promise<EventPurchases> {
  const event = await getEvent({ hostId, eventId });
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  const [purchases, { totals, count }] = await Promise.all([
    listEventPurchases({ hostId, eventId, offerId }),
    eventPurchaseTotals({ hostId, eventId, offerId }),
  ]);
  return { purchases, totals, count };
}
