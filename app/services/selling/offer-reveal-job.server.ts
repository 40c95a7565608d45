import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";
import { revealDueOffers } from "./offers.server";

const EVERY_MS = 5_000;

/** Reveals offers whose time after the start has come, now and every 5 s, until the server stops. */
export function startOfferRevealJob() {
  let running = false;
  const tick = async () => {
    // A slow database must not stack runs on top of each other.
    if (running) return;
    running = true;
    try {
      await revealDueOffers();
    } catch (error) {
      getLogger().warn({ err: error }, "revealing due offers failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), EVERY_MS);
  timer.unref();
  onShutdown(() => clearInterval(timer));
}
