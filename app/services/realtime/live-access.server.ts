import { getWatchStream, type WatchStream } from "~/models/stream.server";
import { findViewerByUniqueId } from "~/models/viewer.server";
import { getUser } from "~/services/auth.server";
import { viewerTokenFor } from "~/services/viewer-access.server";
import { STREAM_NOT_FOUND, VIEWER_REMOVED } from "~/services/watch.server";

/** Who is listening: the host sees every event; a viewer sees broadcasts and their own; anonymous sees broadcasts. */
export type Audience = { kind: "host" } | { kind: "viewer"; viewerId: number } | { kind: "anonymous" };

export type LiveAccess =
  | { ok: true; stream: WatchStream; audience: Audience }
  | { ok: false; status: 401 | 403 | 404; error: string };

/**
 * Who may follow a stream's live events: its host (session), a registered viewer (the viewer
 * cookie, or `token` = the personal link's id), or anyone when the event does not require
 * registration. A removed viewer may not.
 */
export async function authorizeLiveEvents(request: Request, streamId: string, token: string | null): Promise<LiveAccess> {
  const stream = await getWatchStream({ streamId: streamId.slice(0, 64) });
  if (!stream) return { ok: false, status: 404, error: STREAM_NOT_FOUND };
  const user = await getUser(request);
  if (user && user.id === stream.hostId) return { ok: true, stream, audience: { kind: "host" } };
  const personal = token ?? (await viewerTokenFor(request, stream.streamId));
  const viewer = personal ? await findViewerByUniqueId({ streamRowId: stream.rowId, uniqueId: personal.slice(0, 64) }) : null;
  if (viewer?.isKicked) return { ok: false, status: 403, error: VIEWER_REMOVED };
  if (viewer) return { ok: true, stream, audience: { kind: "viewer", viewerId: viewer.id } };
  if (stream.registrationRequired) return { ok: false, status: 401, error: "Register for this stream to receive its live updates." };
  return { ok: true, stream, audience: { kind: "anonymous" } };
}
