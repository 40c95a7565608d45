import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";

/** A `heart` event this soon after one of ours is taken to be ours coming back. */
const ECHO_MS = 2_000;
/** More than this at once is a burst nobody can see anyway. */
const MAX_BURST = 10;

/**
 * Hearts on the live player: ours go to the server (fire and forget; a 429 is ignored), everyone
 * else's arrive as `heart` events and are counted for the player to float. The server broadcasts
 * our own hearts back too, and the player already floated those where we tapped: one incoming
 * heart is skipped for each heart we sent in the last ECHO_MS.
 */
export function useLiveHearts(streamId: string, uniqueId: string | null, on: LiveOn) {
  const [received, setReceived] = useState(0);
  const sent = useRef<number[]>([]);

  useEffect(
    () =>
      on("heart", (data) => {
        const now = Date.now();
        sent.current = sent.current.filter((at) => now - at < ECHO_MS);
        let count = Math.min(data.count > 0 ? data.count : 1, MAX_BURST);
        while (count > 0 && sent.current.length) {
          sent.current.shift();
          count -= 1;
        }
        if (count > 0) setReceived((n) => n + count);
      }),
    [on],
  );

  const send = useCallback(() => {
    sent.current.push(Date.now());
    const forget = () => void sent.current.pop();
    fetch(`/api/streams/${encodeURIComponent(streamId)}/hearts`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(uniqueId ? { token: uniqueId } : {}),
    })
      // Refused (too many at once): nothing comes back for it.
      .then((response) => (response.ok ? undefined : forget()))
      .catch(forget);
  }, [streamId, uniqueId]);

  return { received, send };
}
