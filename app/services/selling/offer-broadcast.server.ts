// Pushes an event's offers to the viewers of each of its streams: after a reveal, a hide, an edit
// of a revealed offer, and each sale or released reservation (the remaining quantity changes).
import { listRevealedOffers, offerViewOf } from "~/models/offer.server";
import { listEventStreamRowIds } from "~/models/stream.server";
import type { OfferPurchaseData, OfferView, SaleData } from "~/contracts/offers";
import { publishLiveEvents } from "~/services/realtime/index.server";

/** The event's revealed offers as viewers see them. */
export async function revealedOfferViews({ eventId }: { eventId: number }): Promise<OfferView[]> {
  return (await listRevealedOffers({ eventId })).map(offerViewOf);
}

/** Sends every stream of the event its current `offers` (the whole list: it replaces what pages show). */
export async function publishEventOffers({ eventId }: { eventId: number }) {
  const [streamRowIds, offers] = await Promise.all([listEventStreamRowIds({ eventId }), revealedOfferViews({ eventId })]);
  if (streamRowIds.length === 0) return;
  await publishLiveEvents(streamRowIds.map((streamRowId) => ({ streamRowId, type: "offers" as const, data: { offers } })));
}

/** A completed purchase: the host's `sale` on every stream of the event, and the viewers' social proof when the offer has it on. */
export async function publishSale({ eventId, sale, socialProof }: { eventId: number; sale: SaleData; socialProof: OfferPurchaseData | null }) {
  const streamRowIds = await listEventStreamRowIds({ eventId });
  if (streamRowIds.length === 0) return;
  await publishLiveEvents(
    streamRowIds.flatMap((streamRowId) => [
      { streamRowId, type: "sale" as const, data: sale, hostOnly: true },
      ...(socialProof ? [{ streamRowId, type: "offer_purchase" as const, data: socialProof }] : []),
    ]),
  );
}
