import { useEffect, useRef, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import { clockOffsetMs } from "~/contracts/overlay-timing";
import { purchaseAlertText, type OfferView } from "~/contracts/offers";

/** How long one "Maya from Leeds just enrolled" shows. */
export const PURCHASE_ALERT_MS = 4_000;
/** Alerts waiting beyond this many are dropped (a rush of sales would otherwise queue for minutes). */
const MAX_WAITING = 5;

export interface PurchaseAlert {
  key: number;
  offerId: number;
  text: string;
}

/** Newest reveal first: the offer the host just showed is the one on top. */
function newestFirst(offers: OfferView[]) {
  return [...offers].sort((a, b) => Date.parse(b.revealedAt) - Date.parse(a.revealedAt) || b.id - a.id);
}

let alertKey = 0;
let documentRead = false;

/** When the page's data arrived (client clock): the document's first byte for the first page, else now. */
function dataArrivedAt() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const first = !documentRead;
  documentRead = true;
  return first && navigation ? performance.timeOrigin + navigation.responseStart : Date.now();
}

/**
 * The event's offers on an open watch page: the loader's list, replaced by each `offers` event;
 * `offer_purchase` alerts one at a time, each for PURCHASE_ALERT_MS. `now` is the server's clock
 * (ticking each second once hydrated while an offer closes), null before hydration: the page then
 * shows the server's "Ends at" words, as without JavaScript.
 */
export function useLiveOffers({ initial, serverNow, on }: { initial: OfferView[]; serverNow: string; on: LiveOn }) {
  const [offers, setOffers] = useState(() => newestFirst(initial));
  const [alerts, setAlerts] = useState<PurchaseAlert[]>([]);
  const [now, setNow] = useState<number | null>(null);

  // Fresh loader data (a revalidation, another stream's page) is the truth at its time.
  useEffect(() => setOffers(newestFirst(initial)), [initial]);
  useEffect(() => {
    const stops = [
      on("offers", (data) => setOffers(newestFirst(data.offers))),
      on("offer_purchase", (data) =>
        setAlerts((queue) => [...queue, { key: ++alertKey, offerId: data.offerId, text: purchaseAlertText(data) }].slice(-MAX_WAITING)),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [on]);

  const current = alerts[0] ?? null;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setAlerts((queue) => queue.filter((alert) => alert.key !== current.key)), PURCHASE_ALERT_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const offset = useRef<{ serverNow: string; ms: number } | null>(null);
  const ticking = offers.some((offer) => offer.closesAt !== null);
  useEffect(() => {
    if (offset.current?.serverNow !== serverNow) offset.current = { serverNow, ms: clockOffsetMs(serverNow, dataArrivedAt()) };
    const ms = offset.current.ms;
    const tick = () => setNow(Date.now() + ms);
    tick();
    if (!ticking) return;
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [serverNow, ticking]);

  return { offers, alert: current, now };
}
