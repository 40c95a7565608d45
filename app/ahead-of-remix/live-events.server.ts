// Served by Express ahead of Remix (see server.ts): thousands of these connections stay open, and
// Remix's per-request conversion cost 2.6x in memory per open connection and in throughput.
import type { RequestHandler } from "express";
import { countCurrentViewers } from "~/models/viewer.server";
import { offersSnapshotFor } from "~/services/selling/offer-snapshot.server";
import { viewerJoined } from "~/services/room/presence.server";
import { encodeSnapshot, lastEventIdOf, streamLiveEvents } from "~/services/realtime/sse.server";
import { requireAudience } from "~/services/room/stream-access.server";
import { streamStatusData } from "~/services/hosting/streams.server";
import { webRequestOf } from "~/utils/node-request.server";
import { answerFailure } from "./answer-failure.server";

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

/**
 * GET /api/streams/{streamId}/events: the stream's live events as Server-Sent Events, for whoever
 * the access gate lets follow the stream.
 */
export function liveEventsRoute(): RequestHandler {
  return (req, res, next) => {
    const streamId = String(req.params.streamId ?? "");
    const token = oneQueryValue(req.query.token);
    requireAudience({ request: webRequestOf(req), streamId, token, purpose: "live" })
      .then(async ({ stream, audience }) => {
        const leave =
          audience.kind === "viewer"
            ? await viewerJoined({ viewerId: audience.viewerId, streamRowId: stream.rowId, streamId: stream.streamId })
            : undefined;
        if (res.destroyed) {
          leave?.();
          return;
        }
        const lastEventId = lastEventIdOf(req.get("Last-Event-ID"), oneQueryValue(req.query.lastEventId));
        // After a replay the snapshot must not be older than the replayed changes.
        const [count, offers] = await Promise.all([
          viewerCountFor(stream.rowId),
          offersSnapshotFor({ streamRowId: stream.rowId, eventId: stream.eventId, exact: lastEventId !== null }),
        ]);
        const snapshot = [
          encodeSnapshot("stream_status", streamStatusData(stream)),
          encodeSnapshot("viewer_count", { streamId: stream.streamId, count }),
          encodeSnapshot("offers", { offers }),
        ];
        streamLiveEvents({
          res,
          streamRowId: stream.rowId,
          audience,
          lastEventId,
          snapshot,
          onClose: leave,
        });
      })
      .catch(answerFailure(res, next));
  };
}
