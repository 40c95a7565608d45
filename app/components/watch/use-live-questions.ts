import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import { applyQuestion, applyQuestionList, type QuestionView } from "~/contracts/questions";
import { fetchRoomList } from "./room-list";

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
  // Set while the list is being read: what arrives meanwhile, to fold into the list read.
  const appliedMeanwhile = useRef<QuestionView[] | null>(null);
  const apply = useCallback((question: QuestionView) => {
    appliedMeanwhile.current?.push(question);
    setQuestions((list) => applyQuestion(list, question));
  }, []);
  useEffect(() => on("question", apply), [on, apply]);

  const synced = useRef(0);
  useEffect(() => {
    if (!connected || !uniqueId || synced.current === session) return;
    synced.current = session;
    const arrivals: QuestionView[] = [];
    appliedMeanwhile.current = arrivals;
    fetchRoomList(streamId, "questions", uniqueId)
      .then((list) => {
        if (list) setQuestions(applyQuestionList(list as QuestionView[], arrivals));
      })
      // The server-rendered list stays; live events keep coming.
      .catch(() => undefined)
      .finally(() => {
        if (appliedMeanwhile.current === arrivals) appliedMeanwhile.current = null;
      });
  }, [connected, session, streamId, uniqueId]);

  return { questions, apply };
}
