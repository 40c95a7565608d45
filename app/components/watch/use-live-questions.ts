import { useCallback, useEffect, useRef, useState } from "react";
import { applyQuestion, applyQuestionList, type QuestionView } from "~/contracts/questions";
import { useListOnConnect, type RoomLink } from "./room-list";

/**
 * The viewer's questions: the server-rendered list kept current by `question` events. Each new
 * live connection (not EventSource's own reconnect, which replays) reads the list once more.
 */
export function useLiveQuestions({ room, initial }: { room: RoomLink; initial: QuestionView[] }) {
  const [questions, setQuestions] = useState(initial);
  // Set while the list is being read: what arrives meanwhile, to fold into the list read.
  const appliedMeanwhile = useRef<QuestionView[] | null>(null);
  const apply = useCallback((question: QuestionView) => {
    appliedMeanwhile.current?.push(question);
    setQuestions((list) => applyQuestion(list, question));
  }, []);
  const { on } = room;
  useEffect(() => on("question", apply), [on, apply]);

  useListOnConnect(room, "questions", () => {
    const arrivals: QuestionView[] = [];
    appliedMeanwhile.current = arrivals;
    return {
      listed: (list) => setQuestions(applyQuestionList(list as QuestionView[], arrivals)),
      over: () => {
        if (appliedMeanwhile.current === arrivals) appliedMeanwhile.current = null;
      },
    };
  });

  return { questions, apply };
}
