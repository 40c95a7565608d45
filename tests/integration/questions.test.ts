import { describe, expect, it } from "vitest";
import { questionCounts } from "~/models/question.server";
import { registerViewer } from "~/models/viewer.server";
import { ALREADY_UPVOTED, ANONYMOUS_OFF, OWN_QUESTION, QUESTIONS_TOO_FAST, VIEWERS_ASK } from "~/services/room/questions.server";
import { db } from "~/utils/db.server";
import { QA_OFF_TEXT, QA_WAITING_TEXT, QUESTION_MAX, type HostQuestionView, type QuestionView } from "~/contracts/questions";
import { withClockAhead } from "../support/clock";
import { createTestEvent } from "../support/events";
import { createHost, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls } from "../support/app-calls";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// Live Q&A (issue 20, part 1): viewers ask and upvote once each, the host answers, highlights
// (one at a time) or dismisses; pushed live, the host with who asked, viewers without e-mails or
// anonymous askers' names.

const app = startAppForTests();
const { call, page } = appCalls(app);

async function setup(fields: Record<string, unknown> = { enableQa: true, qaAnonymous: true }) {
  const host = await createHost();
  const { qaAnonymous, ...eventFields } = fields;
  const event = await createTestEvent(host.id, { title: "Ask Me Anything", ...eventFields });
  if (qaAnonymous) await db().updateTable("events").set({ qaAnonymous: 1 }).where("id", "=", event.id).execute();
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const viewer = async (firstName: string) =>
    (await registerViewer({ streamRowId: rowId, email: uniqueEmail(firstName.toLowerCase()), firstName })).viewer;
  const [vera, wes, xia] = [await viewer("Vera"), await viewer("Wes"), await viewer("Xia")];
  const cookie = await signInCookie(app.url, host);
  return { host, event, streamId: stream.streamId, rowId, vera, wes, xia, cookie };
}

type Viewer = { id: number; uniqueId: string };
const questionsPath = (streamId: string) => `/api/streams/${streamId}/questions`;
const ask = (streamId: string, viewer: Viewer, text: string, extra: Record<string, unknown> = {}) =>
  call("POST", questionsPath(streamId), { body: { viewerId: viewer.id, text, token: viewer.uniqueId, ...extra } });
const upvote = (questionId: number, viewer: Viewer) =>
  call("POST", `/api/questions/${questionId}/upvote`, { body: { viewerId: viewer.id, token: viewer.uniqueId } });
const stored = async (rowId: number) => (await db().selectFrom("questions").select("id").where("streamId", "=", rowId).execute()).length;
const votesStored = async () => (await db().selectFrom("questionVotes").select("id").execute()).length;

describe("live Q&A", () => {
  it("pushes a question to the host live with who asked, counts one upvote per viewer and pushes the answered and highlighted states to viewers", async () => {
    const { streamId, vera, wes, xia, cookie, event } = await setup();
    const hostEvents = await openEventStream(`${app.url}/api/streams/${streamId}/events`, { Cookie: cookie });
    const viewerEvents = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${wes.uniqueId}`);
    try {
      await hostEvents.next((e) => e.event === "stream_status" || e.event === "viewer_count" || e.event === "offers");
      const asked = await ask(streamId, vera, "  Will the recording be shared?  ");
      expect(asked.status).toBe(201);
      const question = asked.body as unknown as QuestionView;
      expect(question).toMatchObject({ text: "Will the recording be shared?", status: "open", votes: 0, mine: true, asker: { firstName: "Vera" } });

      const pushed = (await hostEvents.next((e) => e.event === "host_question")).data as HostQuestionView;
      expect(pushed).toMatchObject({ id: question.id, text: "Will the recording be shared?", asker: { firstName: "Vera", email: vera.email } });
      const seen = (await viewerEvents.next((e) => e.event === "question")).data as QuestionView;
      expect(seen).toMatchObject({ id: question.id, asker: { firstName: "Vera" } });
      expect(JSON.stringify(seen)).not.toContain("@");

      expect((await upvote(question.id, wes)).body).toMatchObject({ votes: 1, upvoted: true });
      expect((await upvote(question.id, xia)).body).toMatchObject({ votes: 2, upvoted: true });
      expect(await upvote(question.id, wes)).toEqual({ status: 409, body: { error: ALREADY_UPVOTED } });
      expect(await upvote(question.id, vera)).toEqual({ status: 409, body: { error: OWN_QUESTION } });
      expect(await votesStored()).toBeGreaterThanOrEqual(2);
      const listed = await call("GET", `${questionsPath(streamId)}?token=${wes.uniqueId}`);
      expect(listed.body).toMatchObject([{ id: question.id, votes: 2, upvoted: true, mine: false }]);
      expect(JSON.stringify(listed.body)).not.toContain("@");

      const answered = await call("PATCH", `/api/questions/${question.id}`, { body: { status: "answered" }, cookie });
      expect(answered).toMatchObject({ status: 200, body: { status: "answered", votes: 2 } });
      expect((await viewerEvents.next((e) => e.event === "question" && (e.data as QuestionView).status === "answered")).data).toMatchObject({
        id: question.id,
        votes: 2,
      });

      const second = (await ask(streamId, xia, "Any discount code?")).body as unknown as QuestionView;
      const third = (await ask(streamId, vera, "What about the slides?")).body as unknown as QuestionView;
      await call("PATCH", `/api/questions/${second.id}`, { body: { status: "highlighted" }, cookie });
      await viewerEvents.next(
        (e) => e.event === "question" && (e.data as QuestionView).id === second.id && (e.data as QuestionView).status === "highlighted",
      );
      await call("PATCH", `/api/questions/${third.id}`, { body: { status: "highlighted" }, cookie });
      const back = await viewerEvents.next((e) => e.event === "question" && (e.data as QuestionView).id === second.id);
      expect(back.data).toMatchObject({ status: "open" });
      const hostList = await call("GET", `${questionsPath(streamId)}?sort=time`, { cookie });
      expect((hostList.body as unknown as HostQuestionView[]).map((q) => [q.id, q.status])).toEqual([
        [third.id, "highlighted"],
        [second.id, "open"],
        [question.id, "answered"],
      ]);

      await call("PATCH", `/api/questions/${second.id}`, { body: { status: "dismissed" }, cookie });
      const viewersList = (await call("GET", `${questionsPath(streamId)}?token=${wes.uniqueId}`)).body as unknown as QuestionView[];
      expect(viewersList.map((q) => q.id).sort()).toEqual([question.id, third.id].sort());
      expect(await questionCounts({ eventId: event.id })).toEqual({ asked: 3, answered: 1 });
    } finally {
      hostEvents.close();
      viewerEvents.close();
    }
  });

  it("counts two concurrent votes from two viewers as two", async () => {
    const { streamId, vera, wes, xia } = await setup();
    const question = (await ask(streamId, vera, "Concurrent?")).body as unknown as QuestionView;
    const answers = await Promise.all([upvote(question.id, wes), upvote(question.id, xia), upvote(question.id, wes)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
    const row = await db().selectFrom("questions").select("voteCount").where("id", "=", question.id).executeTakeFirstOrThrow();
    expect(Number(row.voteCount)).toBe(2);
  });

  it("hides an anonymous asker's name from other viewers, not from the asker or the host", async () => {
    const { streamId, vera, wes, cookie } = await setup();
    const viewerEvents = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${wes.uniqueId}`);
    try {
      const asked = await ask(streamId, vera, "Is this anonymous?", { anonymous: true });
      expect(asked.body).toMatchObject({ anonymous: true, mine: true, asker: { firstName: "Vera" } });
      const seen = (await viewerEvents.next((e) => e.event === "question")).data as QuestionView;
      expect(seen).toMatchObject({ anonymous: true, asker: null });
      expect(JSON.stringify(seen)).not.toContain("Vera");
      const others = await call("GET", `${questionsPath(streamId)}?token=${wes.uniqueId}`);
      expect(JSON.stringify(others.body)).not.toContain("Vera");
      expect(others.body).toMatchObject([{ anonymous: true, asker: null, mine: false }]);
      const own = await call("GET", `${questionsPath(streamId)}?token=${vera.uniqueId}`);
      expect(own.body).toMatchObject([{ anonymous: true, asker: { firstName: "Vera" }, mine: true }]);
      const host = await call("GET", questionsPath(streamId), { cookie });
      expect(host.body).toMatchObject([{ anonymous: true, asker: { firstName: "Vera", email: vera.email } }]);
    } finally {
      viewerEvents.close();
    }
  });

  it("keeps a shadowbanned viewer's questions between them and the host", async () => {
    const { streamId, vera, wes, cookie } = await setup();
    await db().updateTable("viewers").set({ isShadowbanned: 1 }).where("id", "=", vera.id).execute();
    const question = (await ask(streamId, vera, "Can anyone see me?")).body as unknown as QuestionView;
    expect((await call("GET", `${questionsPath(streamId)}?token=${wes.uniqueId}`)).body).toEqual([]);
    expect((await call("GET", `${questionsPath(streamId)}?token=${vera.uniqueId}`)).body).toMatchObject([{ id: question.id }]);
    expect((await call("GET", questionsPath(streamId), { cookie })).body).toMatchObject([{ id: question.id }]);
    expect((await upvote(question.id, wes)).status).toBe(404);
  });

  it("refuses anonymous asking when the event does not allow it, the host asking, and a kicked viewer or one still waiting", async () => {
    const { streamId, rowId, vera, wes, cookie } = await setup({ enableQa: true, enableWaitingRoom: true });
    expect(await ask(streamId, vera, "Hidden?", { anonymous: true })).toEqual({ status: 403, body: { error: QA_WAITING_TEXT } });
    await db().updateTable("streams").set({ roomOpen: 1 }).where("id", "=", rowId).execute();
    // Past the gate's stream cache (2 s).
    await withClockAhead(2_100, async () =>
      expect(await ask(streamId, vera, "Hidden?", { anonymous: true })).toEqual({ status: 403, body: { error: ANONYMOUS_OFF } }),
    );
    expect(await call("POST", questionsPath(streamId), { body: { text: "From the host" }, cookie })).toEqual({
      status: 403,
      body: { error: VIEWERS_ASK },
    });
    await db().updateTable("viewers").set({ isKicked: 1 }).where("id", "=", wes.id).execute();
    expect((await ask(streamId, wes, "Still here?")).status).toBe(403);
    expect(await stored(rowId)).toBe(0);
  });

  it("answers 403 when the event has Q&A off, and the viewer's page shows no Q&A", async () => {
    const { streamId, rowId, vera, cookie, event } = await setup({ enableQa: false });
    expect(await ask(streamId, vera, "Hello?")).toEqual({ status: 403, body: { error: QA_OFF_TEXT } });
    expect(await call("GET", `${questionsPath(streamId)}?token=${vera.uniqueId}`)).toEqual({ status: 403, body: { error: QA_OFF_TEXT } });
    expect(await stored(rowId)).toBe(0);
    const watch = await page(`/watch/${streamId}/${vera.uniqueId}`);
    expect(watch.status).toBe(200);
    expect(watch.html).not.toContain('id="questions"');
    const tab = await page(`/events/${event.id}/settings/${streamId}?tab=qa`, { cookie });
    expect(tab.html).toContain("Q&amp;A is off for this event");
    expect(tab.html).toContain(`href="/events/${event.id}/edit"`);
  });

  it("rate limits a viewer who asks too fast (429, Retry-After)", async () => {
    const { streamId, rowId, vera } = await setup();
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await ask(streamId, vera, `Question number ${i}`));
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body).toEqual({ error: QUESTIONS_TOO_FAST });
    expect(refused?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await stored(rowId)).toBe(answers.filter((a) => a.status === 201).length);
  });

  it("answers bad input with 400, strangers with 401, another host's or unknown questions with 404, and stores nothing", async () => {
    const { streamId, rowId, vera, wes, cookie } = await setup();
    const question = (await ask(streamId, vera, "First")).body as unknown as QuestionView;
    const before = await stored(rowId);
    for (const body of [
      {},
      { viewerId: vera.id },
      { viewerId: vera.id, text: "" },
      { viewerId: vera.id, text: "   " },
      { viewerId: vera.id, text: 5 },
      { viewerId: vera.id, text: "x".repeat(QUESTION_MAX + 1) },
      { viewerId: "1", text: "Hi" },
      { viewerId: vera.id, text: "Hi", anonymous: "yes" },
      [],
      null,
    ]) {
      const answer = await call("POST", questionsPath(streamId), { body: { ...(body as object), token: vera.uniqueId } });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    expect((await call("POST", questionsPath(streamId), { raw: "{nope" })).status).toBe(400);
    expect((await call("POST", questionsPath(streamId), { body: { viewerId: wes.id, text: "Not mine", token: vera.uniqueId } })).status).toBe(403);
    expect((await call("POST", questionsPath(streamId), { body: { viewerId: vera.id, text: "No token" } })).status).toBe(401);
    expect((await call("GET", questionsPath(streamId))).status).toBe(401);
    expect((await call("GET", `${questionsPath(streamId)}?sort=best`, { cookie })).status).toBe(400);
    expect((await call("GET", questionsPath("s-no-such-stream"), { cookie })).status).toBe(404);
    expect(await stored(rowId)).toBe(before);

    for (const body of [{}, { viewerId: 0 }, { viewerId: "x" }, null])
      expect((await call("POST", `/api/questions/${question.id}/upvote`, { body })).status, JSON.stringify(body)).toBe(400);
    expect((await upvote(99_999_999, wes)).status).toBe(404);
    expect((await call("POST", `/api/questions/abc/upvote`, { body: { viewerId: wes.id, token: wes.uniqueId } })).status).toBe(404);

    for (const body of [{}, { status: "closed" }, { status: 1 }, null])
      expect((await call("PATCH", `/api/questions/${question.id}`, { body, cookie })).status, JSON.stringify(body)).toBe(400);
    expect((await call("PATCH", `/api/questions/${question.id}`, { body: { status: "answered" } })).status).toBe(401);
    const other = await signInCookie(app.url, await createHost());
    expect(await call("PATCH", `/api/questions/${question.id}`, { body: { status: "answered" }, cookie: other })).toEqual({
      status: 404,
      body: { error: "Question not found" },
    });
    expect((await call("GET", `/api/questions/${question.id}`, { cookie: other })).status).toBe(404);
    expect((await call("GET", `/api/questions/${question.id}`, { cookie })).body).toMatchObject({ id: question.id, status: "open" });
    expect((await call("PATCH", "/api/questions/0", { body: { status: "answered" }, cookie })).status).toBe(404);
    const row = await db().selectFrom("questions").select(["status", "voteCount"]).where("id", "=", question.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "open", voteCount: 0 });
  });
});
