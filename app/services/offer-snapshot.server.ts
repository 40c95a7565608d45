// The offers a live connection receives on connect (the SSE snapshot, the /ws state after joining).
// Thousands of viewers connect at once when a webinar starts: one query per stream serves them
// for a second, and a pushed `offers` event replaces the cached list at once, so the cache never
// holds back a change that a connection arriving after its push would otherwise miss.
import type { OfferView, OffersData } from "~/utils/offers";
import { revealedOfferViews } from "./offer-broadcast.server";
import { subscribeToStream } from "./realtime/bus.server";

const FRESH_MS = 1_000;

interface Cached {
  offers: Promise<OfferView[]>;
}

const cache = new Map<number, Cached>();

/** The event's revealed offers for a connection to the stream; an empty list for a stream without an event. */
export function offersSnapshotFor({ streamRowId, eventId }: { streamRowId: number; eventId: number | null }): Promise<OfferView[]> {
  if (eventId === null) return Promise.resolve([]);
  const cached = cache.get(streamRowId);
  if (cached) return cached.offers;
  const entry: Cached = { offers: revealedOfferViews({ eventId }) };
  const stop = subscribeToStream(streamRowId, (event) => {
    if (event.type === "offers") entry.offers = Promise.resolve((JSON.parse(event.payload) as OffersData).offers);
  });
  const forget = () => {
    stop();
    if (cache.get(streamRowId) === entry) cache.delete(streamRowId);
  };
  setTimeout(forget, FRESH_MS).unref();
  // A failed query is not kept: the next connection asks again.
  entry.offers.catch(forget);
  cache.set(streamRowId, entry);
  return entry.offers;
}
