// Served ahead of Express and Remix (see server.ts): thousands of these connections stay open.
// Remix's per-request conversion cost 2.6x in memory per open connection and in throughput, and
// Express gives every request and response a hidden class of its own (about 2 KB a connection).
import type { IncomingMessage, ServerResponse } from "node:http";
import { countCurrentViewers } from "~/models/viewer.server";
import { offersSnapshotFor } from "~/services/selling/offer-snapshot.server";
import { viewerJoined } from "~/services/room/presence.server";
import { encodeSnapshot, lastEventIdOf, streamLiveEvents } from "~/services/realtime/sse.server";
import { requireAudience, requireStream } from "~/services/room/stream-access.server";
import { streamStatusData } from "~/services/hosting/streams.server";
import { webRequestOf } from "~/utils/node-request.server";
import { answerFailure } from "./answer-failure.server";

const LIVE_EVENTS_PATH = /^\/api\/streams\/([^/]+)\/events\/?$/i;

/** The stream id a live-events address names (decoded), or null for any other address. */
export function liveEventsStreamIdOf(url: string) {
  const encoded = LIVE_EVENTS_PATH.exec(url.split("?")[0] ?? "")?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** A query parameter given once, or null (missing, or given more than once). */
function oneQueryValue(query: URLSearchParams, name: string) {
  const values = query.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

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
export function liveEventsRoute() {
  return (req: IncomingMessage, res: ServerResponse, streamId: string, next: (error: unknown) => void) => {
    // The access gate reads the viewer's `?token=` from the request itself.
    const queryLastEventId = oneQueryValue(new URLSearchParams(req.url?.split("?")[1] ?? ""), "lastEventId");
    const header = req.headers["last-event-id"];
    const lastEventId = lastEventIdOf(typeof header === "string" ? header : null, queryLastEventId);
    // A stream's row id never changes: the cached copy names the hub to hold events from while the
    // access gate reads the stream as it is now.
    requireStream(streamId, { cached: true })
      .then(({ rowId }) =>
        streamLiveEvents({
          res,
          streamRowId: rowId,
          lastEventId,
          admit: async () => {
            const { stream, audience } = await requireAudience({ request: webRequestOf(req), streamId, purpose: "live" });
            return {
              // What the hub needs to address events, not the viewer's whole record: kept per open connection.
              audience: audience.kind === "viewer" ? { kind: "viewer", viewerId: audience.viewerId } : audience,
              readSnapshot: async () => {
                const [count, offers] = await Promise.all([
                  viewerCountFor(stream.rowId),
                  // After a replay the snapshot must not be older than the replayed changes.
                  offersSnapshotFor({ streamRowId: stream.rowId, eventId: stream.eventId, exact: lastEventId !== null }),
                ]);
                return [
                  encodeSnapshot("stream_status", streamStatusData(stream)),
                  encodeSnapshot("viewer_count", { streamId: stream.streamId, count }),
                  encodeSnapshot("offers", { offers }),
                ];
              },
              join:
                audience.kind === "viewer"
                  ? () => viewerJoined({ viewerId: audience.viewerId, streamRowId: stream.rowId, streamId: stream.streamId })
                  : undefined,
            };
          },
        }),
      )
      .catch(answerFailure(res, next));
  };
}
