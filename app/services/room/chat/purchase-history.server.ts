// What a chatter bought from the host, for the host's customer profile.
import type { PurchaseHistory } from "~/contracts/purchase-shapes";
import { getHostViewer, purchaseTotals } from "~/models/chat.server";
import { HttpError } from "~/utils/http.server";
import { VIEWER_NOT_FOUND } from "./moderation.server";

/** Spec section 3 "Purchase history response" (cents), with the purchases and the net totals per currency (`PurchaseHistory`). */
export type { PurchaseHistory };

/**
 * What a chatter bought from this host: purchases recorded against the viewer or under their
 * e-mail. 404 when the viewer is not on one of the host's streams. No purchases: zeros.
 */
export async function purchaseHistoryOf({ hostId, viewerId }: { hostId: number; viewerId: number }): Promise<PurchaseHistory> {
  const viewer = await getHostViewer({ hostId, viewerId });
  if (!viewer) throw new HttpError(404, VIEWER_NOT_FOUND);
  const { bySource, productNames, purchases } = await purchaseTotals({ hostId, viewerId: viewer.id, emailNormalized: viewer.emailNormalized });
  const byCurrency = new Map<string, { cents: number; count: number }>();
  for (const row of bySource) {
    const entry = byCurrency.get(row.currency) ?? { cents: 0, count: 0 };
    byCurrency.set(row.currency, { cents: entry.cents + row.totalCents, count: entry.count + row.count });
  }
  const totals = [...byCurrency].map(([currency, { cents }]) => ({ currency, cents })).sort((a, b) => b.cents - a.cents);
  const primary = [...byCurrency].sort((a, b) => b[1].count - a[1].count || b[1].cents - a[1].cents)[0]?.[0];
  const inPrimary = bySource.filter((row) => row.currency === primary);
  const of = (source: string) => inPrimary.filter((row) => row.source === source);
  const sum = (rows: typeof bySource, key: "totalCents" | "count") => rows.reduce((total, row) => total + row[key], 0);
  const last = bySource
    .map((row) => row.lastPurchasedAt)
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);
  const lastDate = last ? new Date(last) : null;
  return {
    totalValue: sum(inPrimary, "totalCents"),
    // A stored value that is not a date is passed on as it is (the dialog shows 'Unknown').
    lastPurchaseDate: last && lastDate ? (Number.isNaN(lastDate.getTime()) ? last : lastDate.toISOString()) : null,
    productNames,
    cached: false,
    sources: {
      activeCampaign: { totalValue: sum(of("activecampaign"), "totalCents") },
      stripe: { totalValue: sum(of("stripe"), "totalCents"), purchaseCount: sum(of("stripe"), "count") },
      paypal: { totalValue: sum(of("paypal"), "totalCents"), purchaseCount: sum(of("paypal"), "count") },
    },
    purchases,
    totals,
    currency: primary ?? "USD",
  };
}
