import { describe, expect, it } from "vitest";
import { setIngestLiveState } from "~/models/stream.server";
import { registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { POLL_MESSAGES, type PollView } from "~/contracts/polls";
import { QA_ENDED_TEXT } from "~/contracts/questions";
import { appCalls } from "../support/app-calls";
import { createTestEvent, registerTestRegistrant } from "../support/events";
import { createHost, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { seedRecording } from "../support/replay";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// Issue 34, part 2: when the host ends the event, the room stops: its open poll closes (pushed to
// the room), Q&A takes no more questions or upvotes, no poll is launched after, and the watch page
// says the event has ended, with the registrant's replay once it is ready.

const app = startAppForTests();
const { call, page } = appCalls(app);

async function setup() {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Closing Night", enablePolls: true, enableQa: true });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const email = uniqueEmail("vera");
  const registration = await registerTestRegistrant(event.id, { email, firstName: "Vera" });
  const { viewer: vera } = await registerViewer({ streamRowId: rowId, email, firstName: "Vera", registrationId: registration.id });
  const { viewer: wes } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("wes"), firstName: "Wes" });
  const cookie = await signInCookie(app.url, host);
  return { host, event, streamId: stream.streamId, rowId, vera, wes, cookie, accessToken: registration.accessToken };
}

async function launchPoll(streamId: string, cookie: string, question: string) {
  const created = await call("POST", `/api/streams/${streamId}/polls`, {
    body: { question, options: ["Yes", "No"], multipleChoice: false, showResults: "live" },
    cookie,
  });
  expect(created.status).toBe(201);
  const pollId = (created.body as unknown as PollView).id;
  return { pollId, launch: () => call("PATCH", `/api/polls/${pollId}`, { body: { status: "open" }, cookie }) };
}

const endEvent = (eventId: number, cookie: string) => page(`/events/${eventId}?index`, { cookie, form: { intent: "end-event" } });

describe("ending an event", () => {
  it("closes its open poll for the room, stops Q&A, refuses a new poll and tells open pages it has ended", async () => {
    const { event, streamId, rowId, vera, wes, cookie } = await setup();
    const open = await launchPoll(streamId, cookie, "Was this useful?");
    expect((await open.launch()).status).toBe(200);
    const later = await launchPoll(streamId, cookie, "One more?");
    const asked = await call("POST", `/api/streams/${streamId}/questions`, { body: { viewerId: wes.id, text: "Slides?", token: wes.uniqueId } });
    expect(asked.status).toBe(201);
    const questionId = (asked.body as unknown as { id: number }).id;

    // A test of the stream running meanwhile stops with the event (its process reads the stored flag).
    await setIngestLiveState({ streamRowId: rowId, live: true, test: true });
    const room = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${vera.uniqueId}`);
    try {
      await room.next((e) => e.event === "stream_status");
      expect((await endEvent(event.id, cookie)).status).toBe(302);

      const closed = await room.next((e) => e.event === "poll" && (e.data as PollView).id === open.pollId);
      expect(closed.data).toMatchObject({ status: "closed", question: "Was this useful?" });
      const statuses = room.events.filter((e) => e.event === "stream_status").map((e) => e.data);
      expect(statuses.at(-1)).toMatchObject({ isLive: false, eventEnded: true });
    } finally {
      room.close();
    }

    const polls = await call("GET", `/api/streams/${streamId}/polls`, { cookie });
    expect((polls.body as unknown as PollView[]).find((poll) => poll.id === open.pollId)?.status).toBe("closed");
    expect((await db().selectFrom("streams").select("testLive").where("id", "=", rowId).executeTakeFirstOrThrow()).testLive).toBe(0);
    expect(await later.launch()).toMatchObject({ status: 409, body: { error: POLL_MESSAGES.eventEnded } });

    const again = await call("POST", `/api/streams/${streamId}/questions`, {
      body: { viewerId: vera.id, text: "Still there?", token: vera.uniqueId },
    });
    expect(again).toMatchObject({ status: 409, body: { error: QA_ENDED_TEXT } });
    const upvote = await call("POST", `/api/questions/${questionId}/upvote`, { body: { viewerId: vera.id, token: vera.uniqueId } });
    expect(upvote).toMatchObject({ status: 409, body: { error: QA_ENDED_TEXT } });
    const listed = await call("GET", `/api/streams/${streamId}/questions`, { cookie });
    expect((listed.body as unknown as { text: string; votes: number }[]).map(({ text, votes }) => ({ text, votes }))).toEqual([
      { text: "Slides?", votes: 0 },
    ]);
  });

  it("shows the page's viewer that the event has ended, without the question form, and their replay once it is ready", async () => {
    const { host, event, streamId, rowId, vera, cookie } = await setup();
    const before = await page(`/watch/${streamId}/${vera.uniqueId}`);
    expect(before.html).toContain("Stream Offline");
    expect(before.html).toContain("Ask the host a question");

    expect((await endEvent(event.id, cookie)).status).toBe(302);
    const after = await page(`/watch/${streamId}/${vera.uniqueId}`);
    expect(after.status).toBe(200);
    expect(after.html).toContain("This event has ended");
    expect(after.html).not.toContain("Stream Offline");
    expect(after.html).toContain(QA_ENDED_TEXT.replace("&", "&amp;"));
    expect(after.html).not.toContain("Ask the host a question");
    expect(after.html).toContain("If the host shares a replay, your personal link will lead to it.");
    expect(after.html).not.toContain("Watch the replay");

    await seedRecording({ streamRowId: rowId, hostId: host.id, startedAt: new Date(Date.now() - 60 * 60_000).toISOString() });
    expect((await call("PATCH", `/api/events/${event.id}/replay`, { body: { published: true }, cookie })).status).toBe(200);
    const withReplay = await page(`/watch/${streamId}/${vera.uniqueId}`);
    expect(withReplay.html).toMatch(/<a href="\/replay\/\d+\/[^"]+"[^>]*>Watch the replay<\/a>/);
  });

  it("leaves the room as it was when the host only stops the stream", async () => {
    const { event, streamId, vera, cookie } = await setup();
    const open = await launchPoll(streamId, cookie, "Still with me?");
    expect((await open.launch()).status).toBe(200);
    expect((await page(`/events/${event.id}?index`, { cookie, form: { intent: "end" } })).status).toBe(302);
    const polls = await call("GET", `/api/streams/${streamId}/polls`, { cookie });
    expect((polls.body as unknown as PollView[]).find((poll) => poll.id === open.pollId)?.status).toBe("open");
    const asked = await call("POST", `/api/streams/${streamId}/questions`, { body: { viewerId: vera.id, text: "Break?", token: vera.uniqueId } });
    expect(asked.status).toBe(201);
    const watch = await page(`/watch/${streamId}/${vera.uniqueId}`);
    expect(watch.html).toContain("Stream Offline");
    expect(watch.html).not.toContain("This event has ended");
  });
});
