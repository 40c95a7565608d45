import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { listCurrentViewers, registerViewer } from "~/models/viewer.server";
import { publishLiveEvent } from "~/services/realtime/bus.server";
import { encodeSnapshot, openLiveConnectionCount, streamLiveEvents } from "~/services/realtime/sse.server";
import { postHostMessage } from "~/services/room/chat/messages.server";
import { updateStreamForHost } from "~/services/hosting/streams.server";
import { db } from "~/utils/db.server";
import { HttpError } from "~/utils/http.server";
import { uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { until } from "../support/wait";
import { hostWithStream } from "../support/streams";

const app = startAppForTests();

async function setup(eventFields?: Record<string, unknown>) {
  const { host, stream, rowId } = await hostWithStream("Live events stream", eventFields);
  const viewer = async (firstName = "Vic") => (await registerViewer({ streamRowId: rowId, email: uniqueEmail("sse"), firstName })).viewer;
  return { host, stream, rowId, viewer };
}

/** A server of its own whose one handler opens live events as the route does, with the test's admission. */
async function serve(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.closeAllConnections() };
}

const eventsUrl = (streamId: string, token?: string) => `${app.url}/api/streams/${streamId}/events${token ? `?token=${token}` : ""}`;

describe("GET /api/streams/{streamId}/events", () => {
  it("sends the current state on connect, then pushes live-state changes with ids", async () => {
    const { host, stream, viewer } = await setup();
    const vera = await viewer("Vera");
    const sse = await openEventStream(eventsUrl(stream.streamId, vera.uniqueId));
    try {
      expect(sse.response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
      const initial = await sse.next((e) => e.event === "stream_status");
      expect(initial).toMatchObject({ id: null, data: { streamId: stream.streamId, isLive: false, playbackUrl: null } });

      await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });
      const live = await sse.next((e) => e.event === "stream_status");
      expect(live.id).toMatch(/^\d+$/);
      expect(live.data).toMatchObject({ isLive: true, status: "active", playbackUrl: expect.stringContaining(String(stream.playbackId)) });

      await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { isLive: false } });
      expect((await sse.next((e) => e.event === "stream_status")).data).toMatchObject({ isLive: false, playbackUrl: null });
    } finally {
      sse.close();
    }
  });

  it("names on the watch page the newest event it was rendered with; the page's first connection gets what came after", async () => {
    const { stream, rowId, viewer } = await setup();
    const vera = await viewer("Vera");
    await publishLiveEvent({ streamRowId: rowId, type: "heart", data: { count: 1 } });
    const newest = await db()
      .selectFrom("liveEvents")
      .select((eb) => eb.fn.max("id").as("id"))
      .where("streamId", "=", rowId)
      .executeTakeFirstOrThrow();
    const page = await fetch(
      `${app.url}/watch/${stream.streamId}/${vera.uniqueId}?_data=${encodeURIComponent("routes/_viewer.watch.$streamId.$uniqueId")}`,
    );
    const { liveSince } = (await page.json()) as { liveSince: number };
    expect(liveSince).toBe(Number(newest.id));

    // Published while the page was on its way, before its live connection opened.
    await publishLiveEvent({ streamRowId: rowId, type: "chat_settings", data: { open: true, slowModeSeconds: 10 } });
    const sse = await openEventStream(`${eventsUrl(stream.streamId, vera.uniqueId)}&lastEventId=${liveSince}`);
    try {
      expect((await sse.next((e) => e.event === "chat_settings")).data).toEqual({ open: true, slowModeSeconds: 10 });
    } finally {
      sse.close();
    }
  });

  it("replays what a reconnecting client missed after its Last-Event-ID", async () => {
    const { host, stream, viewer } = await setup();
    const vera = await viewer();
    const first = await openEventStream(eventsUrl(stream.streamId, vera.uniqueId));
    await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });
    const seen = await first.next((e) => e.event === "stream_status" && e.id !== null);
    first.close();

    await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { title: "Renamed", isLive: false } });
    await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });

    const again = await openEventStream(eventsUrl(stream.streamId, vera.uniqueId), { "Last-Event-ID": String(seen.id) });
    try {
      const missedOffline = await again.next((e) => e.event === "stream_status" && e.id !== null);
      const missedLive = await again.next((e) => e.event === "stream_status" && e.id !== null);
      expect(Number(missedOffline.id)).toBeGreaterThan(Number(seen.id));
      expect(missedOffline.data).toMatchObject({ isLive: false });
      expect(Number(missedLive.id)).toBeGreaterThan(Number(missedOffline.id));
      expect(missedLive.data).toMatchObject({ isLive: true });
      expect(again.events.filter((e) => e.id === seen.id)).toEqual([]);
    } finally {
      again.close();
    }
  });

  it("after a dropped connection, replays exactly the chat messages posted meanwhile", async () => {
    const { host, stream, viewer } = await setup();
    const vera = await viewer();
    const first = await openEventStream(eventsUrl(stream.streamId, vera.uniqueId));
    await postHostMessage({ hostId: host.id, streamId: stream.streamId, message: "Before the drop" });
    const seen = await first.next((e) => e.event === "chat_message");
    first.close();

    const missed = [];
    for (const text of ["First while away", "Second while away", "Third while away"]) {
      missed.push(await postHostMessage({ hostId: host.id, streamId: stream.streamId, message: text }));
    }

    const again = await openEventStream(eventsUrl(stream.streamId, vera.uniqueId), { "Last-Event-ID": String(seen.id) });
    try {
      const replayed = [];
      for (let i = 0; i < 3; i += 1) replayed.push(await again.next((e) => e.event === "chat_message"));
      expect(replayed.map((e) => (e.data as { message: string }).message)).toEqual(["First while away", "Second while away", "Third while away"]);
      expect(replayed.map((e) => (e.data as { id: number }).id)).toEqual(missed.map((m) => m.id));
      await postHostMessage({ hostId: host.id, streamId: stream.streamId, message: "After the return" });
      expect(((await again.next((e) => e.event === "chat_message")).data as { message: string }).message).toBe("After the return");
      expect(again.events.filter((e) => e.event === "chat_message")).toHaveLength(4);
    } finally {
      again.close();
    }
  });

  it("sends an event addressed to one viewer to that viewer and the host only", async () => {
    const { host, stream, rowId, viewer } = await setup();
    const [ann, bob] = [await viewer("Ann"), await viewer("Bob")];
    const annStream = await openEventStream(eventsUrl(stream.streamId, ann.uniqueId));
    const bobStream = await openEventStream(eventsUrl(stream.streamId, bob.uniqueId));
    const hostStream = await openEventStream(eventsUrl(stream.streamId), { Cookie: await signInCookie(app.url, host) });
    try {
      for (const s of [annStream, bobStream, hostStream]) await s.next((e) => e.event === "stream_status");
      await publishLiveEvent({ streamRowId: rowId, type: "viewer_shadowban", data: { viewerId: ann.id }, viewerId: ann.id });
      await publishLiveEvent({ streamRowId: rowId, type: "heart", data: { count: 1 } });
      expect((await annStream.next((e) => e.event === "viewer_shadowban")).data).toEqual({ viewerId: ann.id });
      expect((await hostStream.next((e) => e.event === "viewer_shadowban")).data).toEqual({ viewerId: ann.id });
      await bobStream.next((e) => e.event === "heart");
      expect(bobStream.events.some((e) => e.event === "viewer_shadowban")).toBe(false);
    } finally {
      for (const s of [annStream, bobStream, hostStream]) s.close();
    }
  });

  it("refuses strangers of a registration-only stream, removed viewers and unknown streams", async () => {
    const { stream, viewer } = await setup();
    const anonymous = await fetch(eventsUrl(stream.streamId));
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: string }).error).toMatch(/Register/);
    const kicked = await viewer();
    await db().updateTable("viewers").set({ isKicked: 1 }).where("id", "=", kicked.id).execute();
    const refused = await fetch(eventsUrl(stream.streamId, kicked.uniqueId));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("You have been removed from this stream");
    expect((await fetch(eventsUrl("sUnknownStream0000000000"))).status).toBe(404);
  });

  it("answers the address as the other JSON calls do: a trailing slash, a bad escape, a NUL, another method", async () => {
    const { stream, viewer } = await setup();
    const vera = await viewer("Vera");
    const slash = await openEventStream(`${app.url}/api/streams/${stream.streamId}/events/?token=${vera.uniqueId}`);
    try {
      expect(slash.response.status).toBe(200);
      await slash.next((e) => e.event === "stream_status");
    } finally {
      slash.close();
    }
    const badEscape = await fetch(`${app.url}/api/streams/%zz/events`);
    expect(badEscape.status).toBe(400);
    expect(await badEscape.json()).toEqual({ error: "The request could not be read." });
    const nul = await fetch(`${app.url}/api/streams/a%00b/events`);
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ error: "The address may not contain a NUL character." });
    const posted = await fetch(eventsUrl(stream.streamId, vera.uniqueId), { method: "POST" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET");
  });

  it("lets anyone follow an event that does not require registration", async () => {
    const { stream } = await setup({ registrationRequired: false });
    const sse = await openEventStream(eventsUrl(stream.streamId));
    try {
      expect(sse.response.status).toBe(200);
      await sse.next((e) => e.event === "stream_status");
    } finally {
      sse.close();
    }
  });

  it("counts each open page as a current viewer and frees everything when the page closes", async () => {
    const { stream, rowId, viewer } = await setup();
    // The connections of the tests above are closing; this file's tests run one after another.
    await until(() => openLiveConnectionCount() === 0);
    const vic = await viewer("Vic");
    const sse = await openEventStream(eventsUrl(stream.streamId, vic.uniqueId));
    await sse.next((e) => e.event === "viewer_count");
    expect(openLiveConnectionCount()).toBe(1);
    const watching = await listCurrentViewers({ streamRowId: rowId });
    expect(watching.map((v) => v.firstName)).toEqual(["Vic"]);
    expect((await sse.next((e) => e.event === "viewer_count" && e.id !== null)).data).toMatchObject({ count: 1 });

    sse.close();
    await until(() => openLiveConnectionCount() === 0);
    await until(async () => (await listCurrentViewers({ streamRowId: rowId })).length === 0);
    const visits = await db().selectFrom("viewerAttendance").selectAll().where("viewerId", "=", vic.id).execute();
    expect(visits).toHaveLength(1);
    expect(visits[0]?.leftAt).not.toBeNull();
  });

  it("holds what is published while the access gate and the snapshot are read, and sends it after the snapshot", async () => {
    const { host, stream, rowId } = await setup();
    const offline = encodeSnapshot("stream_status", { streamId: stream.streamId, isLive: false, status: "idle", playbackUrl: null });
    const server = await serve((_req, res) => {
      void streamLiveEvents({
        res,
        streamRowId: rowId,
        lastEventId: null,
        admit: async () => {
          // The stream goes live after the gate read it offline.
          await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });
          return { audience: { kind: "anonymous" }, readSnapshot: async () => [offline] };
        },
      });
    });
    const sse = await openEventStream(server.url);
    try {
      expect(await sse.next((e) => e.event === "stream_status")).toMatchObject({ id: null, data: { isLive: false } });
      const live = await sse.next((e) => e.event === "stream_status");
      expect(live.id).toMatch(/^\d+$/);
      expect(live.data).toMatchObject({ isLive: true });
    } finally {
      sse.close();
      server.close();
    }
  });

  it("writes nothing and keeps no connection when the admission refuses, and ends the visit of a client gone while it was written", async () => {
    const { rowId, viewer } = await setup();
    await until(() => openLiveConnectionCount() === 0);
    const vic = await viewer("Vic");
    const refused: unknown[] = [];
    let left = 0;
    const server = await serve((req, res) => {
      const refuse = req.url?.includes("refuse");
      streamLiveEvents({
        res,
        streamRowId: rowId,
        lastEventId: null,
        admit: async () => {
          if (refuse) throw new HttpError(403, "Not let in");
          return {
            audience: { kind: "viewer", viewerId: vic.id },
            readSnapshot: async () => [],
            // The visit is written after the client has gone.
            join: async () => {
              await until(() => res.destroyed);
              return () => (left += 1);
            },
          };
        },
      }).catch((error: unknown) => {
        refused.push({ error, headersSent: res.headersSent });
        res.statusCode = 403;
        res.end();
      });
    });
    try {
      expect((await fetch(`${server.url}refuse`)).status).toBe(403);
      expect(refused).toEqual([{ error: expect.objectContaining({ status: 403 }), headersSent: false }]);
      expect(openLiveConnectionCount()).toBe(0);

      const gone = new AbortController();
      const waiting = fetch(server.url, { signal: gone.signal }).catch(() => null);
      await until(() => openLiveConnectionCount() === 1);
      gone.abort();
      await waiting;
      await until(() => left === 1);
      expect(openLiveConnectionCount()).toBe(0);
    } finally {
      server.close();
    }
  });
});
