import { afterAll, beforeAll } from "vitest";
import { getConfig } from "~/utils/config.server";

/**
 * Sets (or with undefined, removes) environment variables and makes the app read its configuration
 * again; `alsoReset` names what else was built from it (e.g. `getVideoProvider`).
 */
export function setEnvVariables(values: Record<string, string | undefined>, ...alsoReset: { reset(): void }[]) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  getConfig.reset();
  for (const built of alsoReset) built.reset();
}

/**
 * Starts a fake service before this file's tests and sets the variables `envOf` gives for it
 * through `setEnv`; afterwards sets `keys` back to what they held and stops it. `fake()` is the
 * running service, `env()` gives its variables again (e.g. to restore them).
 */
export function fakeServiceForTests<Fake extends { close(): Promise<void> }, Env extends Partial<Record<string, string | undefined>>>({
  keys,
  start,
  envOf,
  setEnv,
}: {
  keys: readonly (keyof Env & string)[];
  start: () => Promise<Fake>;
  envOf: (fake: Fake) => Env;
  setEnv: (values: Env) => void;
}) {
  const originalEnv = Object.fromEntries(keys.map((key) => [key, process.env[key]])) as Env;
  const running: { fake?: Fake } = {};
  const fake = () => running.fake as Fake;
  const env = () => envOf(fake());

  beforeAll(async () => {
    running.fake = await start();
    setEnv(env());
  });
  afterAll(async () => {
    setEnv(originalEnv);
    await running.fake?.close();
  });
  return { fake, env };
}
