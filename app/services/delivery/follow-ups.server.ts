import { dispatchFollowUp, followUpDueAt, listFollowUpCandidates, markFollowUpSkipped } from "~/models/follow-up.server";
import { replayStateOf } from "~/services/recordings/index.server";
import { isDatabaseUnavailable } from "~/utils/database-outage.server";
import { getLogger } from "~/utils/logger.server";
import type { ReplayState } from "~/contracts/replay";

// Follow-up e-mails go out through the delivery runner, after the event ends. A follow-up links
// to the replay, so it is sent only while the replay is available (published, ready, not
// expired). Due while the replay is not out yet (unpublished, still processing), it waits: the
// host publishing it late still gets the follow-up sent, late rather than never. If the replay
// expires before the follow-up could go out, the follow-up is given up on (marked dispatched with
// nothing queued): a link to a replay that is gone helps nobody.

/** Queues every follow-up that is due and whose replay is available; gives up on those whose replay expired. */
export async function enqueueDueFollowUps({ origin, now = new Date() }: { origin: string; now?: Date }) {
  let queued = 0;
  let skipped = 0;
  const states = new Map<number, Promise<ReplayState>>();
  for (const candidate of await listFollowUpCandidates({ now })) {
    if (followUpDueAt(candidate) > now) continue;
    if (candidate.replayExpiresAt && Date.parse(candidate.replayExpiresAt) <= now.getTime()) {
      if (await markFollowUpSkipped({ id: candidate.id, now })) skipped += 1;
      continue;
    }
    let state = states.get(candidate.eventId);
    if (!state) {
      state = replayStateOf(candidate.eventId, now);
      states.set(candidate.eventId, state);
    }
    try {
      const replay = await state;
      if (!replay.available) continue;
      const count = await dispatchFollowUp({ id: candidate.id, origin, replayExpiresAt: replay.expiresAt, now });
      if (count !== null) queued += count;
    } catch (error) {
      // One event's replay that cannot be read must not hold up every other message of the pass.
      if (isDatabaseUnavailable(error)) throw error;
      getLogger().error({ err: error, followUpId: candidate.id, eventId: candidate.eventId }, "a follow-up could not be queued");
    }
  }
  return { queued, skipped };
}
