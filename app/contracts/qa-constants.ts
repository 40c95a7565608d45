// The Event Settings screen's Q&A tab: its form intents, texts and data (shared with its action).
import type { HostQuestionView, QuestionSort, QuestionStatus } from "~/contracts/questions";
import { isOneOf } from "~/utils/one-of";

export const QA_INTENTS = ["question-status", "qa-anonymous"] as const;
export type QaIntent = (typeof QA_INTENTS)[number];
export const isQaIntent = isOneOf(QA_INTENTS);

/** ?sort=time lists the newest first; most votes first by default. */
export const SORT_PARAM = "sort";

export interface QaTabData {
  /** The event's Q&A switch (the event form's "Enable Q&A"). */
  enabled: boolean;
  /** Viewers may ask anonymously. */
  anonymous: boolean;
  sort: QuestionSort;
  questions: HostQuestionView[];
  /** Where the host turns Q&A on. */
  editPath: string;
}

/** The buttons a question offers in each state: what it becomes, and the button's words. */
export const STATUS_ACTIONS: Record<QuestionStatus, { status: QuestionStatus; label: string }[]> = {
  open: [
    { status: "highlighted", label: "Highlight" },
    { status: "answered", label: "Mark answered" },
    { status: "dismissed", label: "Dismiss" },
  ],
  highlighted: [
    { status: "answered", label: "Mark answered" },
    { status: "open", label: "Stop highlighting" },
    { status: "dismissed", label: "Dismiss" },
  ],
  answered: [{ status: "open", label: "Reopen" }],
  dismissed: [{ status: "open", label: "Restore" }],
};

export const STATUS_LABELS: Record<QuestionStatus, string> = {
  open: "Open",
  highlighted: "On stream",
  answered: "Answered",
  dismissed: "Dismissed",
};

export const STATUS_TOASTS: Record<QuestionStatus, string> = {
  open: "Question reopened",
  highlighted: "Question highlighted on stream",
  answered: "Question marked answered",
  dismissed: "Question dismissed",
};

export const UPDATE_FAILED = "Failed to update the question";
