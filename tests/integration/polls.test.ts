import { describe, expect, it } from "vitest";
import { registerViewer, type ViewerRecord } from "~/models/viewer.server";
import { pollResultsForEvent } from "~/models/poll.server";
import { db } from "~/utils/db.server";
import { POLL_MESSAGES, type PollView } from "~/contracts/polls";
import { appCalls } from "../support/app-calls";
import { createTestEvent } from "../support/events";
import { createHost, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { openEventStream, type ReceivedEvent } from "../support/sse";
import { createTestStream } from "../support/streams";

// Live polls (issue 20, part 2), on the database the suite runs on: the host prepares, launches
// and closes polls; viewers vote once (or change their vote when the poll allows it); hidden
// results stay hidden from viewers in the calls and in the pushed events.

const app = startAppForTests();
const { call } = appCalls(app);

async function setup({ enablePolls = true, registrationRequired = true }: { enablePolls?: boolean; registrationRequired?: boolean } = {}) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Poll Night", enablePolls, registrationRequired });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const viewer = await newViewer(rowId, "vera");
  const cookie = await signInCookie(app.url, host);
  return { host, event, streamId: stream.streamId, rowId, viewer, cookie };
}

async function newViewer(rowId: number, name: string) {
  return (await registerViewer({ streamRowId: rowId, email: uniqueEmail(name), firstName: name })).viewer;
}

const pollsPath = (streamId: string) => `/api/streams/${streamId}/polls`;
const draft = { question: "Which topic next?", options: ["Pricing", "Onboarding", "Q&A"], multipleChoice: false, showResults: "live" };

async function createPoll(streamId: string, cookie: string, body: Record<string, unknown> = draft) {
  const created = await call("POST", pollsPath(streamId), { body, cookie });
  expect(created.status).toBe(201);
  return created.body as unknown as PollView;
}

async function launch(pollId: number, cookie: string) {
  const answer = await call("PATCH", `/api/polls/${pollId}`, { body: { status: "open" }, cookie });
  expect(answer.status).toBe(200);
  return answer.body as unknown as PollView;
}

const voteAs = (viewer: ViewerRecord, pollId: number, optionIds: number[]) =>
  call("POST", `/api/polls/${pollId}/vote`, { body: { viewerId: viewer.id, optionIds, token: viewer.uniqueId } });

const count = async (table: "polls" | "pollOptions" | "pollBallots" | "pollBallotOptions") =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedCounts = async () => ({
  polls: await count("polls"),
  options: await count("pollOptions"),
  ballots: await count("pollBallots"),
  choices: await count("pollBallotOptions"),
});

const isPoll = (id: number, status?: string) => (e: ReceivedEvent) =>
  e.event === "poll" && (e.data as PollView).id === id && (!status || (e.data as PollView).status === status);

describe("live polls", () => {
  it("reaches a viewer's page within a second of its launch, counts 200 simultaneous voters exactly, and pushes the host's tallies coalesced", async () => {
    const { streamId, rowId, viewer, cookie } = await setup();
    const poll = await createPoll(streamId, cookie);
    expect(poll).toMatchObject({ status: "draft", question: "Which topic next?", allowVoteChange: false, totalVoters: 0 });
    expect(poll.options.map((o) => [o.text, o.votes])).toEqual([
      ["Pricing", 0],
      ["Onboarding", 0],
      ["Q&A", 0],
    ]);
    const viewerEvents = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${viewer.uniqueId}`);
    const hostEvents = await openEventStream(`${app.url}/api/streams/${streamId}/events`, { Cookie: cookie });
    try {
      await viewerEvents.next((e) => e.event === "stream_status");
      await hostEvents.next((e) => e.event === "stream_status");
      const launchedAt = Date.now();
      await launch(poll.id, cookie);
      const pushed = await viewerEvents.next(isPoll(poll.id, "open"));
      expect(Date.now() - launchedAt).toBeLessThan(1_000);
      expect(pushed.data).toMatchObject({ id: poll.id, status: "open", question: "Which topic next?", myVote: null });

      const voters = await Promise.all(Array.from({ length: 200 }, (_, i) => newViewer(rowId, `voter${i}`)));
      const [a, b, c] = poll.options.map((o) => o.id) as [number, number, number];
      const choiceOf = (i: number) => (i % 4 === 0 ? c : i % 2 === 0 ? b : a);
      const answers = await Promise.all(voters.map((voter, i) => voteAs(voter, poll.id, [choiceOf(i)])));
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body)).toEqual([]);
      const expected = { [a]: 100, [b]: 50, [c]: 50 };

      const listed = await call("GET", pollsPath(streamId), { cookie });
      const hostView = (listed.body as unknown as PollView[]).find((p) => p.id === poll.id);
      expect(hostView?.totalVoters).toBe(200);
      expect(Object.fromEntries(hostView?.options.map((o) => [o.id, o.votes]) ?? [])).toEqual(expected);

      // The host's pushed tallies reach 200 in coalesced events (at most one per poll every 300 ms), not one per vote.
      const final = await hostEvents.next((e) => e.event === "poll_results" && (e.data as PollView).totalVoters === 200);
      expect(Object.fromEntries((final.data as PollView).options.map((o) => [o.id, o.votes]))).toEqual(expected);
      const viewerTallies = await viewerEvents.next((e) => isPoll(poll.id)(e) && (e.data as PollView).totalVoters === 200);
      expect((viewerTallies.data as PollView).resultsVisible).toBe(true);
      const resultPushes = hostEvents.events.filter((e) => e.event === "poll_results").length;
      expect(resultPushes).toBeLessThan(50);
    } finally {
      viewerEvents.close();
      hostEvents.close();
    }
  }, 60_000);

  it("counts a second vote once: refused with 409 by default, moved to the new choice when the poll lets viewers change their vote", async () => {
    const { streamId, viewer, cookie } = await setup();
    const fixed = await createPoll(streamId, cookie);
    await launch(fixed.id, cookie);
    const [first, second] = fixed.options.map((o) => o.id) as [number, number];
    const voted = await voteAs(viewer, fixed.id, [first]);
    expect(voted.status).toBe(200);
    expect(voted.body).toMatchObject({ id: fixed.id, myVote: [first], totalVoters: 1 });
    expect(await voteAs(viewer, fixed.id, [second])).toEqual({ status: 409, body: { error: POLL_MESSAGES.alreadyVoted } });
    expect(await voteAs(viewer, fixed.id, [first])).toEqual({ status: 409, body: { error: POLL_MESSAGES.alreadyVoted } });
    const mine = (await call("GET", `${pollsPath(streamId)}?token=${viewer.uniqueId}`)).body as unknown as PollView[];
    expect(mine[0]).toMatchObject({ myVote: [first], totalVoters: 1 });
    expect(mine[0]?.options.map((o) => o.votes)).toEqual([1, 0, 0]);

    const changeable = await createPoll(streamId, cookie, { ...draft, question: "Best day?", allowVoteChange: true });
    expect(changeable.allowVoteChange).toBe(true);
    const opened = await launch(changeable.id, cookie);
    expect(opened.status).toBe("open");
    const [x, y] = changeable.options.map((o) => o.id) as [number, number];
    expect((await voteAs(viewer, changeable.id, [x])).body).toMatchObject({ myVote: [x], totalVoters: 1 });
    const moved = await voteAs(viewer, changeable.id, [y]);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ myVote: [y], totalVoters: 1 });
    expect((moved.body as unknown as PollView).options.map((o) => o.votes)).toEqual([0, 1, 0]);
    // Launching the second closed the first: one open poll per stream.
    const all = (await call("GET", pollsPath(streamId), { cookie })).body as unknown as PollView[];
    expect(all.map((p) => [p.id, p.status])).toEqual([
      [fixed.id, "closed"],
      [changeable.id, "open"],
    ]);
    expect(await voteAs(viewer, fixed.id, [second])).toEqual({ status: 409, body: { error: POLL_MESSAGES.closed } });
  });

  it("takes several choices in a multiple-choice poll and exactly one in a single-choice poll", async () => {
    const { streamId, viewer, rowId, cookie } = await setup();
    const multi = await createPoll(streamId, cookie, { ...draft, multipleChoice: true });
    await launch(multi.id, cookie);
    const ids = multi.options.map((o) => o.id);
    const both = await voteAs(viewer, multi.id, [ids[0] as number, ids[2] as number]);
    expect(both.status).toBe(200);
    expect((both.body as unknown as PollView).options.map((o) => o.votes)).toEqual([1, 0, 1]);
    const single = await createPoll(streamId, cookie);
    await launch(single.id, cookie);
    const other = await newViewer(rowId, "otto");
    const refused = await voteAs(
      other,
      single.id,
      single.options.slice(0, 2).map((o) => o.id),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(POLL_MESSAGES.singleChoice);
  });

  it("hides the tallies from viewers until the poll closes when results show at the close, in the list and in pushed events", async () => {
    const { streamId, viewer, rowId, cookie } = await setup();
    const poll = await createPoll(streamId, cookie, { ...draft, showResults: "closed" });
    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${viewer.uniqueId}`);
    try {
      await events.next((e) => e.event === "stream_status");
      await launch(poll.id, cookie);
      const opened = await events.next(isPoll(poll.id, "open"));
      expect(opened.data).toMatchObject({ resultsVisible: false, totalVoters: null });
      expect((opened.data as PollView).options.every((o) => o.votes === null)).toBe(true);

      const [a] = poll.options.map((o) => o.id) as [number];
      const voted = await voteAs(viewer, poll.id, [a]);
      expect(voted.body).toMatchObject({ myVote: [a], totalVoters: null, resultsVisible: false });
      await voteAs(await newViewer(rowId, "vic"), poll.id, [a]);
      const listed = (await call("GET", `${pollsPath(streamId)}?token=${viewer.uniqueId}`)).body as unknown as PollView[];
      expect(listed[0]).toMatchObject({ totalVoters: null, resultsVisible: false });
      expect(listed[0]?.options.map((o) => o.votes)).toEqual([null, null, null]);
      const forHost = (await call("GET", pollsPath(streamId), { cookie })).body as unknown as PollView[];
      expect(forHost[0]?.options.map((o) => o.votes)).toEqual([2, 0, 0]);

      const closed = await call("PATCH", `/api/polls/${poll.id}`, { body: { status: "closed" }, cookie });
      expect(closed.body).toMatchObject({ status: "closed", totalVoters: 2 });
      const final = await events.next(isPoll(poll.id, "closed"));
      expect(final.data).toMatchObject({ resultsVisible: true, totalVoters: 2 });
      expect((final.data as PollView).options.map((o) => o.votes)).toEqual([2, 0, 0]);
      // Nothing a viewer received before the close carried a tally.
      const before = events.events.filter((e) => e.event === "poll" && (e.data as PollView).status === "open");
      expect(before.every((e) => (e.data as PollView).totalVoters === null)).toBe(true);
      expect(events.events.some((e) => e.event === "poll_results")).toBe(false);
    } finally {
      events.close();
    }
    const results = await pollResultsForEvent({
      eventId: (await db().selectFrom("streams").select("eventId").where("id", "=", rowId).executeTakeFirstOrThrow()).eventId ?? 0,
    });
    expect(results).toEqual([
      expect.objectContaining({
        question: "Which topic next?",
        status: "closed",
        totalVoters: 2,
        options: [
          expect.objectContaining({ text: "Pricing", votes: 2 }),
          expect.objectContaining({ text: "Onboarding", votes: 0 }),
          expect.objectContaining({ text: "Q&A", votes: 0 }),
        ],
      }),
    ]);
  });

  it("moves a poll only from draft to open to closed, deletes only drafts, and shows viewers no drafts", async () => {
    const { streamId, viewer, cookie } = await setup();
    const poll = await createPoll(streamId, cookie);
    const patch = (status: string) => call("PATCH", `/api/polls/${poll.id}`, { body: { status }, cookie });
    expect(await patch("draft")).toEqual({ status: 409, body: { error: POLL_MESSAGES.sameStatus("draft") } });
    expect(await patch("closed")).toEqual({ status: 409, body: { error: POLL_MESSAGES.closeDraft } });
    expect(await call("GET", `${pollsPath(streamId)}?token=${viewer.uniqueId}`)).toEqual({ status: 200, body: [] });
    expect(await voteAs(viewer, poll.id, [poll.options[0]?.id ?? 0])).toEqual({ status: 404, body: { error: POLL_MESSAGES.notFound } });
    expect((await patch("open")).status).toBe(200);
    expect(await patch("draft")).toEqual({ status: 409, body: { error: POLL_MESSAGES.backToDraft } });
    expect(await call("DELETE", `/api/polls/${poll.id}`, { cookie })).toEqual({ status: 409, body: { error: POLL_MESSAGES.deleteNotDraft } });
    expect((await patch("closed")).status).toBe(200);
    expect(await patch("open")).toEqual({ status: 409, body: { error: POLL_MESSAGES.reopen } });
    expect(await patch("draft")).toEqual({ status: 409, body: { error: POLL_MESSAGES.reopen } });

    const other = await createPoll(streamId, cookie);
    const deleted = await call("DELETE", `/api/polls/${other.id}`, { cookie });
    expect(deleted.status).toBe(200);
    expect(await call("DELETE", `/api/polls/${other.id}`, { cookie })).toEqual({ status: 404, body: { error: POLL_MESSAGES.notFound } });
  });

  it("answers another host's poll and stream with 404, a stranger with 401, a host voting with 403, Polls off with 403, and stores nothing", async () => {
    const { streamId, viewer, cookie } = await setup();
    const poll = await createPoll(streamId, cookie);
    await launch(poll.id, cookie);
    const otherCookie = await signInCookie(app.url, await createHost());
    const before = await storedCounts();
    expect(await call("PATCH", `/api/polls/${poll.id}`, { body: { status: "closed" }, cookie: otherCookie })).toEqual({
      status: 404,
      body: { error: POLL_MESSAGES.notFound },
    });
    expect(await call("DELETE", `/api/polls/${poll.id}`, { cookie: otherCookie })).toEqual({ status: 404, body: { error: POLL_MESSAGES.notFound } });
    expect((await call("POST", pollsPath(streamId), { body: draft, cookie: otherCookie })).status).toBe(404);
    expect((await call("POST", pollsPath(streamId), { body: draft })).status).toBe(401);
    expect((await call("PATCH", `/api/polls/${poll.id}`, { body: { status: "closed" } })).status).toBe(401);
    expect((await call("GET", pollsPath(streamId))).status).toBe(401);
    expect((await call("POST", `/api/polls/${poll.id}/vote`, { body: { optionIds: [poll.options[0]?.id] } })).status).toBe(401);
    expect(await call("POST", `/api/polls/${poll.id}/vote`, { body: { optionIds: [poll.options[0]?.id] }, cookie })).toEqual({
      status: 403,
      body: { error: POLL_MESSAGES.hostVote },
    });
    for (const path of ["/api/polls/999999999/vote", "/api/polls/abc/vote", "/api/polls/0/vote"])
      expect((await call("POST", path, { body: { viewerId: viewer.id, optionIds: [1], token: viewer.uniqueId } })).status, path).toBe(404);
    expect((await call("PATCH", "/api/polls/999999999", { body: { status: "open" }, cookie })).status).toBe(404);
    expect((await call("GET", pollsPath("s-unknown"))).status).toBe(404);
    expect(await storedCounts()).toEqual(before);

    const off = await setup({ enablePolls: false });
    expect(await call("POST", pollsPath(off.streamId), { body: draft, cookie: off.cookie })).toEqual({
      status: 403,
      body: { error: POLL_MESSAGES.pollsOff },
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("answers bad input on every call with 400 and a clear message, storing nothing", async () => {
    const { streamId, viewer, rowId, cookie } = await setup();
    const poll = await createPoll(streamId, cookie);
    await launch(poll.id, cookie);
    const before = await storedCounts();
    const badCreates: [unknown, string][] = [
      [{ ...draft, question: "" }, POLL_MESSAGES.question],
      [{ ...draft, question: "x".repeat(301) }, POLL_MESSAGES.question],
      [{ ...draft, question: 42 }, POLL_MESSAGES.question],
      [{ ...draft, options: ["Only one"] }, POLL_MESSAGES.options],
      [{ ...draft, options: ["1", "2", "3", "4", "5", "6", "7"] }, POLL_MESSAGES.options],
      [{ ...draft, options: ["Same", "same"] }, POLL_MESSAGES.duplicateOption],
      [{ ...draft, options: ["Fine", " "] }, POLL_MESSAGES.option],
      [{ ...draft, options: "A, B" }, POLL_MESSAGES.options],
      [{ ...draft, multipleChoice: "yes" }, POLL_MESSAGES.multipleChoice],
      [{ ...draft, showResults: "never" }, POLL_MESSAGES.showResults],
      [{ ...draft, allowVoteChange: 1 }, POLL_MESSAGES.allowVoteChange],
      [{ ...draft, colour: "red" }, POLL_MESSAGES.unknownCreateField],
      [[], POLL_MESSAGES.notObject],
      [null, POLL_MESSAGES.notObject],
    ];
    for (const [body, error] of badCreates) {
      const answer = await call("POST", pollsPath(streamId), { body, cookie });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toBe(error);
    }
    expect((await call("POST", pollsPath(streamId), { raw: "{not json", cookie })).status).toBe(400);
    for (const body of [{}, { status: "paused" }, { status: "closed", question: "x" }, "open"]) {
      const answer = await call("PATCH", `/api/polls/${poll.id}`, { body, cookie });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    const [a, b] = poll.options.map((o) => o.id) as [number, number];
    const badVotes: [unknown, string][] = [
      [{ viewerId: viewer.id, token: viewer.uniqueId, optionIds: [] }, POLL_MESSAGES.chooseOne],
      [{ viewerId: viewer.id, token: viewer.uniqueId, optionIds: [999_999_999] }, POLL_MESSAGES.optionIds],
      [{ viewerId: viewer.id, token: viewer.uniqueId, optionIds: [a, a] }, POLL_MESSAGES.optionIds],
      [{ viewerId: viewer.id, token: viewer.uniqueId, optionIds: [a, b] }, POLL_MESSAGES.singleChoice],
      [{ viewerId: viewer.id, token: viewer.uniqueId, optionIds: ["1"] }, POLL_MESSAGES.optionIds],
      [{ viewerId: viewer.id, token: viewer.uniqueId, optionIds: a }, POLL_MESSAGES.optionIds],
      [{ viewerId: "me", token: viewer.uniqueId, optionIds: [a] }, POLL_MESSAGES.viewerId],
      [{ viewerId: viewer.id, token: viewer.uniqueId, optionIds: [a], extra: 1 }, POLL_MESSAGES.unknownVoteField],
    ];
    for (const [body, error] of badVotes) {
      const answer = await call("POST", `/api/polls/${poll.id}/vote`, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toBe(error);
    }
    const stranger = await newViewer(rowId, "sam");
    expect(
      (await call("POST", `/api/polls/${poll.id}/vote`, { body: { viewerId: stranger.id, token: viewer.uniqueId, optionIds: [a] } })).status,
    ).toBe(403);
    expect(await storedCounts()).toEqual(before);
  });
});
