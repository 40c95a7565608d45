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
