// The payment providers the app knows, found by name. An offer with a checkout URL of its own is
// sold by that outside checkout; any other offer by the app's own checkout: the first provider
// of CHECKOUTS that the configuration sets up.
import { getConfig, type Config } from "~/utils/config.server";
import { outsideProvider } from "./outside/provider.server";
import type { PaymentProvider } from "./provider.server";
import { stripeProvider } from "./stripe/provider.server";

/** The app's own checkouts, in order of preference; each receives its webhooks at /api/webhooks/{name}. */
const CHECKOUTS: readonly PaymentProvider[] = [stripeProvider];

export const paymentProviders: readonly PaymentProvider[] = [...CHECKOUTS, outsideProvider];

/**
 * The provider named in /api/webhooks/{name}, in any case as routes match; null for any other name
 * (an outside checkout's postbacks have their own address).
 */
export function webhookProvider(name: string | undefined): PaymentProvider | null {
  return CHECKOUTS.find((provider) => provider.name === name?.toLowerCase()) ?? null;
}

/** The app's own checkout under this configuration; null when none is set up. */
export function builtInProvider(config: Config = getConfig()): PaymentProvider | null {
  return CHECKOUTS.find((provider) => provider.isConfigured(config)) ?? null;
}

export function isBuiltInCheckoutConfigured(config: Config = getConfig()) {
  return builtInProvider(config) !== null;
}

/** Who sells an offer: its outside checkout, or the app's own; null when neither can. */
export function checkoutProviderFor(offer: { checkoutUrl: string | null }, config: Config = getConfig()): PaymentProvider | null {
  return offer.checkoutUrl ? outsideProvider : builtInProvider(config);
}
