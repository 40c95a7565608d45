import type { RefObject } from "react";
import { useNewAnswer } from "./use-new-answer";

/**
 * Empties a fetcher's form once, when its answer arrives (and `accepted`, worked out from that
 * answer alone, says so). Not when the fetcher turns idle: the page's data is still being reloaded
 * after the answer, and what was typed into the form meanwhile must not be wiped.
 */
export function useResetOnAnswer(form: RefObject<HTMLFormElement>, answer: unknown, accepted = true) {
  useNewAnswer(answer, () => {
    if (accepted) form.current?.reset();
  });
}
