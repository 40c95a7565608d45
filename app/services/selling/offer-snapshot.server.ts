// The offers a live connection receives on connect (the SSE snapshot, the /ws state after joining).
// Thousands of viewers connect at once when a webinar starts: one query per stream serves them
// for a second, and a pushed `offers` event replaces the cached list as soon as it arrives. A new
// connection served a list from just before a change still receives that change: its push reaches
// every open connection when it arrives.
import type { OfferView, OffersData } from "~/contracts/offers";
import { revealedOfferViews } from "./offer-broadcast.server";
import { subscribeToStream } from "~/services/realtime/index.server";

const FRESH_MS = 1_000;

interface Cached {
  offers: Promise<OfferView[]>;
}

const cache = new Map<number, Cached>();

/**
 * The event's revealed offers for a connection to the stream; an empty list for a stream without
 * an event. `exact` reads the database: a reconnect replays the changes it missed before this
 * snapshot, and with PostgreSQL the cache hears of a change a moment after it is stored.
 */
export function offersSnapshotFor({
  streamRowId,
  eventId,
  exact = false,
}: {
  streamRowId: number;
  eventId: number | null;
  exact?: boolean;
}): Promise<OfferView[]> {
  if (eventId === null) return Promise.resolve([]);
  if (exact) return revealedOfferViews({ eventId });
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

/** The /ws client's state after `joined`: the event's offers, as the `offers` message. */
export async function offersJoinSnapshot(stream: { rowId: number; eventId: number | null }) {
  const offers = await offersSnapshotFor({ streamRowId: stream.rowId, eventId: stream.eventId });
  return { type: "offers", data: { offers } };
}
