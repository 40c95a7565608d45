// Gives back units held by checkouts that ended without their provider telling us (a missed
// expired webhook): every minute, reservations held five minutes past their expiry.
// The same minute retries the refunds of payments that found their offer sold out.
import { getOfferById } from "~/models/offer.server";
import { listExpiredReservations, releaseReservation } from "~/models/purchase.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";
import { announceOffers } from "./sales.server";
import { retrySoldOutRefunds } from "./sold-out-refunds.server";

const EVERY_MS = 60_000;
/** The provider's own expired webhook normally arrives first; this only catches the ones it missed. */
export const RESERVATION_GRACE_MS = 5 * 60_000;

/** Releases what expired before `now` minus the grace period; returns how many units came back. */
export async function sweepExpiredReservations(now = new Date()) {
  const expired = await listExpiredReservations({ before: new Date(now.getTime() - RESERVATION_GRACE_MS) });
  const eventIds = new Set<number>();
  let released = 0;
  for (const reservation of expired) {
    if (!(await releaseReservation({ reservationId: reservation.id }))) continue;
    released += 1;
    const offer = await getOfferById({ offerId: reservation.offerId });
    if (offer) eventIds.add(offer.eventId);
  }
  for (const eventId of eventIds) await announceOffers({ eventId });
  return released;
}

export function startReservationSweeper() {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    Promise.all([sweepExpiredReservations(), retrySoldOutRefunds()])
      .catch((error: unknown) => getLogger().warn({ err: error }, "reservation sweep failed"))
      .finally(() => (running = false));
  };
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  onShutdown(() => clearInterval(timer));
}
