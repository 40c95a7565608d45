// GET /metrics for Prometheus, served by Express ahead of Remix and of the request log (see
// server.ts): scraped every few seconds, never logged one by one. server.ts mounts it only when
// METRICS_TOKEN is set; without it the address does not exist (404, as any unknown one).
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { collectProcessMetrics, METRICS_CONTENT_TYPE, metricsText } from "~/services/operations/metrics.server";

export const METRICS_TOKEN_MISSING = "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.";
export const METRICS_TOKEN_WRONG = "The metrics token is wrong.";

const digestOf = (text: string) => crypto.createHash("sha256").update(text).digest();

export function metricsRoute(token: string): RequestHandler {
  collectProcessMetrics();
  const expected = digestOf(token);
  return (req, res, next) => {
    const given = /^Bearer +(\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
    // Digests are of one length and compared in constant time: how long the answer takes tells nothing of the token.
    if (!given || !crypto.timingSafeEqual(digestOf(given), expected)) {
      res
        .set("WWW-Authenticate", given ? 'Bearer realm="metrics", error="invalid_token"' : 'Bearer realm="metrics"')
        .status(401)
        .json({ error: given ? METRICS_TOKEN_WRONG : METRICS_TOKEN_MISSING });
      return;
    }
    metricsText().then((text) => {
      res.writeHead(200, { "Content-Type": METRICS_CONTENT_TYPE, "Content-Length": Buffer.byteLength(text), "Cache-Control": "no-store" }).end(text);
    }, next);
  };
}
