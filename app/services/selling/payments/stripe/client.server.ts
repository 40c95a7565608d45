// The one Stripe client, built from the configuration. Stripe is reached from the server only, with
// a timeout and one retry, and never inside a database transaction (SQLite holds its one writer
// for as long as a transaction runs).
import Stripe from "stripe";
import { getConfig, type Config } from "~/utils/config.server";

const STRIPE_TIMEOUT_MS = 10_000;

/** Stripe Checkout needs both keys (the config insists on both or neither). */
export function isStripeConfigured(config: Config = getConfig()) {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}

const clients = new Map<string, Stripe>();

/** The client for the current configuration; tests that change STRIPE_* get a new one. */
export function stripeClient(config: Config = getConfig()): Stripe {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) throw new Error("Stripe is not configured (STRIPE_SECRET_KEY).");
  const cacheKey = `${key}\n${config.STRIPE_API_URL}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const api = new URL(config.STRIPE_API_URL);
    const protocol = api.protocol === "http:" ? "http" : "https";
    client = new Stripe(key, {
      host: api.hostname,
      port: api.port || (protocol === "http" ? 80 : 443),
      protocol,
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
    });
    clients.clear();
    clients.set(cacheKey, client);
  }
  return client;
}

/** A signature's time may be this far from our clock, either way (Stripe's library checks only the past). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe's webhook verification: the parsed event, or an error saying why it was refused. */
export function verifyStripeEvent({ rawBody, signature, config = getConfig() }: { rawBody: string; signature: string; config?: Config }) {
  const secret = config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error("Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).");
  // Verification needs no API key; any client will do, so a missing secret key does not matter here.
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret, STRIPE_SIGNATURE_TOLERANCE_SECONDS);
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!(signedAt <= Date.now() / 1000 + STRIPE_SIGNATURE_TOLERANCE_SECONDS)) throw new Error("The signature's time is in the future.");
  return event;
}

export type { Stripe };
