import { afterAll, beforeAll } from "vitest";
import { getConfig } from "~/services/config.server";
import { startServer, type RunningServer } from "../../server";

/** Starts the built app in this test file's process on a free port. `npm test` builds first. */
export function startAppForTests() {
  const state: { url: string; server?: RunningServer } = { url: "" };
  beforeAll(async () => {
    state.server = await startServer({ ...getConfig(), PORT: 0, HOST: "127.0.0.1" });
    state.url = state.server.url;
  });
  afterAll(async () => {
    await state.server?.shutdown();
  });
  return state;
}

export function sessionCookie(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c?.startsWith("__session="))
    .join("; ");
}
