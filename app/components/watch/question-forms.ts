// The watch page's Q&A forms: their intents and anchor (shared by the panel and the page's action).

/** The questions section's anchor: a form posted without JavaScript comes back here. */
export const QUESTIONS_ID = "questions";

export const QUESTION_INTENTS = ["ask", "upvote"] as const;
export type QuestionIntent = (typeof QUESTION_INTENTS)[number];
