import { afterAll, beforeAll } from "vitest";
import { forgetSingleton } from "~/utils/singleton.server";
import { startFakeStripe, type FakeStripe } from "../fixtures/fake-stripe";

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"] as const;
export type StripeEnv = Partial<Record<(typeof STRIPE_KEYS)[number], string | undefined>>;

/** Sets (or with undefined, removes) STRIPE_* variables and makes the app read its configuration again. */
export function setStripeEnv(values: StripeEnv) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  forgetSingleton("config");
}

/**
 * Starts a fake Stripe on loopback before this file's tests, delivering its webhooks to the app at
 * `appUrl()`, and points the STRIPE_* variables at it; restores them and stops it afterwards.
 * Call before `startAppForTests()`. `env()` gives those variables again, e.g. to restore them.
 */
export function startFakeStripeForTests({ appUrl }: { appUrl: () => string }) {
  const originalEnv: StripeEnv = Object.fromEntries(STRIPE_KEYS.map((key) => [key, process.env[key]]));
  const fake: { stripe?: FakeStripe } = {};
  const stripe = () => fake.stripe as FakeStripe;
  const env = (): StripeEnv => ({
    STRIPE_SECRET_KEY: stripe().secretKey,
    STRIPE_WEBHOOK_SECRET: stripe().webhookSecret,
    STRIPE_API_URL: stripe().url,
  });

  beforeAll(async () => {
    fake.stripe = await startFakeStripe({
      secretKey: `sk_test_${Math.random().toString(36).slice(2)}`,
      webhookSecret: `whsec_${Math.random().toString(36).slice(2)}`,
      webhookUrl: () => `${appUrl()}/api/webhooks/stripe`,
    });
    setStripeEnv(env());
  });
  afterAll(async () => {
    setStripeEnv(originalEnv);
    await fake.stripe?.close();
  });
  return { stripe, env };
}
