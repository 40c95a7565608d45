import { pollCreateSchema, pollPatchSchema, pollVoteSchema } from "~/schemas/poll";
import { questionPostSchema, questionStatusSchema, questionUpvoteSchema } from "~/schemas/question";
import { pollListSchema, pollSchema } from "~/contracts/poll-shapes";
import { hostQuestionSchema, questionListSchema, questionSchema } from "~/contracts/question-shapes";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

// The audience's refusals (the host's 401 and 403 are added from the call's `auth`).
const NOT_REGISTERED = "Not registered for the stream: register first (the viewer cookie or their `token`).";
const AUDIENCE_REFUSED =
  "Not allowed: removed from the stream, a wrong passcode or unconfirmed e-mail, the feature off for the event, the waiting room, or a host where only viewers may act.";

const { host, audience } = apiArea("Questions and polls");

/** The JSON calls of the API reference's "Questions and polls" area. */
export const questionsAndPollsCalls: ApiCall[] = [
  audience("GET", "api.streams.$streamId.questions", "List questions", {
    description: "`?sort=votes` (most votes first, the default) or `?sort=time` (newest first) orders the host's list; viewers' is by votes.",
    responses: { 200: reply("The questions as the caller may see them", questionListSchema), 401: NOT_REGISTERED, 403: AUDIENCE_REFUSED },
  }),
  audience("POST", "api.streams.$streamId.questions", "Ask a question", {
    body: questionPostSchema,
    responses: {
      ...created("the question, as the asker sees it", questionSchema),
      401: NOT_REGISTERED,
      403: `${AUDIENCE_REFUSED} Also: timed out, or anonymous questions not allowed.`,
      409: "The event has ended: Q&A is closed",
      429: "Asking too fast: try again after `Retry-After` seconds",
    },
  }),
  host("GET", "api.questions.$questionId", "Get a question with who asked", { responses: ok("The question", hostQuestionSchema) }),
  host("PATCH", "api.questions.$questionId", "Answer, highlight or dismiss a question", {
    body: questionStatusSchema,
    responses: ok("The question as changed (highlighting one returns the previous one to open)", hostQuestionSchema),
  }),
  audience("POST", "api.questions.$questionId.upvote", "Upvote a question", {
    body: questionUpvoteSchema,
    responses: {
      200: reply("The question and its new count", questionSchema),
      401: NOT_REGISTERED,
      403: AUDIENCE_REFUSED,
      409: "Already upvoted, the asker's own question, or the event has ended",
    },
  }),
  audience("GET", "api.streams.$streamId.polls", "List polls", {
    responses: { 200: reply("The polls as the caller may see them", pollListSchema), 401: NOT_REGISTERED, 403: AUDIENCE_REFUSED },
  }),
  host("POST", "api.streams.$streamId.polls", "Draft a poll", {
    body: pollCreateSchema,
    responses: created("the draft", pollSchema),
  }),
  host("PATCH", "api.polls.$pollId", "Launch or close a poll", {
    body: pollPatchSchema,
    responses: {
      200: reply("The poll as launched or closed, with its results", pollSchema),
      409: "Not a move the poll can make (a closed poll stays closed, an open one cannot go back to draft), the event has ended, or the poll changed meanwhile",
    },
  }),
  host("DELETE", "api.polls.$pollId", "Delete a draft poll", {
    responses: { 200: reply("The deleted draft", pollSchema), 409: "Only a draft can be deleted" },
  }),
  audience("POST", "api.polls.$pollId.vote", "Vote in a poll", {
    body: pollVoteSchema,
    responses: {
      200: reply("The poll as the viewer sees it, with their vote", pollSchema),
      401: NOT_REGISTERED,
      403: AUDIENCE_REFUSED,
      409: "The poll is closed, or the viewer already voted and the poll does not allow changing it",
    },
  }),
];
