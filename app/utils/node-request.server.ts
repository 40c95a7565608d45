import type { IncomingMessage } from "node:http";

/** The headers the access rules read: the session and viewer cookies, and the client's address and scheme. */
const FORWARDED_HEADERS = ["cookie", "user-agent", "x-forwarded-for", "x-forwarded-proto"] as const;

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
