import { describe, expect, it } from "vitest";
import { nextPoll } from "~/components/watch/use-live-poll";
import { pollCreateSchema, pollVoteSchema } from "~/schemas/poll";
import { POLL_MESSAGES, pollPercentages, type PollView } from "~/contracts/polls";

describe("poll percentages", () => {
  it("add up to 100 for a single-choice poll, the largest remainders rounded up", () => {
    expect(pollPercentages([1, 1, 1], 3, false)).toEqual([34, 33, 33]);
    expect(pollPercentages([2, 1], 3, false)).toEqual([67, 33]);
    expect(pollPercentages([1, 1, 1, 1, 1, 1], 6, false).reduce((a, b) => a + b, 0)).toBe(100);
    expect(pollPercentages([0, 7], 7, false)).toEqual([0, 100]);
  });
  it("are 0 without votes, and each option's own share of voters with multiple choice", () => {
    expect(pollPercentages([0, 0], 0, false)).toEqual([0, 0]);
    expect(pollPercentages([2, 2, 1], 2, true)).toEqual([100, 100, 50]);
  });
});

describe("poll bodies", () => {
  const body = { question: " Best day? ", options: ["Mon", "Tue"], multipleChoice: false, showResults: "live" };
  it("take 2 to 6 distinct options, trimmed, and default allowVoteChange to false", () => {
    expect(pollCreateSchema.parse(body)).toEqual({ ...body, question: "Best day?", allowVoteChange: false });
    for (const options of [["One"], ["1", "2", "3", "4", "5", "6", "7"]])
      expect(pollCreateSchema.safeParse({ ...body, options }).error?.issues[0]?.message).toBe(POLL_MESSAGES.options);
    expect(pollCreateSchema.safeParse({ ...body, options: ["Mon", "MON"] }).error?.issues[0]?.message).toBe(POLL_MESSAGES.duplicateOption);
  });
  it("refuse a vote without options, with repeated ids or unknown fields", () => {
    expect(pollVoteSchema.safeParse({ optionIds: [] }).error?.issues[0]?.message).toBe(POLL_MESSAGES.chooseOne);
    expect(pollVoteSchema.safeParse({ optionIds: [3, 3] }).error?.issues[0]?.message).toBe(POLL_MESSAGES.optionIds);
    expect(pollVoteSchema.safeParse({ optionIds: [3], x: 1 }).error?.issues[0]?.message).toBe(POLL_MESSAGES.unknownVoteField);
  });
});

describe("the watch page's poll after a push", () => {
  const poll = (id: number, status: PollView["status"], myVote: number[] | null = null): PollView => ({
    id,
    question: "Q",
    options: [],
    multipleChoice: false,
    showResults: "live",
    allowVoteChange: false,
    status,
    totalVoters: 0,
    resultsVisible: true,
    openedAt: null,
    closedAt: null,
    createdAt: "",
    myVote,
  });
  it("keeps the viewer's vote, ignores a late older state and an older poll's close, and shows a newly launched poll", () => {
    expect(nextPoll(poll(1, "open", [5]), poll(1, "closed"))).toEqual(poll(1, "closed", [5]));
    expect(nextPoll(poll(1, "closed", [5]), poll(1, "open"))).toEqual(poll(1, "closed", [5]));
    expect(nextPoll(poll(2, "open"), poll(1, "closed"))).toEqual(poll(2, "open"));
    expect(nextPoll(poll(1, "closed", [5]), poll(2, "open"))).toEqual(poll(2, "open"));
    expect(nextPoll(null, poll(3, "open"))).toEqual(poll(3, "open"));
  });
});
