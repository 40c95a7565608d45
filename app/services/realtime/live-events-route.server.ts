import type { Request as ExpressRequest, RequestHandler } from "express";
import { countCurrentViewers } from "~/models/viewer.server";
import { streamStatusData } from "~/services/streams.server";
import { authorizeLiveEvents } from "./live-access.server";
import { viewerJoined } from "./presence.server";
import { encodeSnapshot, lastEventIdOf, streamLiveEvents } from "./sse.server";

const oneQueryValue = (value: unknown) => (typeof value === "string" ? value : null);

/** The count sent on connect, shared for a second: a thousand viewers joining at once ask once. */
const COUNT_FRESH_MS = 1_000;
const recentCounts = new Map<number, { at: number; count: Promise<number> }>();

function viewerCountFor(streamRowId: number) {
  const cached = recentCounts.get(streamRowId);
  if (cached && Date.now() - cached.at < COUNT_FRESH_MS) return cached.count;
  const count = countCurrentViewers({ streamRowId });
  recentCounts.set(streamRowId, { at: Date.now(), count });
  if (recentCounts.size > 1_000) recentCounts.clear();
  return count;
}

/** The parts of the request the access rules read: its cookies. */
function webRequestOf(req: ExpressRequest) {
  return new Request(`http://localhost${req.originalUrl}`, { headers: { cookie: req.headers.cookie ?? "" } });
}

/**
 * GET /api/streams/{streamId}/events: the stream's live events as Server-Sent Events, for its
 * host, a registered viewer, or anyone when the event does not require registration. Served by
 * Express rather than Remix: thousands of these stay open, and each must cost little.
 */
export function liveEventsRoute(): RequestHandler {
  return (req, res, next) => {
    const streamId = String(req.params.streamId ?? "");
    const token = oneQueryValue(req.query.token);
    authorizeLiveEvents(webRequestOf(req), streamId, token)
      .then(async (access) => {
        if (!access.ok) {
          res.status(access.status).json({ error: access.error });
          return;
        }
        const { stream, audience } = access;
        const leave =
          audience.kind === "viewer" ? await viewerJoined({ viewerId: audience.viewerId, streamRowId: stream.rowId, streamId: stream.streamId }) : undefined;
        if (res.destroyed) {
          leave?.();
          return;
        }
        const snapshot = [
          encodeSnapshot("stream_status", streamStatusData(stream)),
          encodeSnapshot("viewer_count", { streamId: stream.streamId, count: await viewerCountFor(stream.rowId) }),
        ];
        streamLiveEvents({
          res,
          streamRowId: stream.rowId,
          audience,
          lastEventId: lastEventIdOf(req.get("Last-Event-ID"), oneQueryValue(req.query.lastEventId)),
          snapshot,
          onClose: leave,
        });
      })
      .catch(next);
  };
}
