import * as z from "zod";
import { QUESTION_STATUSES } from "~/contracts/question-shapes";
import { QUESTION_MAX } from "~/contracts/questions";
import { personalLinkTokenSchema } from "./chat";
import { rowIdSchema } from "./row-id";
import { roomTextSchema } from "./text-fields";

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

export const questionTextSchema = roomTextSchema(QUESTION_MAX, QUESTION_MESSAGES);

const viewerIdSchema = rowIdSchema(QUESTION_MESSAGES.viewerId);

/**
 * A viewer asks: `{ viewerId, text, anonymous? }`, with the personal link's id as `token` or the
 * viewer cookie (the id must be the link's). Without either it is the host, who is refused.
 */
export const questionPostSchema = z.object({
  text: questionTextSchema,
  viewerId: viewerIdSchema.optional(),
  anonymous: z.boolean({ error: QUESTION_MESSAGES.anonymous }).optional(),
  token: personalLinkTokenSchema,
});
export type QuestionPostInput = z.output<typeof questionPostSchema>;

export const questionUpvoteSchema = z.object({ viewerId: viewerIdSchema, token: personalLinkTokenSchema });
export type QuestionUpvoteInput = z.output<typeof questionUpvoteSchema>;

export const questionStatusSchema = z.object({ status: z.enum(QUESTION_STATUSES, { error: QUESTION_MESSAGES.status }) });
