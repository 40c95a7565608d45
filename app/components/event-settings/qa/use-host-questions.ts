import { useEffect, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import type { HostQuestionView } from "~/contracts/questions";

/**
 * The host's questions: the loader's list (read again after each form and when it changes), kept
 * current by `host_question` events. Highlighting one returns any other highlighted one to open.
 */
export function useHostQuestions(fromLoader: HostQuestionView[], on: LiveOn) {
  const [state, setState] = useState({ base: fromLoader, list: fromLoader });
  if (state.base !== fromLoader) setState({ base: fromLoader, list: fromLoader });
  useEffect(
    () =>
      on("host_question", (question) =>
        setState((s) => ({
          ...s,
          list: [
            ...s.list
              .filter((q) => q.id !== question.id)
              .map((q) => (question.status === "highlighted" && q.status === "highlighted" ? { ...q, status: "open" as const } : q)),
            question,
          ],
        })),
      ),
    [on],
  );
  return state.base !== fromLoader ? fromLoader : state.list;
}
