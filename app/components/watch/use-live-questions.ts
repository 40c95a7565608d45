import { useEffect, useRef, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import { applyQuestion, type QuestionView } from "~/utils/questions";

/**
 * The viewer's questions: the server-rendered list kept current by `question` events. Each new
 * live connection (not EventSource's own reconnect, which replays) reads the list once more.
 */
export function useLiveQuestions({
  streamId,
  uniqueId,
  initial,
  on,
  connected,
  session,
}: {
  streamId: string;
  uniqueId: string | null;
  initial: QuestionView[];
  on: LiveOn;
  connected: boolean;
  session: number;
}) {
  const [questions, setQuestions] = useState(initial);
  useEffect(() => on("question", (question) => setQuestions((list) => applyQuestion(list, question))), [on]);

  const synced = useRef(0);
  useEffect(() => {
    if (!connected || !uniqueId || synced.current === session) return;
    synced.current = session;
    fetch(`/api/streams/${encodeURIComponent(streamId)}/questions?token=${encodeURIComponent(uniqueId)}`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((list) => {
        if (Array.isArray(list)) setQuestions(list as QuestionView[]);
      })
      // The server-rendered list stays; live events keep coming.
      .catch(() => undefined);
  }, [connected, session, streamId, uniqueId]);

  const apply = (question: QuestionView) => setQuestions((list) => applyQuestion(list, question));
  return { questions, apply };
}
