import { STATUS_CODES, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

/**
 * The headers the access rules read: the session and viewer cookies, an API key (`Authorization`,
 * read on `/api/` and `/ws` only: auth.server.ts), and the client's address and scheme.
 */
const FORWARDED_HEADERS = ["cookie", "authorization", "user-agent", "x-forwarded-for", "x-forwarded-proto"] as const;

/**
 * A Node request (an Express fast path, a WebSocket upgrade) as the web Request that the services
 * read: its path and query, and the headers above. The body is never read through it.
 */
export function webRequestOf(req: IncomingMessage, method = "GET"): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  // The origin is fixed: a client's Host header must never make the URL unparsable.
  return new Request(new URL(req.url ?? "/", "http://localhost"), { method, headers });
}

/**
 * Whether a browser opens a WebSocket from another site: `publicOrigin` (PUBLIC_URL's) is the one
 * origin pages come from; without it the Origin must match the Host header. A client that is not
 * a browser sends no Origin, and no cookies on anyone's behalf.
 */
export function isCrossSiteUpgrade(req: IncomingMessage, publicOrigin: string | null) {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin !== publicOrigin;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** Answers an upgrade request with a plain HTTP response and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number, message: string) {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error: message });
  socket.once("finish", () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
      "Connection: close\r\n" +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
