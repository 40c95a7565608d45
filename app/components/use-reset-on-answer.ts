import { useEffect, type RefObject } from "react";

/**
 * Empties a fetcher's form once, when its answer arrives (and `accepted`, worked out from that
 * answer alone, says so). Not when the fetcher turns idle: the page's data is still being reloaded
 * after the answer, and what was typed into the form meanwhile must not be wiped.
 */
export function useResetOnAnswer(form: RefObject<HTMLFormElement>, answer: unknown, accepted = true) {
  useEffect(() => {
    if (answer != null && accepted) form.current?.reset();
  }, [answer, accepted, form]);
}
