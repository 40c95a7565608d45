import { fakeServiceForTests, setEnvVariables } from "./env-vars";
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
  const { fake: mux, env } = fakeServiceForTests({
    keys: MUX_KEYS,
    start: () => startFakeMux(),
    envOf: (fake: FakeMux): MuxEnv => ({
      MUX_TOKEN_ID: fake.tokenId,
      MUX_TOKEN_SECRET: fake.tokenSecret,
      MUX_API_BASE_URL: fake.url,
      MUX_WEBHOOK_SECRET: webhookSecret,
    }),
    setEnv: setMuxEnv,
  });
  return { mux, env };
}
