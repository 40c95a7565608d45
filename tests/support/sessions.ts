import { startUserSession } from "~/services/account/auth.server";
import { createHost, getRequest } from "./factories";

/** A new host (with createHost's `fields`) and the cookie of a session of theirs, as a browser sends it back. */
export async function signedInHost(fields: Parameters<typeof createHost>[0] = {}) {
  const host = await createHost(fields);
  const cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  return { host, cookie };
}
