// Live Q&A's questions as the calls answer them and the live events carry them, as zod shapes: the
// OpenAPI document describes the replies with them and their types are the ones the server builds.
// Server only at run time: pages import these types alone (`import type`), never zod.
import * as z from "zod";
import type { QuestionStatus } from "../../db/schema/product";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const QUESTION_STATUSES = ["open", "answered", "highlighted", "dismissed"] as const satisfies readonly QuestionStatus[];

const questionFields = {
  id: rowId(311),
  text: z.string().meta({ examples: ["Will the replay be available?"] }),
  status: z.enum(QUESTION_STATUSES).meta({ description: "highlighted: shown on stream (one at a time); dismissed ones are the host's only." }),
  votes: z
    .number()
    .int()
    .meta({ description: "Viewers who upvoted it.", examples: [4] }),
  anonymous: z.boolean().meta({ description: "Asked without a name: viewers other than the asker see no asker." }),
  createdAt: isoTime(),
};

/**
 * A question as viewers see it (their list, the answers to asking and upvoting, the `question` live
 * event): never an e-mail, and no name when asked anonymously.
 */
export const questionSchema = apiShape(
  "Question",
  z.object({
    ...questionFields,
    asker: z
      .object({ firstName: z.string().meta({ examples: ["Maya"] }) })
      .nullable()
      .meta({ description: "null when asked anonymously (for everyone but the asker)." }),
    mine: z.boolean().optional().meta({ description: "The reader asked it (replies to a viewer only)." }),
    upvoted: z.boolean().optional().meta({ description: "The reader upvoted it (replies to a viewer only)." }),
  }),
);
export type QuestionView = z.infer<typeof questionSchema>;

/** A question as the host sees it (their list, GET and PATCH of one, the `host_question` live event): who asked, always. */
export const hostQuestionSchema = apiShape(
  "HostQuestion",
  z.object({
    ...questionFields,
    asker: z.object({
      id: z
        .number()
        .int()
        .meta({ description: "The viewer's id.", examples: [1207] }),
      firstName: z.string().meta({ examples: ["Maya"] }),
      email: z.string().meta({ examples: ["maya@example.com"] }),
    }),
  }),
);
export type HostQuestionView = z.infer<typeof hostQuestionSchema>;

/** GET /api/streams/{streamId}/questions: the host's list (every question, who asked) or a viewer's or visitor's. */
export const questionListSchema = apiShape(
  "QuestionList",
  z.union([z.array(hostQuestionSchema), z.array(questionSchema)]).meta({
    description:
      "The host (signed in, or an API key): every question with who asked, sorted by `?sort=votes` (default) or `time`. A viewer or a visitor: the open, highlighted and answered ones by votes, as `Question`.",
  }),
);
