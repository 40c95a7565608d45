// What follows a recorded sale, whichever checkout took the money: viewers see the new remaining
// quantity (and the social proof when the offer has it on), the host's chat panel the sale.
import type { OfferRecord } from "~/models/offer.server";
import { getPurchasingViewer, type PurchaseInput, type PurchasingViewer } from "~/models/purchase.server";
import { getWatchStream } from "~/models/stream.server";
import { normalizeEmail } from "~/models/user.server";
import { getLogger } from "~/utils/logger.server";
import { publishEventOffers, publishSale } from "../offer-broadcast.server";

/** A viewer of one of the offer's event's streams (a reference to anyone else attributes nothing). */
export async function offerBuyer({ offer, viewerId }: { offer: Pick<OfferRecord, "eventId" | "hostId">; viewerId: number | null }) {
  if (viewerId === null) return null;
  const viewer = await getPurchasingViewer({ viewerId });
  return viewer && viewer.eventId === offer.eventId && viewer.hostId === offer.hostId ? viewer : null;
}

/** The purchase row's attribution: the viewer (their stream and registration) when known, else the offer's event. */
export async function purchaseFor({
  offer,
  viewer,
  streamId,
  email,
  firstName,
  city,
  amountCents,
  currency,
  source,
  externalId,
  attribution = "live",
}: {
  offer: OfferRecord;
  viewer: PurchasingViewer | null;
  streamId: string | null;
  email: string | null;
  firstName: string | null;
  city: string | null;
  amountCents: number;
  currency: string;
  source: PurchaseInput["source"];
  externalId: string;
  attribution?: PurchaseInput["attribution"];
}): Promise<PurchaseInput> {
  const stream = viewer || !streamId ? null : await getWatchStream({ streamId });
  const buyerEmail = email ?? viewer?.email ?? "";
  return {
    hostId: offer.hostId,
    offerId: offer.id,
    eventId: offer.eventId,
    streamId: viewer?.streamRowId ?? (stream && stream.eventId === offer.eventId ? stream.rowId : null),
    viewerId: viewer?.id ?? null,
    registrationId: viewer?.registrationId ?? null,
    emailNormalized: buyerEmail ? normalizeEmail(buyerEmail) : "",
    productName: offer.title,
    amountCents,
    currency: currency.toUpperCase(),
    source,
    externalId,
    buyerFirstName: viewer?.firstName ?? firstName,
    buyerCity: city,
    purchasedAt: new Date().toISOString(),
    attribution,
  };
}

/** Tells the event's streams about a recorded sale. A failure here is logged: the sale itself is kept. */
export async function announceSale({ offer, purchase, purchaseId }: { offer: OfferRecord; purchase: PurchaseInput; purchaseId: number }) {
  try {
    await publishEventOffers({ eventId: offer.eventId });
    await publishSale({
      eventId: offer.eventId,
      sale: {
        purchaseId,
        offerId: offer.id,
        offerTitle: offer.title,
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        buyerName: purchase.buyerFirstName,
        buyerEmail: purchase.emailNormalized,
        purchasedAt: purchase.purchasedAt ?? new Date().toISOString(),
      },
      socialProof:
        offer.socialProof && purchase.buyerFirstName
          ? { offerId: offer.id, offerTitle: offer.title, firstName: purchase.buyerFirstName, city: purchase.buyerCity }
          : null,
    });
  } catch (error) {
    getLogger().warn({ err: error, offerId: offer.id, purchaseId }, "sale recorded but not announced");
  }
}

/** Tells the event's streams that an offer's remaining quantity changed. */
export async function announceOffers({ eventId }: { eventId: number }) {
  try {
    await publishEventOffers({ eventId });
  } catch (error) {
    getLogger().warn({ err: error, eventId }, "offers not announced");
  }
}
