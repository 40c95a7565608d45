import { useEffect, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import type { PollView } from "~/contracts/polls";

/** The tab's polls: the loader's list, each replaced by its pushed `poll_results` (launch, close, new votes). */
export function useHostPolls({ initial, on }: { initial: PollView[]; on: LiveOn }) {
  const [polls, setPolls] = useState(initial);
  useEffect(() => setPolls(initial), [initial]);
  useEffect(
    () =>
      on("poll_results", (pushed) =>
        setPolls((current) =>
          current.some((poll) => poll.id === pushed.id) ? current.map((poll) => (poll.id === pushed.id ? pushed : poll)) : current,
        ),
      ),
    [on],
  );
  return polls;
}
