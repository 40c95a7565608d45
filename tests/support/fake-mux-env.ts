import { afterAll, beforeAll } from "vitest";
import { setEnvVariables } from "./env-vars";
import { startFakeMux, type FakeMux } from "../fixtures/fake-mux";
import { getVideoProvider } from "~/services/video/index.server";

const MUX_KEYS = ["MUX_TOKEN_ID", "MUX_TOKEN_SECRET", "MUX_API_BASE_URL", "MUX_WEBHOOK_SECRET"] as const;
export type MuxEnv = Partial<Record<(typeof MUX_KEYS)[number], string | undefined>>;

/** Sets (or with undefined, removes) MUX_* variables and makes the app read its configuration again. */
export function setMuxEnv(values: MuxEnv) {
  setEnvVariables(values, getVideoProvider);
}

/**
 * Starts a fake Mux on loopback before this file's tests and points the MUX_* variables at it
 * (MUX_WEBHOOK_SECRET set to `webhookSecret`, or removed); restores them and stops it afterwards.
 * Call before `startAppForTests()`. `env()` gives those variables again, e.g. to restore them.
 */
export function startFakeMuxForTests({ webhookSecret }: { webhookSecret?: string } = {}) {
  const originalEnv: MuxEnv = Object.fromEntries(MUX_KEYS.map((key) => [key, process.env[key]]));
  const fake: { mux?: FakeMux } = {};
  const mux = () => fake.mux as FakeMux;
  const env = (): MuxEnv => ({
    MUX_TOKEN_ID: mux().tokenId,
    MUX_TOKEN_SECRET: mux().tokenSecret,
    MUX_API_BASE_URL: mux().url,
    MUX_WEBHOOK_SECRET: webhookSecret,
  });

  beforeAll(async () => {
    fake.mux = await startFakeMux();
    setMuxEnv(env());
  });
  afterAll(async () => {
    setMuxEnv(originalEnv);
    await fake.mux?.close();
  });
  return { mux, env };
}
