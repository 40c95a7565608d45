// The event dashboard's Purchases panel: the event's purchases, labelled in its time zone.
import type { PurchaseItem, PurchasesListData, RefundTone } from "~/components/event-dashboard/purchases-list";
import { getEventStream } from "~/models/stream.server";
import type { EventPurchaseRow } from "~/models/purchase-report.server";
import { eventPurchasesOf } from "~/services/selling/event-purchases.server";
import { SOLD_OUT_REFUND_LABEL, SOLD_OUT_REFUNDING_LABEL } from "~/services/selling/payments/sold-out-refunds.server";
import { formatMoney } from "~/utils/money";

function refundOf({ amountCents, refundedCents, currency, refundReason, refundPending }: EventPurchaseRow): { tone: RefundTone; label: string } {
  if (refundReason === "sold_out")
    return refundPending ? { tone: "pending", label: SOLD_OUT_REFUNDING_LABEL } : { tone: "full", label: SOLD_OUT_REFUND_LABEL };
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
    const refund = refundOf(purchase);
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
