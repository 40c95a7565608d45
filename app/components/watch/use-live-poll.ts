import { useEffect, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import type { PollStatus, PollView } from "~/contracts/polls";

const STAGE: Record<PollStatus, number> = { draft: 0, open: 1, closed: 2 };

/**
 * The poll a pushed `poll` leaves on the page: a newer state of the same poll (keeping the
 * viewer's own vote, which pushes never carry), or a poll just launched. A late push of an older
 * state, or the close of an older poll while a newer one is open, changes nothing.
 */
export function nextPoll(current: PollView | null, pushed: PollView): PollView | null {
  if (current && current.id === pushed.id) return STAGE[pushed.status] < STAGE[current.status] ? current : { ...pushed, myVote: current.myVote };
  if (current && current.status === "open" && pushed.status !== "open") return current;
  if (current && pushed.id < current.id && pushed.status !== "open") return current;
  return pushed;
}

/** The watch page's poll: the loader's, then kept current by `poll` events and the viewer's own vote. */
export function useLivePoll({ initial, on }: { initial: PollView | null; on: LiveOn }) {
  const [poll, setPoll] = useState(initial);
  useEffect(() => setPoll(initial), [initial]);
  useEffect(() => on("poll", (pushed) => setPoll((current) => nextPoll(current, pushed))), [on]);
  return { poll, setPoll };
}
