// `/ws?streamId=`: the spec's socket protocol as a bridge onto the live-event bus. The server
// greets with connection_established; the client joins as "streamer" (the stream's signed-in
// host) or "viewer" (personal token or viewer cookie; anyone when the event is open); after
// `joined` come the event's current offers ({ type: "offers", data }, no id), then every live
// event of the stream as { type, data, id } (viewer-addressed events only to that viewer and to
// the host). The server pings every 25 s; a client that leaves two pings unanswered is dropped.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import { admitJoin, requireStream, type AccessStream, type Audience } from "./stream-access.server";
import { HttpError, httpErrorOf, INVALID_JSON, parseJsonText } from "~/utils/http.server";
import { endsViewerConnection, isRemovalOf, mayReceive, type StoredLiveEvent } from "~/contracts/live-events";
import type { WsServerMessage } from "~/contracts/live-socket";
import { getLogger } from "~/utils/logger.server";
import { isCrossSiteUpgrade, refuseUpgrade, webRequestOf } from "~/utils/node-request.server";
import { startLiveEventTransport, subscribeToStream } from "~/services/realtime/index.server";
import { viewerJoined } from "~/services/room/index.server";

export const WS_PATH = "/ws";
/** Largest message a client may send; a larger one closes the socket (1009). */
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Close code for a join that is not allowed. */
export const WS_CLOSE_FORBIDDEN = 4403;
/** A socket with this much unsent is too slow to follow the stream and is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long shutdown waits for clients to answer the close before cutting them off. */
const CLOSE_GRACE_MS = 1000;

/** Pings a client may leave unanswered before it is dropped. */
const MISSED_PINGS_ALLOWED = 2;

interface Client {
  ws: WebSocket;
  streamId: string;
  /** The upgrade request as a web Request (cookies), for the session and viewer cookie. */
  request: Request;
  token: string | null;
  missedPings: number;
  joined: boolean;
  closed: boolean;
  /** Messages are handled one after another (a join is asynchronous). */
  queue: Promise<void>;
  cleanup: Array<() => void>;
  joinSnapshot: JoinSnapshot;
}

/**
 * What a client receives right after `joined`, before the live events: handed in by the wing
 * that owns it (the event's offers, from selling), which the room does not import.
 */
export type JoinSnapshot = (stream: AccessStream) => Promise<{ type: string; data: unknown }>;

export interface WebSocketBridge {
  /** Closes every socket (1001) and stops accepting new ones. */
  close(): Promise<void>;
  clientCount(): number;
}

/** Each event is serialised once for every socket: `{"type":..,"data":<stored payload>,"id":..}`. */
const encoded = new WeakMap<StoredLiveEvent, string>();
function encodeEvent(event: StoredLiveEvent) {
  let text = encoded.get(event);
  if (text === undefined) {
    text = `{"type":${JSON.stringify(event.type)},"data":${event.payload},"id":${event.id}}`;
    encoded.set(event, text);
  }
  return text;
}

function send(client: Client, text: string) {
  const { ws } = client;
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    getLogger().info({ streamId: client.streamId }, "dropping a WebSocket client that reads too slowly");
    ws.terminate();
    return;
  }
  ws.send(text);
}

const sendJson = (client: Client, message: WsServerMessage | { type: string; data: unknown }) => send(client, JSON.stringify(message));
const sendError = (client: Client, message: string) => sendJson(client, { type: "error", message });

async function handleJoin(client: Client, message: Record<string, unknown>) {
  if (client.joined) return sendError(client, "Already joined.");
  const role = message.role;
  if (role !== "streamer" && role !== "viewer") return sendError(client, 'role must be "streamer" or "viewer".');
  if (message.streamId !== undefined && String(message.streamId) !== client.streamId) {
    return sendError(client, "This connection belongs to another stream: open /ws?streamId= for the stream you join.");
  }
  let stream: AccessStream;
  let audience: Audience;
  try {
    stream = await requireStream(client.streamId);
    audience = await admitJoin({ request: client.request, stream, role, token: client.token });
  } catch (thrown) {
    const error = httpErrorOf(thrown);
    if (!error) throw thrown;
    if (client.closed) return;
    sendError(client, error.message);
    // A database outage: the connection stays, and the client joins again in a moment.
    if (error.status === 503) return;
    if (error.status === 404) client.ws.close(4404, "Stream not found");
    else client.ws.close(WS_CLOSE_FORBIDDEN, "Forbidden");
    return;
  }
  if (client.closed) return;
  if (audience.kind === "viewer") {
    const leave = await viewerJoined({ viewerId: audience.viewerId, streamRowId: stream.rowId, streamId: stream.streamId });
    client.cleanup.push(leave);
    if (client.closed) return leave();
  }

  client.joined = true;
  sendJson(client, { type: "joined", streamId: stream.streamId, role });
  const deliver = (event: StoredLiveEvent) => {
    if (!mayReceive(audience, event)) return;
    send(client, encodeEvent(event));
    // A removed viewer, or one who gave up their seat, gets the news, then loses the connection (and cannot join again).
    if (audience.kind === "viewer" && endsViewerConnection(event, audience.viewerId)) {
      client.ws.close(WS_CLOSE_FORBIDDEN, event.type === "viewer_kick" ? "Removed from this stream" : "Registration cancelled");
    }
    if (audience.kind === "host" && isRemovalOf(event, audience.staff?.userId)) client.ws.close(WS_CLOSE_FORBIDDEN, "Removed from the host's team");
  };
  // Subscribed before the offers are read, and what arrives meanwhile is held until they are
  // sent: the client ends on what is true now, as after an SSE replay.
  let held: StoredLiveEvent[] | null = [];
  const unsubscribe = subscribeToStream(stream.rowId, (event) => (held ? held.push(event) : deliver(event)));
  client.cleanup.push(unsubscribe);
  try {
    sendJson(client, await client.joinSnapshot(stream));
  } finally {
    const waiting = held;
    held = null;
    waiting.forEach(deliver);
  }
}

async function handleMessage(client: Client, raw: RawData, isBinary: boolean) {
  if (isBinary) return sendError(client, "Messages must be JSON text.");
  let message: unknown;
  try {
    message = parseJsonText(
      Buffer.isBuffer(raw) ? raw.toString("utf8") : Buffer.concat(Array.isArray(raw) ? raw : [Buffer.from(raw)]).toString("utf8"),
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Refused as HTTP refuses a body (a NUL, nesting too deep), with the socket kept open.
    return sendError(client, error.message === INVALID_JSON ? "Invalid JSON." : error.message);
  }
  if (!message || typeof message !== "object" || Array.isArray(message) || typeof (message as { type?: unknown }).type !== "string") {
    return sendError(client, "A message is a JSON object with a type.");
  }
  const body = message as Record<string, unknown> & { type: string };
  switch (body.type) {
    case "join":
      return handleJoin(client, body);
    case "pong":
      client.missedPings = 0;
      return;
    case "ping":
      return sendJson(client, { type: "pong", timestamp: typeof body.timestamp === "number" ? body.timestamp : Date.now() });
    default:
      return sendError(client, `Unknown message type: ${body.type.slice(0, 40)}`);
  }
}

/**
 * Serves `/ws` on the HTTP server's upgrade event. `publicUrl` (PUBLIC_URL) names the one origin
 * browsers may connect from; without it the Origin must match the Host header.
 */
export function attachWebSocketBridge(
  server: Server,
  {
    publicUrl,
    joinSnapshot,
    pingIntervalMs = 25_000,
    servedElsewhere = [],
  }: { publicUrl?: string; joinSnapshot: JoinSnapshot; pingIntervalMs?: number; servedElsewhere?: readonly string[] },
): WebSocketBridge {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD, clientTracking: false });
  const clients = new Set<Client>();
  let closing = false;

  function onConnection(ws: WebSocket, req: IncomingMessage, stream: AccessStream, url: URL) {
    const client: Client = {
      ws,
      streamId: stream.streamId,
      request: webRequestOf(req),
      token: url.searchParams.get("token"),
      missedPings: 0,
      joined: false,
      closed: false,
      queue: Promise.resolve(),
      cleanup: [],
      joinSnapshot,
    };
    clients.add(client);
    ws.on("message", (raw, isBinary) => {
      client.queue = client.queue
        .then(() => handleMessage(client, raw, isBinary))
        .catch((error: unknown) => {
          const known = httpErrorOf(error);
          if (known) return sendError(client, known.message);
          getLogger().warn({ err: error, streamId: client.streamId }, "WebSocket message failed");
          sendError(client, "Something went wrong on our side.");
        });
    });
    ws.on("error", (error) => getLogger().debug({ err: error, streamId: client.streamId }, "WebSocket error"));
    ws.on("close", () => {
      client.closed = true;
      clients.delete(client);
      for (const fn of client.cleanup.splice(0)) fn();
    });
    sendJson(client, { type: "connection_established" });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== WS_PATH) {
      // Another upgrade handler serves these paths; any other is answered instead of left hanging.
      if (!servedElsewhere.includes(url.pathname)) refuseUpgrade(socket, 404, "Not found");
      return;
    }
    socket.on("error", () => socket.destroy());
    if (closing) return refuseUpgrade(socket, 503, "The server is shutting down.");
    if (isCrossSiteUpgrade(req, publicOrigin)) return refuseUpgrade(socket, 403, "Cross-site WebSocket refused.");
    // As for every HTTP address (server.ts): PostgreSQL cannot compare a stream id or token holding U+0000.
    if (/%00/i.test(req.url ?? "")) return refuseUpgrade(socket, 400, "The address may not contain a NUL character.");
    requireStream(url.searchParams.get("streamId") ?? "")
      .then((stream) => {
        if (closing) return refuseUpgrade(socket, 503, "The server is shutting down.");
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req, stream, url));
      })
      .catch((error: unknown) => {
        const known = httpErrorOf(error);
        if (known) return refuseUpgrade(socket, known.status, known.message);
        getLogger().warn({ err: error }, "WebSocket upgrade failed");
        refuseUpgrade(socket, 503, "Live updates are unavailable right now.");
      });
  }

  server.on("upgrade", onUpgrade);
  // The bus's PostgreSQL listener starts with the server, before the first client subscribes.
  startLiveEventTransport().catch((error: unknown) => getLogger().warn({ err: error }, "live events: the transport did not start"));

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (client.missedPings >= MISSED_PINGS_ALLOWED) {
        getLogger().debug({ streamId: client.streamId }, "WebSocket client stopped answering pings");
        client.ws.terminate();
        continue;
      }
      client.missedPings += 1;
      sendJson(client, { type: "ping", timestamp: Date.now() });
    }
  }, pingIntervalMs);
  heartbeat.unref();

  return {
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(heartbeat);
      server.off("upgrade", onUpgrade);
      const open = [...clients];
      const allClosed = Promise.all(
        open.map((client) => new Promise<void>((resolve) => (client.closed ? resolve() : client.ws.once("close", () => resolve())))),
      );
      for (const client of open) client.ws.close(1001, "Server shutting down");
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([allClosed, new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
      clearTimeout(timer);
      for (const client of clients) client.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    clientCount: () => clients.size,
  };
}
