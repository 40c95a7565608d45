import type { LoaderFunctionArgs } from "@remix-run/node";
import { getWatchStream } from "~/models/stream.server";
import { countCurrentViewers, findViewerByUniqueId } from "~/models/viewer.server";
import { getUser } from "~/services/auth.server";
import { jsonError, methodNotAllowed } from "~/services/http.server";
import { viewerJoined } from "~/services/realtime/presence.server";
import { encodeSnapshot, lastEventIdOf, liveEventStream, type Audience } from "~/services/realtime/sse.server";
import { streamStatusData } from "~/services/streams.server";
import { viewerTokenFor } from "~/services/viewer-access.server";
import { STREAM_NOT_FOUND, VIEWER_REMOVED } from "~/services/watch.server";

/**
 * GET: the stream's live events as Server-Sent Events, for its host (session), a registered
 * viewer (viewer cookie, or `?token=` with the personal link's id) or, when the event does not
 * require registration, anyone.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const stream = await getWatchStream({ streamId: params.streamId ?? "" });
  if (!stream) return jsonError(404, STREAM_NOT_FOUND);

  let audience: Audience = { kind: "anonymous" };
  const user = await getUser(request);
  if (user && user.id === stream.hostId) {
    audience = { kind: "host" };
  } else {
    const token = new URL(request.url).searchParams.get("token") ?? (await viewerTokenFor(request, stream.streamId));
    const viewer = token ? await findViewerByUniqueId({ streamRowId: stream.rowId, uniqueId: token.slice(0, 64) }) : null;
    if (viewer?.isKicked) return jsonError(403, VIEWER_REMOVED);
    if (viewer) audience = { kind: "viewer", viewerId: viewer.id };
    else if (stream.registrationRequired) return jsonError(401, "Register for this stream to receive its live updates.");
  }

  const leave = audience.kind === "viewer" ? await viewerJoined({ viewerId: audience.viewerId, streamRowId: stream.rowId, streamId: stream.streamId }) : undefined;
  // Everyone who got this far may watch: the host, a registered viewer, or anyone when the event is open.
  const snapshot = [
    encodeSnapshot("stream_status", streamStatusData(stream)),
    encodeSnapshot("viewer_count", { streamId: stream.streamId, count: await countCurrentViewers({ streamRowId: stream.rowId }) }),
  ];
  return liveEventStream({
    streamRowId: stream.rowId,
    audience,
    lastEventId: lastEventIdOf(request),
    closed: context.connectionClosed,
    unsentBytes: context.unsentBytes,
    snapshot,
    onClose: leave,
  });
}

export const action = () => methodNotAllowed(["GET"]);
