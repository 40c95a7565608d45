// Live polls as viewers, the host and the live events see them, with their limits and texts,
// shared by the server and the browser. No Node imports and no schema library: the watch page
// reads it. A poll as the calls and the live events carry it (`PollView`) is the zod shape in
// poll-shapes.ts: only its types come here (erased from the bundle).
import type { PollShowResults, PollStatus } from "../../db/schema/polls";
import type { PollOptionView, PollView } from "./poll-shapes";

export type { PollOptionView, PollShowResults, PollStatus, PollView };

export const POLL_LIMITS = { question: 300, option: 120, minOptions: 2, maxOptions: 6 } as const;

export const POLL_MESSAGES = {
  notObject: "Send a JSON object.",
  unknownCreateField: "Unknown field: polls take question, options, multipleChoice, showResults and allowVoteChange",
  unknownPatchField: "Unknown field: a poll takes only status",
  unknownVoteField: "Unknown field: a vote takes viewerId, optionIds and token",
  question: `Question must be text of 1 to ${POLL_LIMITS.question} characters`,
  options: `Give ${POLL_LIMITS.minOptions} to ${POLL_LIMITS.maxOptions} options`,
  option: `Each option must be text of 1 to ${POLL_LIMITS.option} characters`,
  duplicateOption: "Options must differ from each other",
  multipleChoice: "multipleChoice must be true or false",
  showResults: 'showResults must be "live" or "closed"',
  allowVoteChange: "allowVoteChange must be true or false",
  status: 'status must be "draft", "open" or "closed"',
  optionIds: "optionIds must be a list of the poll's option ids",
  singleChoice: "Choose exactly one option",
  chooseOne: "Choose at least one option",
  viewerId: "viewerId must be a whole number",
  notFound: "Poll not found",
  pollsOff: "Polls are off for this event.",
  eventEnded: "This event has ended: its polls are closed.",
  closed: "This poll is closed.",
  alreadyVoted: "You have already voted in this poll.",
  reopen: "A closed poll can't be opened again or go back to draft.",
  backToDraft: "An open poll can't go back to draft: close it instead.",
  sameStatus: (status: PollStatus) => `The poll is already ${status}.`,
  deleteNotDraft: "Only a draft can be deleted.",
  closeDraft: "A draft can't be closed: launch it first.",
  changedMeanwhile: "The poll changed meanwhile. Reload and try again.",
  registerFirst: "Register for this stream to vote in its polls.",
  hostVote: "Only viewers vote in polls.",
  waiting: "You're in the waiting room: the poll opens to you when the host lets you in.",
} as const;

/** The rule shown on the poll card. */
export const voteRuleText = (allowVoteChange: boolean) => (allowVoteChange ? "You can change your vote until the poll closes" : "One vote each");
export const HIDDEN_RESULTS_TEXT = "Results appear when the poll closes";

/**
 * Whole percentages of `votes` out of `total` that add up to 100 when every vote names one option
 * (largest remainders); with multiple choice each is its own share of voters and they may add up
 * to more. 0 for every option without votes.
 */
export function pollPercentages(votes: number[], total: number, multipleChoice: boolean): number[] {
  if (total <= 0) return votes.map(() => 0);
  const exact = votes.map((count) => (count * 100) / total);
  if (multipleChoice) return exact.map((share) => Math.round(share));
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, n) => sum + n, 0);
  const order = exact.map((share, index) => ({ index, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index, rest } of order) {
    if (left <= 0 || rest === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** "12 votes", "1 vote". */
export const votesText = (count: number) => `${count} ${count === 1 ? "vote" : "votes"}`;
export const votersText = (count: number) => `${count} ${count === 1 ? "voter" : "voters"}`;
