// The event dashboard's Purchases panel: the event's purchases, labelled in its time zone.
import type { PurchaseItem, PurchasesListData, RefundTone } from "~/components/event-dashboard/purchases-list";
import { getEventStream } from "~/models/stream.server";
import { eventPurchasesOf } from "~/services/event-purchases.server";
import { formatMoney } from "~/utils/money";

function refundOf(amountCents: number, refundedCents: number, currency: string): { tone: RefundTone; label: string } {
  if (refundedCents <= 0) return { tone: "none", label: "Paid" };
  if (refundedCents >= amountCents) return { tone: "full", label: "Refunded" };
  return { tone: "partial", label: `Partly refunded ${formatMoney(refundedCents, currency)}` };
}

/** Loader helper: the panel's data for one of the host's events. */
export async function purchasesOf({ hostId, event }: { hostId: number; event: { id: number; timezone: string } }): Promise<PurchasesListData> {
  const [{ purchases, totals, count }, stream] = await Promise.all([
    eventPurchasesOf({ hostId, eventId: event.id }),
    getEventStream({ hostId, eventId: event.id }),
  ]);
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: event.timezone });
  const items = purchases.map((purchase): PurchaseItem => {
    const refund = refundOf(purchase.amountCents, purchase.refundedCents, purchase.currency);
    const at = new Date(purchase.purchasedAt);
    return {
      id: purchase.id,
      buyerName: purchase.buyer.firstName,
      buyerEmail: purchase.buyer.email,
      offerTitle: purchase.offerTitle,
      amount: formatMoney(purchase.amountCents, purchase.currency),
      refundTone: refund.tone,
      refundLabel: refund.label,
      purchasedAt: purchase.purchasedAt,
      dateLabel: Number.isNaN(at.getTime()) ? "Unknown" : date.format(at),
    };
  });
  return {
    items,
    count,
    totals: totals.map((total) => formatMoney(total.cents, total.currency)),
    offersHref: stream ? `/events/${event.id}/settings/${stream.streamId}?tab=offers` : null,
    timeZone: event.timezone,
  };
}
