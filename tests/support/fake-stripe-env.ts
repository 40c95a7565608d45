import { afterAll, beforeAll } from "vitest";
import { fakeServiceForTests, setEnvVariables } from "./env-vars";
import { startFakeStripe, type FakeStripe } from "../fixtures/fake-stripe";

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"] as const;
export type StripeEnv = Partial<Record<(typeof STRIPE_KEYS)[number], string | undefined>>;

/** Sets (or with undefined, removes) STRIPE_* variables and makes the app read its configuration again. */
export function setStripeEnv(values: StripeEnv) {
  setEnvVariables(values);
}

const stripeEnvNow = (): StripeEnv => Object.fromEntries(STRIPE_KEYS.map((key) => [key, process.env[key]]));

/**
 * Gives this file's tests the Stripe keys built-in checkout needs, with no fake Stripe behind them
 * (for tests that never reach Stripe), and restores the STRIPE_* variables afterwards. The function
 * returned takes the keys away (`false`) and gives them back (`true`).
 */
export function stripeKeysForTests(keys: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string }) {
  const originalEnv = stripeEnvNow();
  const setStripe = (on: boolean) => setStripeEnv(on ? keys : { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
  beforeAll(() => setStripe(true));
  afterAll(() => setStripeEnv(originalEnv));
  return setStripe;
}

/**
 * Starts a fake Stripe on loopback before this file's tests, delivering its webhooks to the app at
 * `appUrl()`, and points the STRIPE_* variables at it; restores them and stops it afterwards.
 * Call before `startAppForTests()`. `env()` gives those variables again, e.g. to restore them.
 */
export function startFakeStripeForTests({ appUrl }: { appUrl: () => string }) {
  const { fake: stripe, env } = fakeServiceForTests({
    keys: STRIPE_KEYS,
    start: () =>
      startFakeStripe({
        secretKey: `sk_test_${Math.random().toString(36).slice(2)}`,
        webhookSecret: `whsec_${Math.random().toString(36).slice(2)}`,
        webhookUrl: () => `${appUrl()}/api/webhooks/stripe`,
      }),
    envOf: (fake: FakeStripe): StripeEnv => ({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: fake.url,
    }),
    setEnv: setStripeEnv,
  });
  return { stripe, env };
}
