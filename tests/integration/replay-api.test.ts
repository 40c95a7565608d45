import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { createChatMessage } from "~/models/chat.server";
import { registerForEvent } from "~/models/registration.server";
import { createOverlay, stopOverlay } from "~/services/room/overlays.server";
import { hideOfferForHost, revealOfferForHost } from "~/services/selling/offers.server";
import { db } from "~/utils/db.server";
import { appCalls } from "../support/app-calls";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, PASSWORD, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { insertOfferRow } from "../support/offers";
import { seedRecording } from "../support/replay";
import { createTestStream } from "../support/streams";

const app = startAppForTests();
const { call } = appCalls(app);

/** A host, their event with a stream, signed in; `recordedAgoMs` seeds a finished 10 s recording that began that long ago. */
async function setup({ recordedAgoMs }: { recordedAgoMs?: number } = {}) {
  const host = await createHost();
  const cookie = await signInCookie(app.url, { email: host.email, password: PASSWORD });
  const event = await createTestEvent(host.id, { title: "Replay launch" });
  const { stream, rowId: streamRowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const startedAt = new Date(Date.now() - (recordedAgoMs ?? 0)).toISOString();
  const recording = recordedAgoMs === undefined ? null : await seedRecording({ streamRowId, hostId: host.id, startedAt });
  return { host, cookie, event, stream, streamRowId, startedAt, recording };
}

async function addViewer(streamRowId: number, firstName: string, flags: { isShadowbanned?: number } = {}) {
  return db()
    .insertInto("viewers")
    .values({
      streamId: streamRowId,
      email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
      emailNormalized: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
      firstName,
      uniqueId: crypto.randomBytes(24).toString("base64url"),
      createdAt: new Date().toISOString(),
      ...flags,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

const at = (startedAt: string, seconds: number) => new Date(Date.parse(startedAt) + seconds * 1000).toISOString();

describe("GET and PATCH /api/events/{eventId}/replay", () => {
  it("says there is nothing to play before a recording, and refuses to publish it", async () => {
    const { cookie, event } = await setup();
    const replay = await call("GET", `/api/events/${event.id}/replay`, { cookie });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ eventId: event.id, status: "none", published: false, available: false, recording: null, chapters: [] });
    const publish = await call("PATCH", `/api/events/${event.id}/replay`, { cookie, body: { published: true } });
    expect(publish.status).toBe(409);
    expect(publish.body.error).toMatch(/no recording/i);
  });

  it("publishes the event's recording, sets its availability, trims it to whole segments", async () => {
    const { cookie, event, recording } = await setup({ recordedAgoMs: 60_000 });
    const replay = await call("GET", `/api/events/${event.id}/replay`, { cookie });
    expect(replay.body).toMatchObject({
      status: "ready",
      published: false,
      durationSeconds: 10,
      trimStartSeconds: 0,
      trimEndSeconds: null,
      recording: { id: recording?.recordingId, source: "self-hosted", durationSeconds: 10 },
    });

    const before = Date.now();
    const published = await call("PATCH", `/api/events/${event.id}/replay`, { cookie, body: { published: true, availableForHours: 48 } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ published: true, available: true });
    const expires = Date.parse(String(published.body.expiresAt));
    expect(expires).toBeGreaterThanOrEqual(before + 48 * 3600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 48 * 3600_000 + 1000);

    const trimmed = await call("PATCH", `/api/events/${event.id}/replay`, { cookie, body: { trimStartSeconds: 3, trimEndSeconds: 7 } });
    expect(trimmed.body).toMatchObject({ trimStartSeconds: 3, trimEndSeconds: 7, mediaStartSeconds: 2 });

    const unpublished = await call("PATCH", `/api/events/${event.id}/replay`, { cookie, body: { published: false, expiresAt: null } });
    expect(unpublished.body).toMatchObject({ published: false, available: false, expiresAt: null, trimStartSeconds: 3 });
  });

  it("answers bad bodies with 400 and the field, and another host's event with 404", async () => {
    const { cookie, event } = await setup({ recordedAgoMs: 60_000 });
    const cases: [unknown, string][] = [
      [{ trimStartSeconds: 8, trimEndSeconds: 7 }, "trimEndSeconds"],
      [{ trimEndSeconds: 11 }, "trimEndSeconds"],
      [{ trimStartSeconds: -1 }, "trimStartSeconds"],
      [{ published: "yes" }, "published"],
      [{ expiresAt: "2020-01-01T00:00:00Z" }, "expiresAt"],
      [{ expiresAt: "tomorrow" }, "expiresAt"],
      [{ availableForHours: 0 }, "availableForHours"],
    ];
    for (const [body, field] of cases) {
      const answer = await call("PATCH", `/api/events/${event.id}/replay`, { cookie, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fieldErrors as object), JSON.stringify(body)).toContain(field);
    }
    expect((await call("PATCH", `/api/events/${event.id}/replay`, { cookie, body: { colour: "red" } })).status).toBe(400);
    expect((await call("PATCH", `/api/events/${event.id}/replay`, { cookie, raw: "[1," })).status).toBe(400);

    const other = await setup();
    expect((await call("GET", `/api/events/${event.id}/replay`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/events/${event.id}/replay`, { cookie: other.cookie, body: { published: true } })).status).toBe(404);
    expect((await call("GET", `/api/events/${event.id}/replay/timeline`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", `/api/events/${event.id}/replay`)).status).toBe(401);
  });
});

describe("GET /api/events/{eventId}/replay/timeline", () => {
  it("places the chat, overlays, offers and chapters at their moments of the recording, leaving out what viewers never saw", async () => {
    // The recording began 5 s ago: what the host does now lands about 5 s into it.
    const { host, cookie, event, stream, streamRowId, startedAt } = await setup({ recordedAgoMs: 5_000 });
    const maya = await addViewer(streamRowId, "Maya");
    const troll = await addViewer(streamRowId, "Troll", { isShadowbanned: 1 });
    const said = await createChatMessage({
      streamRowId,
      viewerId: maya.id,
      isStreamer: false,
      message: "Hello from Leeds",
      createdAt: at(startedAt, 2),
    });
    await createChatMessage({ streamRowId, viewerId: troll.id, isStreamer: false, message: "spam", createdAt: at(startedAt, 2.5) });
    const removed = await createChatMessage({ streamRowId, viewerId: maya.id, isStreamer: false, message: "oops", createdAt: at(startedAt, 3) });
    await db().updateTable("chatMessages").set({ status: "removed" }).where("id", "=", removed.id).execute();
    await createChatMessage({ streamRowId, viewerId: maya.id, isStreamer: false, message: "before the start", createdAt: at(startedAt, -30) });
    const hostSaid = await createChatMessage({
      streamRowId,
      viewerId: null,
      isStreamer: true,
      message: "Welcome all",
      createdAt: at(startedAt, 4),
      author: { userId: host.id, role: "host", name: "Hana" },
    });

    const overlay = await createOverlay({
      hostId: host.id,
      streamId: stream.streamId,
      body: { type: "alert", config: { message: "Doors open", duration: 30 } },
    });
    await stopOverlay({ hostId: host.id, overlayId: String(overlay.id) });
    const offerId = await insertOfferRow({ hostId: host.id, eventId: event.id, revealedAt: null, title: "Masterclass" });
    await revealOfferForHost({ hostId: host.id, offerId: String(offerId) });
    await hideOfferForHost({ hostId: host.id, offerId: String(offerId) });
    const chapter = await call("POST", `/api/events/${event.id}/replay/chapters`, { cookie, body: { title: "Questions", offsetSeconds: 6.5 } });
    expect(chapter).toMatchObject({ status: 201, body: { title: "Questions", offsetSeconds: 6.5 } });

    const timeline = await call("GET", `/api/events/${event.id}/replay/timeline`, { cookie });
    expect(timeline.status).toBe(200);
    expect(timeline.body).toMatchObject({ startedAt, durationSeconds: 10, mediaStartSeconds: 0 });
    expect(timeline.body.chat).toEqual([
      { id: said.id, offsetSeconds: 2, name: "Maya", message: "Hello from Leeds", staff: null },
      { id: hostSaid.id, offsetSeconds: 4, name: "Hana", message: "Welcome all", staff: { role: "host", name: "Hana" } },
    ]);
    const [shown] = timeline.body.overlays as unknown as {
      id: number;
      type: string;
      fromSeconds: number;
      toSeconds: number;
      view: { config: string };
    }[];
    expect(shown).toMatchObject({ id: overlay.id, type: "alert" });
    expect(shown?.fromSeconds).toBeGreaterThanOrEqual(4.5);
    expect(shown?.fromSeconds).toBeLessThan(8);
    expect(shown?.toSeconds).toBeGreaterThanOrEqual(shown?.fromSeconds ?? 0);
    expect(JSON.parse(shown?.view.config ?? "{}")).toMatchObject({ message: "Doors open" });
    const [revealed] = timeline.body.offers as unknown as { offerId: number; fromSeconds: number; toSeconds: number; view: { title: string } }[];
    expect(revealed).toMatchObject({ offerId, view: { title: "Masterclass" } });
    expect(revealed?.toSeconds).toBeGreaterThanOrEqual(revealed?.fromSeconds ?? 0);
    expect(timeline.body.chapters).toEqual([{ id: chapter.body.id, title: "Questions", offsetSeconds: 6.5 }]);

    expect((await call("DELETE", `/api/events/${event.id}/replay/chapters/${String(chapter.body.id)}`, { cookie })).status).toBe(200);
    expect((await call("DELETE", `/api/events/${event.id}/replay/chapters/${String(chapter.body.id)}`, { cookie })).status).toBe(404);
  });

  it("is a registrant's with their token once published, refused before (404) and after it expires (410)", async () => {
    const { cookie, event } = await setup({ recordedAgoMs: 60_000 });
    const registered = await registerForEvent({ eventId: event.id, input: registrationInput({ firstName: "Rita" }), ip: uniqueIp() });
    if (registered.status !== "created") throw new Error(`registration: ${registered.status}`);
    const token = registered.registration.accessToken;
    const timeline = (t: string) => call("GET", `/api/events/${event.id}/replay/timeline?token=${encodeURIComponent(t)}`);

    expect((await timeline(token)).status).toBe(404);
    await call("PATCH", `/api/events/${event.id}/replay`, { cookie, body: { published: true } });
    const open = await timeline(token);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ durationSeconds: 10, chat: [] });
    expect((await timeline("not-a-registrants-token-at-all")).status).toBe(404);
    expect((await timeline("x")).status).toBe(404);

    await db()
      .updateTable("replays")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("eventId", "=", event.id)
      .execute();
    const expired = await timeline(token);
    expect(expired).toMatchObject({ status: 410, body: { error: "This replay is no longer available." } });
  });

  it("marks chapters live only while the event is live, and refuses bad chapters", async () => {
    const { cookie, event } = await setup({ recordedAgoMs: 60_000 });
    const now = await call("POST", `/api/events/${event.id}/replay/chapters`, { cookie, body: { title: "Intro" } });
    expect(now.status).toBe(409);
    for (const body of [{ title: "" }, { title: "x".repeat(101), offsetSeconds: 1 }, { title: "Late", offsetSeconds: 11 }, { title: "Odd", at: 1 }]) {
      expect((await call("POST", `/api/events/${event.id}/replay/chapters`, { cookie, body })).status, JSON.stringify(body)).toBe(400);
    }
    await db().updateTable("events").set({ status: "live", wentLiveAt: new Date().toISOString() }).where("id", "=", event.id).execute();
    const live = await call("POST", `/api/events/${event.id}/replay/chapters`, { cookie, body: { title: "Intro" } });
    expect(live.status).toBe(201);
  });
});
