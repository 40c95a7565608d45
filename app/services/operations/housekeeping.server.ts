import { deleteAuthFailuresBefore } from "~/models/auth-failure.server";
import { pruneLiveEvents } from "~/models/live-event.server";
import { deleteRateLimitHitsBefore } from "~/models/rate-limit.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { deleteSignInUnlockTokensBefore } from "~/models/sign-in-unlock.server";
import { sweepOrphanHandoutFiles } from "~/services/room/index.server";
import { closeAbandonedRecordings, sweepOldRecordings } from "~/services/video/index.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";

const EVERY_MS = 60 * 60_000;
// Longer than any rate-limit or sign-in window, so no live count loses hits.
const KEEP_ATTEMPTS_MS = 24 * 60 * 60_000;

/**
 * Removes expired sessions, stale sign-in failures, rate-limit hits and unlock links, live events
 * past replay, recordings past their retention and handout files no handout names, now and every hour;
 * closes recordings whose process is gone.
 */
export async function sweepExpiredAccountData(now = new Date()) {
  const before = new Date(now.getTime() - KEEP_ATTEMPTS_MS);
  const sessions = await deleteExpiredSessions();
  await deleteAuthFailuresBefore({ before });
  await deleteRateLimitHitsBefore({ before });
  await deleteSignInUnlockTokensBefore({ before: now });
  const liveEvents = await pruneLiveEvents(now);
  const recordings = await sweepOldRecordings(now);
  await closeAbandonedRecordings(now);
  await sweepOrphanHandoutFiles(now);
  return { sessions, liveEvents, recordings };
}

export function startHousekeeping() {
  const sweep = () => sweepExpiredAccountData().catch((error: unknown) => getLogger().warn({ err: error }, "housekeeping failed"));
  void sweep();
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  onShutdown(() => clearInterval(timer));
}
