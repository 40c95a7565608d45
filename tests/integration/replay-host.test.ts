import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ReplayCardData } from "~/contracts/replay-card-data";
import { setEventLive } from "~/models/event.server";
import { action as settingsAction } from "~/routes/_host.events.$eventId.settings.$streamId/route";
import { startUserSession } from "~/services/account/auth.server";
import { db } from "~/utils/db.server";
import { utcToZonedLocal } from "~/utils/time-zones";
import { appCalls } from "../support/app-calls";
import { loadDashboard, loadDashboardOk, postDashboard, toastOf } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";
import { createTestEvent, DAY } from "../support/events";
import { createHost, formRequest, getRequest, loadContext, settle } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { insertSelfHostedStream } from "../support/streams";

// Issue 22, part 2: the host decides about the replay on the event's dashboard (publish, how long it
// stays available, trim, chapters), with forms that work without JavaScript; and marks chapters
// during the live from the Event Settings screen (host and co-host).

const app = startAppForTests();
const { page } = appCalls(app);

const HOUR = 60 * 60_000;
const RECORDED_MS = 5 * 60_000 + 12_400;

/** A host's event (New York time) with one finished 5:12 recording of its stream. */
async function recordedEvent({ recording = true } = {}) {
  const { host, cookie } = await signedInHost();
  const event = await createTestEvent(host.id, { title: "Replayed launch", timezone: "ET", enableRecording: true });
  const now = new Date().toISOString();
  const stream = await insertSelfHostedStream({ hostId: host.id, eventId: event.id, title: "Main stage" });
  const recordingId = crypto.randomBytes(16).toString("base64url");
  if (recording) {
    const startedAt = new Date(Date.now() - HOUR).toISOString();
    await db()
      .insertInto("recordings")
      .values({
        recordingId,
        streamId: stream.id,
        hostId: host.id,
        status: "complete",
        startedAt,
        endedAt: new Date(Date.parse(startedAt) + RECORDED_MS).toISOString(),
        durationMs: RECORDED_MS,
        bytes: 1_000_000,
        segmentCount: 150,
        updatedAt: now,
      })
      .execute();
  }
  return { host, cookie, event, stream, recordingId };
}

const card = async (cookie: string, eventId: number) => (await loadDashboardOk<{ replay: ReplayCardData }>(cookie, eventId)).replay;

/** The refusal a plain form post got: status, the messages by field. */
async function refusal(response: Response) {
  const body = (await response.json()) as { intent: string; result: { error: Record<string, string[]> } };
  return { status: response.status, intent: body.intent, errors: body.result.error };
}

describe("the Replay card", () => {
  it("shows a finished recording as ready, unpublished, with its length and a preview of the recording", async () => {
    const { cookie, event, recordingId } = await recordedEvent();
    expect(await card(cookie, event.id)).toMatchObject({
      status: "ready",
      published: false,
      available: false,
      length: "5:12",
      viewersSee: null,
      availability: "Available with no end date",
      trimStart: "0:00",
      trimEnd: "",
      chapters: [],
      linkPattern: `/replay/${event.id}/…`,
      preview: { playbackUrl: `/recordings/${recordingId}/index.m3u8`, startSeconds: 0, endSeconds: null },
    });
  });

  it("says when there is no recording yet, and refuses to publish then", async () => {
    const { cookie, event } = await recordedEvent({ recording: false });
    expect(await card(cookie, event.id)).toMatchObject({ status: "none", preview: null });
    const refused = await postDashboard(cookie, event.id, { intent: "replay-publish" });
    expect(await refusal(refused)).toEqual({
      status: 409,
      intent: "replay-publish",
      errors: { "": ["There is no recording to publish yet: the replay can be published once the broadcast has been recorded."] },
    });
    const html = (await page(`/events/${event.id}`, { cookie: cookie })).html.replace(/<!-- -->/g, "");
    expect(html).toContain("No recording yet");
    expect(html).toContain("The replay appears here once a broadcast of this event has been recorded.");
  });

  it("publishes and unpublishes without JavaScript (back to the card with a toast) and with a fetcher (JSON)", async () => {
    const { cookie, event } = await recordedEvent();
    const published = await postDashboard(cookie, event.id, { intent: "replay-publish" });
    expect(published.status).toBe(302);
    expect(published.headers.get("Location")).toBe(`/events/${event.id}#replay`);
    expect(await toastOf(published)).toEqual({
      title: "Replay published",
      description: "Registrants can watch it with their personal link, which they get by e-mail.",
      variant: "default",
    });
    const after = await card(cookie, event.id);
    expect(after).toMatchObject({ published: true, available: true });
    expect(after.publishedLabel).toMatch(/^Published \w{3} \d{1,2} \w{3}, \d{2}:\d{2} E[SD]T$/);

    const unpublished = await postDashboard(cookie, event.id, { intent: "replay-unpublish", respond: "fetcher" });
    expect(unpublished.status).toBe(200);
    expect(await unpublished.json()).toMatchObject({
      intent: "replay-unpublish",
      result: { status: "success" },
      toast: { title: "Replay unpublished", description: "Registrants can no longer watch it." },
    });
    expect(await card(cookie, event.id)).toMatchObject({ published: false, available: false, publishedLabel: null });
  });

  it("sets how long the replay stays available: 48 hours, a date and time in the event's zone, or no end; refuses a past or missing date", async () => {
    const { cookie, event } = await recordedEvent();
    const before = Date.now();
    expect((await postDashboard(cookie, event.id, { intent: "replay-availability", availableFor: "48" })).status).toBe(302);
    const expiresAt = (await db().selectFrom("replays").select("expiresAt").where("eventId", "=", event.id).executeTakeFirstOrThrow()).expiresAt;
    expect(Date.parse(expiresAt ?? "") - before).toBeGreaterThanOrEqual(48 * HOUR - 1_000);
    expect(Date.parse(expiresAt ?? "") - before).toBeLessThanOrEqual(48 * HOUR + 60_000);
    const shown = await card(cookie, event.id);
    expect(shown.availability).toMatch(/^Available until \w{3} \d{1,2} \w{3}, \d{2}:\d{2} E[SD]T \(in 47 h\)$/);
    expect(shown.untilValue).toBe(utcToZonedLocal(expiresAt ?? "", "America/New_York"));

    const local = utcToZonedLocal(new Date(Date.now() + 3 * DAY), "America/New_York");
    const dated = await postDashboard(cookie, event.id, { intent: "replay-availability", availableFor: "until", until: local });
    expect(await toastOf(dated)).toMatchObject({ title: "Availability saved" });
    const chosen = (await db().selectFrom("replays").select("expiresAt").where("eventId", "=", event.id).executeTakeFirstOrThrow()).expiresAt;
    expect(utcToZonedLocal(chosen ?? "", "America/New_York")).toBe(local);
    expect((await card(cookie, event.id)).availability).toMatch(/\(in (71|72) h\)$/);

    const past = utcToZonedLocal(new Date(Date.now() - HOUR), "America/New_York");
    expect(await refusal(await postDashboard(cookie, event.id, { intent: "replay-availability", availableFor: "until", until: past }))).toEqual({
      status: 400,
      intent: "replay-availability",
      errors: { "": ["Choose a date and time in the future"], until: ["Choose a date and time in the future"] },
    });
    expect(
      (await refusal(await postDashboard(cookie, event.id, { intent: "replay-availability", availableFor: "until", until: "" }))).errors,
    ).toEqual({
      "": ["Enter the date and time the replay stops being available"],
      until: ["Enter the date and time the replay stops being available"],
    });
    expect(
      (await refusal(await postDashboard(cookie, event.id, { intent: "replay-availability", availableFor: "forever" }))).errors.availableFor,
    ).toEqual(["Choose how long the replay stays available"]);

    expect((await postDashboard(cookie, event.id, { intent: "replay-availability", availableFor: "none" })).status).toBe(302);
    expect(await card(cookie, event.id)).toMatchObject({ availability: "Available with no end date", untilValue: "" });
  });

  it("trims start and end (mm:ss), refusing a start after the end, an end past the recording and times it cannot read", async () => {
    const { cookie, event } = await recordedEvent();
    const trimmed = await postDashboard(cookie, event.id, { intent: "replay-trim", trimStart: "0:30", trimEnd: "04:45" });
    expect(await toastOf(trimmed)).toEqual({ title: "Trim saved", description: "Viewers see 0:30 to 4:45.", variant: "default" });
    expect(await card(cookie, event.id)).toMatchObject({
      trimStart: "0:30",
      trimEnd: "4:45",
      viewersSee: "0:30 to 4:45 (4:15)",
      preview: { startSeconds: 30, endSeconds: 285 },
    });

    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ trimStart: "4:00", trimEnd: "1:00" }, { trimEnd: ["The end must be after the start"] }],
      [{ trimStart: "0:00", trimEnd: "6:00" }, { trimEnd: ["The end can be at most 5:12, the recording's length"] }],
      [{ trimStart: "5:30", trimEnd: "" }, { trimStart: ["The end must be after the start"] }],
      [{ trimStart: "abc", trimEnd: "" }, { trimStart: ["Enter the start as mm:ss, for example 0:45"] }],
      [{ trimStart: "0:00", trimEnd: "1:75" }, { trimEnd: ["Enter the end as mm:ss, for example 42:30, or leave it empty for the recording's end"] }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await refusal(await postDashboard(cookie, event.id, { intent: "replay-trim", ...fields }));
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual({ "": Object.values(errors)[0], ...errors });
    }
    expect(await card(cookie, event.id)).toMatchObject({ trimStart: "0:30", trimEnd: "4:45" });

    expect((await postDashboard(cookie, event.id, { intent: "replay-trim", trimStart: "", trimEnd: "" })).status).toBe(302);
    expect(await card(cookie, event.id)).toMatchObject({ trimStart: "0:00", trimEnd: "", viewersSee: null });
  });

  it("shows a refused trim inline on the page without JavaScript, with what was typed", async () => {
    const { cookie, event } = await recordedEvent();
    const answer = await page(`/events/${event.id}?index`, { cookie, form: { intent: "replay-trim", trimStart: "4:00", trimEnd: "1:00" } });
    expect(answer.status).toBe(400);
    const html = answer.html.replace(/<!-- -->/g, "");
    expect(html).toMatch(/<p id="replay-trim-end-error"[^>]*role="alert"[^>]*>The end must be after the start<\/p>/);
    expect(html).toMatch(/id="replay-trim-start"[^>]*value="4:00"/);
    expect(html).toMatch(
      /id="replay-trim-end"[^>]*aria-invalid="true"[^>]*value="1:00"|id="replay-trim-end"[^>]*value="1:00"[^>]*aria-invalid="true"/,
    );
  });

  it("adds chapters at a time of the recording, lists them in order, removes them; refuses a bad time or title and a 51st chapter", async () => {
    const { cookie, event } = await recordedEvent();
    const added = await postDashboard(cookie, event.id, { intent: "replay-add-chapter", chapterAt: "2:30", chapterTitle: "  Pricing  " });
    expect(await toastOf(added)).toEqual({ title: "Chapter added", description: "Pricing at 2:30.", variant: "default" });
    expect((await postDashboard(cookie, event.id, { intent: "replay-add-chapter", chapterAt: "0:10", chapterTitle: "Welcome" })).status).toBe(302);
    const chapters = (await card(cookie, event.id)).chapters;
    expect(chapters.map(({ at, title }) => ({ at, title }))).toEqual([
      { at: "0:10", title: "Welcome" },
      { at: "2:30", title: "Pricing" },
    ]);

    const refusals: [Record<string, string>, Record<string, string[]>][] = [
      [{ chapterAt: "", chapterTitle: "Demo" }, { chapterAt: ["Enter when the chapter starts as mm:ss, for example 12:30"] }],
      [{ chapterAt: "9:00", chapterTitle: "Demo" }, { chapterAt: ["The chapter must start within the recording (at most 5:12)"] }],
      [{ chapterAt: "1:00", chapterTitle: "   " }, { chapterTitle: ["Give the chapter a title of 1 to 100 characters"] }],
      [{ chapterAt: "1:00", chapterTitle: "x".repeat(101) }, { chapterTitle: ["Give the chapter a title of 1 to 100 characters"] }],
    ];
    for (const [fields, errors] of refusals) {
      const answer = await refusal(await postDashboard(cookie, event.id, { intent: "replay-add-chapter", ...fields }));
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual({ "": Object.values(errors)[0], ...errors });
    }

    const removed = await postDashboard(cookie, event.id, { intent: "replay-remove-chapter", chapterId: String(chapters[0]?.id) });
    expect(await toastOf(removed)).toMatchObject({ title: "Chapter removed" });
    expect((await card(cookie, event.id)).chapters.map((chapter) => chapter.title)).toEqual(["Pricing"]);
    expect(await refusal(await postDashboard(cookie, event.id, { intent: "replay-remove-chapter", chapterId: String(chapters[0]?.id) }))).toEqual({
      status: 404,
      intent: "replay-remove-chapter",
      errors: { "": ["Chapter not found"] },
    });

    for (let n = 1; n < 50; n++) {
      expect((await postDashboard(cookie, event.id, { intent: "replay-add-chapter", chapterAt: "3:00", chapterTitle: `Part ${n}` })).status).toBe(
        302,
      );
    }
    expect((await card(cookie, event.id)).chapters).toHaveLength(50);
    expect(
      await refusal(await postDashboard(cookie, event.id, { intent: "replay-add-chapter", chapterAt: "3:00", chapterTitle: "One more" })),
    ).toEqual({
      status: 409,
      intent: "replay-add-chapter",
      errors: { "": ["A replay has at most 50 chapters"] },
    });
  });

  it("is the host's own: another host's event is a 404 for every form, and its replay is left as it was", async () => {
    const { cookie, event } = await recordedEvent();
    const before = await card(cookie, event.id);
    const { cookie: otherCookie } = await signedInHost();
    const forms: Record<string, string>[] = [
      { intent: "replay-publish" },
      { intent: "replay-availability", availableFor: "24" },
      { intent: "replay-trim", trimStart: "0:10", trimEnd: "" },
      { intent: "replay-add-chapter", chapterAt: "0:10", chapterTitle: "Mine now" },
      { intent: "replay-remove-chapter", chapterId: "1" },
    ];
    for (const fields of forms) expect((await postDashboard(otherCookie, event.id, fields)).status).toBe(404);
    expect(await card(cookie, event.id)).toEqual(before);
    expect((await loadDashboard(otherCookie, event.id)).status).toBe(200);
  });
});

describe("Mark chapter during the live", () => {
  const postSettings = (cookie: string, eventId: number, streamId: string, fields: Record<string, string>) =>
    settle(() =>
      settingsAction({
        request: formRequest(`/events/${eventId}/settings/${streamId}`, fields, { cookie }),
        params: { eventId: String(eventId), streamId },
        context: loadContext(),
      }),
    );

  async function member(hostId: number, role: "co-host" | "moderator") {
    const user = await createHost({ firstName: role === "co-host" ? "Cora" : "Mo" });
    await db().insertInto("teamMembers").values({ hostId, userId: user.id, role, createdAt: new Date().toISOString() }).execute();
    return (await startUserSession(getRequest("/"), user.id)).split(";")[0] ?? "";
  }

  it("adds a chapter at this moment of the broadcast, for the host and a co-host, not for a moderator", async () => {
    const { host, cookie, event, stream } = await recordedEvent({ recording: false });
    await setEventLive({ hostId: host.id, eventId: event.id, live: true });

    const marked = await postSettings(cookie, event.id, stream.streamId, { intent: "mark-chapter", title: "Live demo" });
    expect(marked.status).toBe(302);
    expect(marked.headers.get("Location")).toBe(`/events/${event.id}/settings/${stream.streamId}#mark-chapter`);
    expect(await toastOf(marked)).toMatchObject({ title: "Chapter marked" });

    const coHost = await member(host.id, "co-host");
    const byCoHost = await postSettings(coHost, event.id, stream.streamId, { intent: "mark-chapter", title: "Questions", respond: "fetcher" });
    expect(byCoHost.status).toBe(200);
    expect(await byCoHost.json()).toMatchObject({ intent: "mark-chapter", result: { status: "success" }, toast: { title: "Chapter marked" } });

    const moderator = await member(host.id, "moderator");
    const byModerator = await postSettings(moderator, event.id, stream.streamId, { intent: "mark-chapter", title: "Nope" });
    expect(await refusal(byModerator)).toEqual({ status: 403, intent: "mark-chapter", errors: { "": ["Only the host or a co-host can do this."] } });

    const rows = await db().selectFrom("replayChapters").select(["title", "at"]).where("eventId", "=", event.id).orderBy("id").execute();
    expect(rows.map((row) => row.title)).toEqual(["Live demo", "Questions"]);
    for (const row of rows) expect(Math.abs(Date.parse(row.at) - Date.now())).toBeLessThan(30_000);
  });

  it("refuses an empty title, and a mark while the event is not live", async () => {
    const { host, cookie, event, stream } = await recordedEvent({ recording: false });
    expect((await refusal(await postSettings(cookie, event.id, stream.streamId, { intent: "mark-chapter", title: "Intro" }))).status).toBe(409);
    await setEventLive({ hostId: host.id, eventId: event.id, live: true });
    expect(await refusal(await postSettings(cookie, event.id, stream.streamId, { intent: "mark-chapter", title: " " }))).toEqual({
      status: 400,
      intent: "mark-chapter",
      errors: { "": ["Give the chapter a title of 1 to 100 characters"], title: ["Give the chapter a title of 1 to 100 characters"] },
    });
  });
});
