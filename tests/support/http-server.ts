import { afterAll, beforeAll } from "vitest";
import { getConfig, type Config } from "~/utils/config.server";
import { startServer, type RunningServer } from "../../server";
import { cookiesFrom, uniqueIp } from "./factories";
import { loadSourceBuild } from "./source-build";

/** Starts the app (from source, tests/support/source-build.ts) in this test file's process on a free port. */
export function startAppForTests(settings: Partial<Config> = {}) {
  const state: { url: string; server?: RunningServer } = { url: "" };
  beforeAll(async () => {
    state.server = await startServer({ ...getConfig(), PORT: 0, HOST: "127.0.0.1", ...settings }, await loadSourceBuild());
    state.url = state.server.url;
  });
  afterAll(async () => {
    await state.server?.shutdown();
  });
  return state;
}

export const sessionCookie = (response: Response) => cookiesFrom(response, "__session");

/** Signs a host in through POST /api/auth/signin on `baseUrl`; returns the cookies it set, as a Cookie header. */
export async function signInCookie(baseUrl: string, { email, password }: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": uniqueIp() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return cookiesFrom(response);
}
