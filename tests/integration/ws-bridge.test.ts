import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { listCurrentViewers, registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { publishLiveEvent } from "~/services/realtime/bus.server";
import { attachWebSocketBridge, WS_CLOSE_FORBIDDEN, WS_MAX_PAYLOAD } from "~/services/room/ws-bridge.server";
import { offersJoinSnapshot } from "~/services/selling/offer-snapshot.server";
import type { ChatMessage } from "~/contracts/live-events";
import { createHost, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { until } from "../support/wait";
import { connectSocket } from "../support/ws-client";
import { hostWithStream } from "../support/streams";

// Pings every 300 ms instead of 25 s.
const app = startAppForTests({ WS_PING_INTERVAL_MS: 300 });

/** The HTTP status an upgrade was refused with. */
async function refusal(url: string, options: { origin?: string } = {}) {
  try {
    const client = await connectSocket(url, options);
    client.close();
    return 101;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? 0;
  }
}

const wsUrl = (streamId: string, query = "") => `${app.url.replace(/^http/, "ws")}/ws?streamId=${encodeURIComponent(streamId)}${query}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Socket = Awaited<ReturnType<typeof connectSocket>>;

/** A greeted socket to a stream anyone may watch, handed to `steps`, then closed. */
async function onOpenStream(steps: (client: Socket, streamId: string) => Promise<void>) {
  const { stream } = await setup({ registrationRequired: false });
  const client = await connectSocket(wsUrl(stream.streamId));
  try {
    await client.next((m) => m.type === "connection_established");
    await steps(client, stream.streamId);
  } finally {
    client.close();
  }
}

async function setup(eventFields?: Record<string, unknown>) {
  const { host, stream, rowId } = await hostWithStream("Socket stream", eventFields);
  const viewer = async (firstName = "Vic") => (await registerViewer({ streamRowId: rowId, email: uniqueEmail("ws"), firstName })).viewer;
  return { host, stream, rowId, viewer };
}

describe("GET /ws?streamId= (the socket protocol bridge)", () => {
  it("greets, joins a viewer by personal token and pushes the stream's events, not other viewers' ones", async () => {
    const { stream, rowId, viewer } = await setup();
    const vera = await viewer("Vera");
    const otto = await viewer("Otto");
    const client = await connectSocket(wsUrl(stream.streamId, `&token=${vera.uniqueId}`));
    try {
      expect(await client.next()).toEqual({ type: "connection_established" });
      client.send({ type: "join", streamId: stream.streamId, role: "viewer" });
      expect(await client.next()).toEqual({ type: "joined", streamId: stream.streamId, role: "viewer" });
      // The current state of the event's offers (none: this stream has no event) comes first, without an id.
      expect(await client.next()).toEqual({ type: "offers", data: { offers: [] } });

      const hello: ChatMessage = {
        id: 7,
        message: "Hello all",
        status: "active",
        stickyOrder: null,
        timestamp: "2030-01-01T00:00:00.000Z",
        isStreamer: true,
        viewer: null,
      };
      const broadcast = await publishLiveEvent({ streamRowId: rowId, type: "chat_message", data: hello });
      expect(await client.next()).toEqual({ type: "chat_message", data: hello, id: broadcast.id });

      await publishLiveEvent({ streamRowId: rowId, type: "viewer_shadowban", data: { viewerId: otto.id }, viewerId: otto.id });
      const own = await publishLiveEvent({ streamRowId: rowId, type: "chat_deletion", data: { messageId: 7 }, viewerId: vera.id });
      expect(await client.next()).toEqual({ type: "chat_deletion", data: { messageId: 7 }, id: own.id });
      expect(client.nonPings().map((m) => m.type)).not.toContain("viewer_shadowban");
    } finally {
      client.close();
    }
  });

  it("lets the stream's signed-in host join as streamer and see viewer-addressed events", async () => {
    const { host, stream, rowId, viewer } = await setup();
    const vera = await viewer();
    const cookie = await signInCookie(app.url, host);
    const client = await connectSocket(wsUrl(stream.streamId), { headers: { Cookie: cookie } });
    try {
      await client.next((m) => m.type === "connection_established");
      client.send({ type: "join", streamId: stream.streamId, role: "streamer" });
      expect(await client.next()).toEqual({ type: "joined", streamId: stream.streamId, role: "streamer" });
      expect(await client.next()).toEqual({ type: "offers", data: { offers: [] } });
      const kick = await publishLiveEvent({ streamRowId: rowId, type: "viewer_kick", data: { viewerId: vera.id }, viewerId: vera.id });
      expect(await client.next()).toEqual({ type: "viewer_kick", data: { viewerId: vera.id }, id: kick.id });
    } finally {
      client.close();
    }
  });

  it("refuses the streamer role without the owner's session: an error, then close 4403", async () => {
    const { stream } = await setup();
    const stranger = await createHost();
    for (const headers of [{}, { Cookie: await signInCookie(app.url, stranger) }] as Array<Record<string, string>>) {
      const client = await connectSocket(wsUrl(stream.streamId), { headers });
      await client.next((m) => m.type === "connection_established");
      client.send({ type: "join", streamId: stream.streamId, role: "streamer" });
      expect(await client.next()).toMatchObject({ type: "error", message: expect.stringContaining("host") });
      expect(await client.closed).toEqual({ code: WS_CLOSE_FORBIDDEN, reason: "Forbidden" });
    }
  });

  it("refuses viewers without registration when the event requires it, and removed viewers always", async () => {
    const closed = await setup();
    const nobody = await connectSocket(wsUrl(closed.stream.streamId));
    nobody.send({ type: "join", streamId: closed.stream.streamId, role: "viewer" });
    expect(await nobody.next((m) => m.type === "error")).toMatchObject({ message: expect.stringContaining("Register") });
    expect((await nobody.closed).code).toBe(WS_CLOSE_FORBIDDEN);

    const kicked = await closed.viewer("Kim");
    await db().updateTable("viewers").set({ isKicked: 1 }).where("id", "=", kicked.id).execute();
    const removed = await connectSocket(wsUrl(closed.stream.streamId, `&token=${kicked.uniqueId}`));
    removed.send({ type: "join", streamId: closed.stream.streamId, role: "viewer" });
    expect(await removed.next((m) => m.type === "error")).toMatchObject({ message: "You have been removed from this stream" });
    expect((await removed.closed).code).toBe(WS_CLOSE_FORBIDDEN);

    const open = await setup({ registrationRequired: false });
    const anyone = await connectSocket(wsUrl(open.stream.streamId));
    try {
      anyone.send({ type: "join", streamId: open.stream.streamId, role: "viewer" });
      expect(await anyone.next((m) => m.type === "joined")).toMatchObject({ role: "viewer" });
      const heart = await publishLiveEvent({ streamRowId: open.rowId, type: "heart", data: { count: 1 } });
      expect(await anyone.next((m) => m.type === "heart")).toMatchObject({ id: heart.id });
    } finally {
      anyone.close();
    }
  });

  it("closes a viewer's socket after their own viewer_kick and records their leave on close", async () => {
    const { stream, rowId, viewer } = await setup();
    const vera = await viewer("Vera");
    const client = await connectSocket(wsUrl(stream.streamId, `&token=${vera.uniqueId}`));
    client.send({ type: "join", streamId: stream.streamId, role: "viewer" });
    await client.next((m) => m.type === "joined");
    expect((await listCurrentViewers({ streamRowId: rowId })).map((v) => v.id)).toEqual([vera.id]);

    await publishLiveEvent({ streamRowId: rowId, type: "viewer_kick", data: { viewerId: vera.id }, viewerId: vera.id });
    expect(await client.next((m) => m.type === "viewer_kick")).toMatchObject({ data: { viewerId: vera.id } });
    expect((await client.closed).code).toBe(WS_CLOSE_FORBIDDEN);
    await until(async () => (await listCurrentViewers({ streamRowId: rowId })).length === 0, 5_000, {
      intervalMs: 20,
      message: "the leave was not recorded",
    });
  });

  it("pings with a timestamp, keeps a client that answers and drops one that misses two pings", async () => {
    const { stream } = await setup();
    const answering = await connectSocket(wsUrl(stream.streamId));
    const silent = await connectSocket(wsUrl(stream.streamId), { autoPong: false });
    try {
      const ping = await answering.next((m) => m.type === "ping", 2_000);
      expect(ping.timestamp).toBeTypeOf("number");
      expect(Math.abs(Date.now() - Number(ping.timestamp))).toBeLessThan(2_000);

      const started = Date.now();
      const { code } = await silent.closed;
      expect(code).toBe(1006);
      // Two unanswered pings, then cut off at the third tick.
      expect(silent.messages.filter((m) => m.type === "ping")).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(3_000);
      await pause(400);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      answering.close();
    }
  });

  it("answers invalid JSON and unknown types with an error and keeps the socket open", () =>
    onOpenStream(async (client, streamId) => {
      client.send("{not json");
      expect(await client.next()).toEqual({ type: "error", message: "Invalid JSON." });
      client.send({ type: "dance" });
      expect(await client.next()).toMatchObject({ type: "error", message: expect.stringContaining("Unknown message type") });
      client.send([1, 2]);
      expect(await client.next()).toMatchObject({ type: "error" });
      client.send({ type: "join", streamId, role: "admin" });
      expect(await client.next()).toMatchObject({ type: "error", message: expect.stringContaining("role") });
      client.send({ type: "join", streamId: "someone-else", role: "viewer" });
      expect(await client.next()).toMatchObject({ type: "error" });
      expect(client.ws.readyState).toBe(WebSocket.OPEN);
      client.send({ type: "join", streamId, role: "viewer" });
      expect(await client.next()).toMatchObject({ type: "joined" });
    }));

  it("refuses a frame holding a NUL with an error, as HTTP refuses a body, and keeps the socket open", () =>
    onOpenStream(async (client, streamId) => {
      client.send({ type: "join", streamId, role: "viewer\u0000" });
      expect(await client.next()).toEqual({ type: "error", message: "Text may not contain a NUL character." });
      client.send(`${"[".repeat(100)}${"]".repeat(100)}`);
      expect(await client.next()).toMatchObject({ type: "error", message: expect.stringContaining("nested too deeply") });
      expect(client.ws.readyState).toBe(WebSocket.OPEN);
      client.send({ type: "join", streamId, role: "viewer" });
      expect(await client.next()).toMatchObject({ type: "joined" });
    }));

  it("refuses an upgrade whose stream id or join token holds a NUL with a 400, on both databases", async () => {
    const { stream } = await setup({ registrationRequired: false });
    expect(await refusal(wsUrl(stream.streamId, "&token=%00"))).toBe(400);
    expect(await refusal(wsUrl(`${stream.streamId}\u0000`))).toBe(400);
  });

  it("closes the socket on a message over 64 KB", async () => {
    const { stream } = await setup();
    const client = await connectSocket(wsUrl(stream.streamId));
    client.send(JSON.stringify({ type: "pong", pad: "x".repeat(WS_MAX_PAYLOAD) }));
    expect((await client.closed).code).toBe(1009);
  });

  it("refuses the upgrade for an unknown stream (404) and a cross-site origin (403)", async () => {
    const { stream } = await setup();
    expect(await refusal(wsUrl("s-no-such-stream"))).toBe(404);
    expect(await refusal(`${app.url.replace(/^http/, "ws")}/ws`)).toBe(404);
    expect(await refusal(`${app.url.replace(/^http/, "ws")}/elsewhere`)).toBe(404);
    expect(await refusal(wsUrl(stream.streamId), { origin: "https://evil.example" })).toBe(403);
    expect(await refusal(wsUrl(stream.streamId), { origin: app.url })).toBe(101);

    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get(wsUrl("s-no-such-stream").replace(/^ws/, "http"), {
        headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==" },
      });
      request.on("response", resolve);
      request.on("upgrade", () => reject(new Error("upgraded")));
      request.on("error", reject);
    });
    expect(response.statusCode).toBe(404);
    const body = await new Promise<string>((resolve) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve(text));
    });
    expect(JSON.parse(body)).toEqual({ error: "Stream not found" });
  });

  it("closes every socket with 1001 when the bridge shuts down", async () => {
    const { stream } = await setup();
    const server = http.createServer();
    const bridge = attachWebSocketBridge(server, { joinSnapshot: offersJoinSnapshot });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const client = await connectSocket(`ws://127.0.0.1:${port}/ws?streamId=${stream.streamId}`);
      await client.next((m) => m.type === "connection_established");
      expect(bridge.clientCount()).toBe(1);
      await bridge.close();
      expect((await client.closed).code).toBe(1001);
      expect(bridge.clientCount()).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
