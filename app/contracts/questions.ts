// Live Q&A shared by the server and the pages (no schema library: viewer pages read it).
import type { QuestionStatus } from "../../db/schema/product";
// A question as viewers (`QuestionView`) and the host (`HostQuestionView`) see it is the zod shape in
// question-shapes.ts: only its types come here (erased from the bundle), so pages never load zod.
import type { HostQuestionView, QuestionView } from "./question-shapes";

export type { HostQuestionView, QuestionStatus, QuestionView };

/** A question holds at most this many characters (the server's schema checks it too). */
export const QUESTION_MAX = 500;

export const QA_OFF_TEXT = "Q&A is off for this event.";
export const QA_ENDED_TEXT = "This event has ended: Q&A is closed.";
export const QA_WAITING_TEXT = "You're in the waiting room: questions open when the host lets you in.";

export type QuestionSort = "votes" | "time";
export const parseQuestionSort = (value: unknown): QuestionSort => (value === "time" ? "time" : "votes");

/** Most votes first (the earlier question first on a tie), or newest first. */
export function sortQuestions<Q extends { id: number; votes: number }>(questions: readonly Q[], sort: QuestionSort): Q[] {
  return [...questions].sort((a, b) => (sort === "time" ? b.id - a.id : b.votes - a.votes || a.id - b.id));
}

/**
 * What a viewer's panel shows: the one highlighted on stream, then the open ones by votes, then the
 * answered ones (newest answered last asked first); dismissed ones never.
 */
export function viewerQuestionGroups<Q extends { id: number; votes: number; status: QuestionStatus }>(questions: readonly Q[]) {
  const sorted = sortQuestions(questions, "votes");
  return {
    highlighted: sorted.find((q) => q.status === "highlighted") ?? null,
    open: sorted.filter((q) => q.status === "open"),
    answered: sortQuestions(
      questions.filter((q) => q.status === "answered"),
      "time",
    ),
  };
}

/** Who asked, as a viewer reads it: themselves as "You" (marked anonymous when so), others by first name or "Anonymous". */
export function askerLabel(question: Pick<QuestionView, "mine" | "anonymous" | "asker">) {
  if (question.mine) return question.anonymous ? "You (anonymous)" : "You";
  return question.asker?.firstName ?? "Anonymous";
}

/**
 * Folds a pushed question into a viewer's list: a dismissed one leaves it; the reader's own marks
 * (`mine`, `upvoted`) survive events that do not carry them; a highlight returns any other
 * highlighted one to open (the server pushes that too; this keeps the banner single meanwhile).
 */
export function applyQuestion(list: readonly QuestionView[], next: QuestionView): QuestionView[] {
  const previous = list.find((q) => q.id === next.id);
  const others = list
    .filter((q) => q.id !== next.id)
    .map((q) => (next.status === "highlighted" && q.status === "highlighted" ? { ...q, status: "open" as const } : q));
  if (next.status === "dismissed") return others;
  const merged: QuestionView = {
    ...next,
    // Votes only grow: an older copy arriving late (a replayed event, a list read before an upvote) never lowers the count.
    votes: Math.max(next.votes, previous?.votes ?? 0),
    mine: Boolean(next.mine ?? previous?.mine),
    upvoted: Boolean(next.upvoted ?? previous?.upvoted),
  };
  return [...others, merged];
}

/**
 * A list read from the server, with what was applied while the read was on its way folded back in:
 * the read may have been answered before those changes, and replacing the list would drop them.
 */
export function applyQuestionList(snapshot: readonly QuestionView[], appliedMeanwhile: readonly QuestionView[]) {
  return appliedMeanwhile.reduce(applyQuestion, [...snapshot]);
}
