import { deleteAuthFailuresBefore } from "~/models/auth-failure.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { onShutdown } from "./lifecycle.server";
import { getLogger } from "./logger.server";

const EVERY_MS = 60 * 60_000;
const KEEP_AUTH_FAILURES_MS = 24 * 60 * 60_000;

/** Removes expired sessions and stale sign-in failures now and then every hour. */
export async function sweepExpiredAccountData(now = new Date()) {
  const sessions = await deleteExpiredSessions();
  await deleteAuthFailuresBefore({ before: new Date(now.getTime() - KEEP_AUTH_FAILURES_MS) });
  return { sessions };
}

export function startHousekeeping() {
  const sweep = () =>
    sweepExpiredAccountData().catch((error: unknown) => getLogger().warn({ err: error }, "housekeeping failed"));
  void sweep();
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  onShutdown(() => clearInterval(timer));
}
