import type { IncomingMessage, ServerResponse } from "node:http";
import { httpErrorOf } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";

/**
 * A JSON answer written with Node's own response (Express's is one too). The headers are set one by
 * one, not given to writeHead: whatever reads the answer's headers back sees them.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.statusCode = status;
  res.end(text);
}

/**
 * A fast path's failure: an HttpError (or a database outage, 503) answered as every JSON call
 * answers it; anything else to `next` (Express's error handler).
 */
export function answerFailure(res: ServerResponse, next: (error: unknown) => void) {
  return (error: unknown) => {
    const known = httpErrorOf(error);
    if (!known) next(error);
    else if (!res.headersSent) sendJson(res, known.status, known.body, known.headers);
    else res.end();
  };
}

/**
 * The last answer to a failure no one else answered: logged (with the request's own log where the
 * request log ran; the fast paths ahead of it have none), then a 4xx the error carries or a 500.
 */
export function answerUnexpected(
  error: unknown,
  req: IncomingMessage & { log?: { error(details: object, message: string): void }; originalUrl?: string },
  res: ServerResponse,
) {
  const declared = (error as { status?: unknown } | null | undefined)?.status;
  const status = typeof declared === "number" && declared >= 400 && declared < 500 ? declared : 500;
  if (req.log) req.log.error({ err: error }, "request failed");
  else getLogger().error({ err: error, method: req.method, url: req.originalUrl ?? req.url }, "request failed");
  if (res.headersSent) res.end();
  else sendJson(res, status, { error: status === 500 ? "Something went wrong on our side." : "The request could not be read." });
}
