import { z } from "zod";
import { QUESTION_MAX, QUESTION_STATUSES } from "~/contracts/questions";
import { CHAT_MESSAGES } from "./chat";

// Live Q&A input: POST /api/streams/{streamId}/questions (and the watch page's ask form),
// POST /api/questions/{questionId}/upvote, PATCH /api/questions/{questionId}.

export const QUESTION_MESSAGES = {
  empty: "Question cannot be empty",
  tooLong: `Question must be at most ${QUESTION_MAX} characters`,
  notText: "Question must be text",
  anonymous: "anonymous must be true or false",
  viewerId: "viewerId must be a positive whole number",
  status: "status must be one of open, answered, highlighted, dismissed",
} as const;

const MAX_ROW_ID = 2_147_483_647;

/** The question: trimmed, 1 to 500 characters; NUL characters are dropped (PostgreSQL text cannot hold them). */
export const questionTextSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? QUESTION_MESSAGES.empty : QUESTION_MESSAGES.notText) })
  .transform((text) => text.replace(/\u0000/g, "").trim())
  .pipe(z.string().min(1, QUESTION_MESSAGES.empty).max(QUESTION_MAX, QUESTION_MESSAGES.tooLong));

const viewerIdSchema = z
  .number({ error: QUESTION_MESSAGES.viewerId })
  .int(QUESTION_MESSAGES.viewerId)
  .min(1, QUESTION_MESSAGES.viewerId)
  .max(MAX_ROW_ID, QUESTION_MESSAGES.viewerId);

const tokenSchema = z.string({ error: CHAT_MESSAGES.token }).max(64, CHAT_MESSAGES.token).optional();

/**
 * A viewer asks: `{ viewerId, text, anonymous? }`, with the personal link's id as `token` or the
 * viewer cookie (the id must be the link's). Without either it is the host, who is refused.
 */
export const questionPostSchema = z.object({
  text: questionTextSchema,
  viewerId: viewerIdSchema.optional(),
  anonymous: z.boolean({ error: QUESTION_MESSAGES.anonymous }).optional(),
  token: tokenSchema,
});
export type QuestionPostInput = z.output<typeof questionPostSchema>;

export const questionUpvoteSchema = z.object({ viewerId: viewerIdSchema, token: tokenSchema });
export type QuestionUpvoteInput = z.output<typeof questionUpvoteSchema>;

export const questionStatusSchema = z.object({ status: z.enum(QUESTION_STATUSES, { error: QUESTION_MESSAGES.status }) });
