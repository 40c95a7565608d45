// `/ingest/browser?streamId=`: the studio's browser sends its broadcast here (the protocol is in
// app/contracts/browser-broadcast.ts). The upgrade is refused only for another site; everything
// else is said on the open socket (an `error` message, then a close code), because a browser
// cannot read why an upgrade was refused. Only the stream's host or a co-host, signed in, may send.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import {
  BROWSER_INGEST_CLOSE,
  BROWSER_INGEST_PATH,
  BROWSER_TAB_ID,
  BROWSER_MAX_CHUNK_BYTES,
  type BrowserIngestMessage,
} from "~/contracts/browser-broadcast";
import { getUser, requireStaffFor, streamNamed } from "~/services/account/index.server";
import { startBrowserBroadcast, type BrowserBroadcastStart } from "~/services/video/index.server";
import { HttpError, httpErrorOf } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { isCrossSiteUpgrade, refuseUpgrade, webRequestOf } from "~/utils/node-request.server";

/** A recording sends a chunk every half second: this long without one, the connection is gone. */
const FIRST_CHUNK_MS = 15_000;
const SILENCE_MS = 6_000;
const CLOSE_GRACE_MS = 1000;

const SIGN_IN = "Sign in as the event's host or a co-host to go live from this browser.";
const NOT_FOUND = "This stream does not exist, or it is not yours to broadcast.";
const NO_VIDEO = "No video arrived from this browser.";

export interface BrowserIngest {
  close(): Promise<void>;
  /** Browsers connected now. */
  connectionCount(): number;
}

function sendMessage(ws: WebSocket, message: BrowserIngestMessage) {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

function refuse(ws: WebSocket, code: number, message: string) {
  sendMessage(ws, { type: "error", message });
  ws.close(code, message.slice(0, 100));
}

async function admit(req: IncomingMessage, url: URL, ws: WebSocket): Promise<BrowserBroadcastStart> {
  const user = await getUser(webRequestOf(req));
  if (!user) return { ok: false, code: BROWSER_INGEST_CLOSE.forbidden, message: SIGN_IN };
  const streamId = url.searchParams.get("streamId") ?? "";
  const tab = url.searchParams.get("tab") ?? "";
  const resource = streamNamed(streamId);
  if (!resource) return { ok: false, code: BROWSER_INGEST_CLOSE.notFound, message: NOT_FOUND };
  try {
    const staff = await requireStaffFor(user, resource, "broadcast", () => new HttpError(404, NOT_FOUND));
    return await startBrowserBroadcast({
      hostId: staff.hostId,
      streamId,
      tabId: BROWSER_TAB_ID.test(tab) ? tab : null,
      takeover: url.searchParams.get("takeover") === "1",
      connection: {
        send: (message) => sendMessage(ws, message),
        close: (code, reason) => ws.close(code, reason.slice(0, 100)),
      },
    });
  } catch (thrown) {
    const known = httpErrorOf(thrown);
    if (!known) throw thrown;
    const code = { 403: BROWSER_INGEST_CLOSE.forbidden, 404: BROWSER_INGEST_CLOSE.notFound }[known.status] ?? BROWSER_INGEST_CLOSE.unavailable;
    return { ok: false, code, message: known.message };
  }
}

/** Serves BROWSER_INGEST_PATH on the HTTP server's upgrade event; `publicUrl` as for /ws. */
export function attachBrowserIngest(server: Server, { publicUrl }: { publicUrl?: string }): BrowserIngest {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  const wss = new WebSocketServer({ noServer: true, maxPayload: BROWSER_MAX_CHUNK_BYTES, clientTracking: false });
  const sockets = new Set<WebSocket>();
  let closing = false;

  function onConnection(ws: WebSocket, req: IncomingMessage, url: URL) {
    sockets.add(ws);
    let session: Extract<BrowserBroadcastStart, { ok: true }> | null = null;
    let closed = false;
    const early: Buffer[] = [];
    let silence = setTimeout(() => refuse(ws, BROWSER_INGEST_CLOSE.unreadable, NO_VIDEO), FIRST_CHUNK_MS);
    const quiet = () => {
      clearTimeout(silence);
      // A dropped network sends no close: the reconnect window starts when the chunks stop.
      silence = setTimeout(() => ws.terminate(), SILENCE_MS);
    };

    ws.on("message", (raw: RawData, isBinary) => {
      if (!isBinary) return;
      const chunk = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as Buffer);
      quiet();
      if (session) session.receive(chunk);
      else early.push(chunk);
    });
    ws.on("error", (error) => getLogger().debug({ err: error }, "browser ingest: socket error"));
    ws.on("close", () => {
      closed = true;
      clearTimeout(silence);
      sockets.delete(ws);
      session?.disconnected();
    });

    admit(req, url, ws)
      .then((start) => {
        if (!start.ok) return refuse(ws, start.code, start.message);
        session = start;
        if (closed) return start.disconnected();
        for (const chunk of early.splice(0)) start.receive(chunk);
      })
      .catch((error: unknown) => {
        getLogger().warn({ err: error }, "browser ingest: starting a broadcast failed");
        refuse(ws, 1011, "Something went wrong on our side. Try again in a moment.");
      });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== BROWSER_INGEST_PATH) return;
    socket.on("error", () => socket.destroy());
    if (closing) return refuseUpgrade(socket, 503, "The server is shutting down.");
    if (isCrossSiteUpgrade(req, publicOrigin)) return refuseUpgrade(socket, 403, "Cross-site WebSocket refused.");
    if (/%00/i.test(req.url ?? "")) return refuseUpgrade(socket, 400, "The address may not contain a NUL character.");
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req, url));
  }

  server.on("upgrade", onUpgrade);
  return {
    async close() {
      if (closing) return;
      closing = true;
      server.off("upgrade", onUpgrade);
      const open = [...sockets];
      const allClosed = Promise.all(open.map((ws) => new Promise<void>((resolve) => ws.once("close", () => resolve()))));
      for (const ws of open) ws.close(1001, "Server shutting down");
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([allClosed, new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
      clearTimeout(timer);
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    connectionCount: () => sockets.size,
  };
}
