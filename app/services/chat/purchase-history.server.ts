// What a chatter bought from the host, for the host's customer profile.
import { getHostViewer, purchaseTotals } from "~/models/chat.server";
import { HttpError } from "~/utils/http.server";
import { VIEWER_NOT_FOUND } from "./moderation.server";

/** Spec section 3 "Purchase history response" (cents). */
export interface PurchaseHistory {
  totalValue: number;
  lastPurchaseDate: string | null;
  productNames: string[];
  cached: boolean;
  sources: {
    activeCampaign: { totalValue: number };
    stripe: { totalValue: number; purchaseCount: number };
    paypal: { totalValue: number; purchaseCount: number };
  };
}

/**
 * What a chatter bought from this host: purchases recorded against the viewer or under their
 * e-mail. 404 when the viewer is not on one of the host's streams. No purchases: zeros.
 */
export async function purchaseHistoryOf({ hostId, viewerId }: { hostId: number; viewerId: number }): Promise<PurchaseHistory> {
  const viewer = await getHostViewer({ hostId, viewerId });
  if (!viewer) throw new HttpError(404, VIEWER_NOT_FOUND);
  const { bySource, productNames } = await purchaseTotals({ hostId, viewerId: viewer.id, emailNormalized: viewer.emailNormalized });
  const of = (source: string) => bySource.find((row) => row.source === source);
  const last = bySource
    .map((row) => row.lastPurchasedAt)
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);
  const lastDate = last ? new Date(last) : null;
  return {
    totalValue: bySource.reduce((sum, row) => sum + row.totalCents, 0),
    // A stored value that is not a date is passed on as it is (the dialog shows 'Unknown').
    lastPurchaseDate: last && lastDate ? (Number.isNaN(lastDate.getTime()) ? last : lastDate.toISOString()) : null,
    productNames,
    cached: false,
    sources: {
      activeCampaign: { totalValue: of("activecampaign")?.totalCents ?? 0 },
      stripe: { totalValue: of("stripe")?.totalCents ?? 0, purchaseCount: of("stripe")?.count ?? 0 },
      paypal: { totalValue: of("paypal")?.totalCents ?? 0, purchaseCount: of("paypal")?.count ?? 0 },
    },
  };
}
