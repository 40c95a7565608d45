import { useEffect, useRef } from "react";

/**
 * Runs `handle` once for each new answer (a fetcher's or an action's data, told apart by identity),
 * after the commit that renders it. An effect checked on every commit against the last answer
 * handled, not `useEffect(..., [answer])`: on the live settings page (a clock re-rendering it every
 * second, loaders polled every 5 s, a dozen fetchers) React was seen, on a loaded machine, to commit
 * a fetcher's answer without running the effect that depended on it, and the host's confirmation
 * never showed. It also runs once per answer under StrictMode's doubled effects.
 */
export function useNewAnswer<Answer>(answer: Answer | null | undefined, handle: (answer: Answer) => void) {
  const handled = useRef<Answer | null | undefined>(undefined);
  useEffect(() => {
    if (answer == null || handled.current === answer) return;
    handled.current = answer;
    handle(answer);
  });
}
