import { describe, expect, it } from "vitest";
import { applyQuestion, applyQuestionList, askerLabel, sortQuestions, viewerQuestionGroups, type QuestionView } from "~/contracts/questions";

const question = (id: number, votes: number, status: QuestionView["status"] = "open", extra: Partial<QuestionView> = {}): QuestionView => ({
  id,
  text: `Question ${id}`,
  status,
  votes,
  anonymous: false,
  asker: { firstName: "Vera" },
  createdAt: "2026-11-27T02:00:00.000Z",
  ...extra,
});

describe("sorting questions", () => {
  it("puts the most voted first, the earlier question first on a tie, or the newest first by time", () => {
    const list = [question(1, 2), question(2, 5), question(3, 2), question(4, 0)];
    expect(sortQuestions(list, "votes").map((q) => q.id)).toEqual([2, 1, 3, 4]);
    expect(sortQuestions(list, "time").map((q) => q.id)).toEqual([4, 3, 2, 1]);
    expect(list.map((q) => q.id)).toEqual([1, 2, 3, 4]);
  });

  it("groups a viewer's panel: the highlighted one, the open ones by votes, the answered ones newest first, never dismissed ones", () => {
    const groups = viewerQuestionGroups([
      question(1, 1, "answered"),
      question(2, 3),
      question(3, 9, "dismissed"),
      question(4, 7, "highlighted"),
      question(5, 4),
      question(6, 0, "answered"),
    ]);
    expect(groups.highlighted?.id).toBe(4);
    expect(groups.open.map((q) => q.id)).toEqual([5, 2]);
    expect(groups.answered.map((q) => q.id)).toEqual([6, 1]);
  });
});

describe("a pushed question", () => {
  it("keeps the reader's own marks, removes a dismissed one and leaves a single highlighted one", () => {
    let list = [question(1, 0, "open", { mine: true, upvoted: false }), question(2, 3, "highlighted", { upvoted: true })];
    list = applyQuestion(list, question(1, 4));
    expect(list.find((q) => q.id === 1)).toMatchObject({ votes: 4, mine: true });
    list = applyQuestion(list, question(1, 4, "highlighted"));
    expect(list.filter((q) => q.status === "highlighted").map((q) => q.id)).toEqual([1]);
    expect(list.find((q) => q.id === 2)).toMatchObject({ status: "open", upvoted: true });
    expect(applyQuestion(list, question(2, 3, "dismissed")).map((q) => q.id)).toEqual([1]);
  });

  it("never lowers a count with an older copy that arrives late", () => {
    const upvoted = applyQuestion([question(1, 0)], question(1, 2, "open", { upvoted: true }));
    expect(applyQuestion(upvoted, question(1, 0))).toEqual([question(1, 2, "open", { upvoted: true, mine: false })]);
    expect(applyQuestionList([question(1, 0)], upvoted)).toMatchObject([{ id: 1, votes: 2, upvoted: true }]);
  });

  it("survives a list read that was answered before it arrived", () => {
    const read = [question(1, 2), question(2, 0, "highlighted")];
    const asked = question(3, 0, "open", { mine: true });
    const dismissed = question(2, 0, "dismissed");
    const list = applyQuestionList(read, [asked, dismissed]);
    expect(list.map((q) => q.id).sort()).toEqual([1, 3]);
    expect(list.find((q) => q.id === 3)).toMatchObject({ mine: true });
    expect(applyQuestionList(read, [])).toEqual(read);
  });

  it("names the asker as the reader sees them", () => {
    expect(askerLabel(question(1, 0, "open", { mine: true, anonymous: true }))).toBe("You (anonymous)");
    expect(askerLabel(question(1, 0, "open", { mine: true }))).toBe("You");
    expect(askerLabel(question(1, 0, "open", { anonymous: true, asker: null }))).toBe("Anonymous");
    expect(askerLabel(question(1, 0))).toBe("Vera");
  });
});
