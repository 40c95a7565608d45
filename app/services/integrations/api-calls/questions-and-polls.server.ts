import { pollCreateSchema, pollPatchSchema, pollVoteSchema } from "~/schemas/poll";
import { questionPostSchema, questionStatusSchema, questionUpvoteSchema } from "~/schemas/question";
import { pollListSchema, pollSchema } from "~/contracts/poll-shapes";
import { hostQuestionSchema, questionListSchema, questionSchema } from "~/contracts/question-shapes";
import { call, created, reply, type ApiCall } from "./define.server";

// The audience's refusals (the host's 401 and 403 are added from the call's `auth`).
const NOT_REGISTERED = "Not registered for the stream: register first (the viewer cookie or their `token`).";
const AUDIENCE_REFUSED =
  "Not allowed: removed from the stream, a wrong passcode or unconfirmed e-mail, the feature off for the event, the waiting room, or a host where only viewers may act.";

/** The JSON calls of the API reference's "Questions and polls" area. */
export const questionsAndPollsCalls: ApiCall[] = [
  call("api.streams.$streamId.questions", "GET", "Questions and polls", "audience", "List questions", {
    description: "`?sort=votes` (most votes first, the default) or `?sort=time` (newest first) orders the host's list; viewers' is by votes.",
    responses: { 200: reply("The questions as the caller may see them", questionListSchema), 401: NOT_REGISTERED, 403: AUDIENCE_REFUSED },
  }),
  call("api.streams.$streamId.questions", "POST", "Questions and polls", "audience", "Ask a question", {
    body: questionPostSchema,
    responses: {
      ...created("the question, as the asker sees it", questionSchema),
      401: NOT_REGISTERED,
      403: `${AUDIENCE_REFUSED} Also: timed out, or anonymous questions not allowed.`,
      409: "The event has ended: Q&A is closed",
      429: "Asking too fast: try again after `Retry-After` seconds",
    },
  }),
  call("api.questions.$questionId", "GET", "Questions and polls", "host", "Get a question with who asked", {
    responses: { 200: reply("The question", hostQuestionSchema) },
  }),
  call("api.questions.$questionId", "PATCH", "Questions and polls", "host", "Answer, highlight or dismiss a question", {
    body: questionStatusSchema,
    responses: { 200: reply("The question as changed (highlighting one returns the previous one to open)", hostQuestionSchema) },
  }),
  call("api.questions.$questionId.upvote", "POST", "Questions and polls", "audience", "Upvote a question", {
    body: questionUpvoteSchema,
    responses: {
      200: reply("The question and its new count", questionSchema),
      401: NOT_REGISTERED,
      403: AUDIENCE_REFUSED,
      409: "Already upvoted, the asker's own question, or the event has ended",
    },
  }),
  call("api.streams.$streamId.polls", "GET", "Questions and polls", "audience", "List polls", {
    responses: { 200: reply("The polls as the caller may see them", pollListSchema), 401: NOT_REGISTERED, 403: AUDIENCE_REFUSED },
  }),
  call("api.streams.$streamId.polls", "POST", "Questions and polls", "host", "Draft a poll", {
    body: pollCreateSchema,
    responses: created("the draft", pollSchema),
  }),
  call("api.polls.$pollId", "PATCH", "Questions and polls", "host", "Launch or close a poll", {
    body: pollPatchSchema,
    responses: {
      200: reply("The poll as launched or closed, with its results", pollSchema),
      409: "Not a move the poll can make (a closed poll stays closed, an open one cannot go back to draft), the event has ended, or the poll changed meanwhile",
    },
  }),
  call("api.polls.$pollId", "DELETE", "Questions and polls", "host", "Delete a draft poll", {
    responses: { 200: reply("The deleted draft", pollSchema), 409: "Only a draft can be deleted" },
  }),
  call("api.polls.$pollId.vote", "POST", "Questions and polls", "audience", "Vote in a poll", {
    body: pollVoteSchema,
    responses: {
      200: reply("The poll as the viewer sees it, with their vote", pollSchema),
      401: NOT_REGISTERED,
      403: AUDIENCE_REFUSED,
      409: "The poll is closed, or the viewer already voted and the poll does not allow changing it",
    },
  }),
];
