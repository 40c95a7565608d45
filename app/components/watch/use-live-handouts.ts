import { useEffect, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import type { HandoutView } from "~/contracts/handouts";

/** The event's handouts on an open watch page: the loader's list, replaced by each `handouts` event. */
export function useLiveHandouts(initial: HandoutView[], on: LiveOn) {
  const [handouts, setHandouts] = useState(initial);
  // Fresh loader data (a revalidation, another stream's page) is the truth at its time.
  useEffect(() => setHandouts(initial), [initial]);
  useEffect(() => on("handouts", (data) => setHandouts(data.handouts)), [on]);
  return handouts;
}
