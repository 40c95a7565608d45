// Live polls as the calls answer them and the live events carry them, as zod shapes: the OpenAPI
// document describes the replies with them and their types are the ones the server builds.
// Server only at run time: pages import these types alone (`import type`), never zod.
import * as z from "zod";
import type { PollShowResults, PollStatus } from "../../db/schema/polls";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const POLL_STATUSES = ["draft", "open", "closed"] as const satisfies readonly PollStatus[];
export const POLL_SHOW_RESULTS = ["live", "closed"] as const satisfies readonly PollShowResults[];

export const pollOptionSchema = apiShape(
  "PollOption",
  z.object({
    id: z
      .number()
      .int()
      .meta({ description: "What a vote names in `optionIds`.", examples: [88] }),
    text: z.string().meta({ examples: ["Tuesday evening"] }),
    votes: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Votes for it; null when the tallies are hidden from this reader.", examples: [12] }),
  }),
);
export type PollOptionView = z.infer<typeof pollOptionSchema>;

/** A poll as the calls return it and `poll` / `poll_results` carry it. */
export const pollSchema = apiShape(
  "Poll",
  z.object({
    id: rowId(57),
    question: z.string().meta({ examples: ["When should the next session be?"] }),
    options: z.array(pollOptionSchema),
    multipleChoice: z.boolean(),
    showResults: z.enum(POLL_SHOW_RESULTS).meta({ description: "live: viewers see the tallies as votes come in; closed: once the poll closes." }),
    allowVoteChange: z.boolean(),
    status: z.enum(POLL_STATUSES).meta({ description: "draft (the host's only), open (one per stream at a time) or closed." }),
    totalVoters: z.number().int().nullable().meta({ description: "Viewers who voted; null when the tallies are hidden from this reader." }),
    resultsVisible: z.boolean().meta({ description: "Whether this reader sees the tallies." }),
    openedAt: isoTime().nullable(),
    closedAt: isoTime().nullable(),
    createdAt: isoTime(),
    myVote: z
      .array(z.number().int())
      .nullable()
      .meta({ description: "The reader's own choice (option ids); null for none or for a reader who is not a viewer. Never in pushed events." }),
  }),
);
export type PollView = z.infer<typeof pollSchema>;

/** GET /api/streams/{streamId}/polls. */
export const pollListSchema = apiShape(
  "PollList",
  z.array(pollSchema).meta({
    description:
      "The host: every poll, drafts too, with its results. Viewers and visitors: the launched ones, tallies as each poll's showResults allows, with their own vote.",
  }),
);
