import { forgetSingleton } from "~/utils/singleton.server";

/**
 * Sets (or with undefined, removes) environment variables and makes the app read its configuration
 * again, and the other `singletons` built from it.
 */
export function setEnvVariables(values: Record<string, string | undefined>, ...singletons: string[]) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  forgetSingleton("config");
  for (const name of singletons) forgetSingleton(name);
}
