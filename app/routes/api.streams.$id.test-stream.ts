import { json } from "@remix-run/node";
import { parseStreamId, STREAM_MESSAGES } from "~/schemas/stream";
import { requireApiUser } from "~/services/account/auth.server";
import { startTestStreamForHost, stopTestStreamForHost } from "~/services/hosting/streams.server";
import { apiRoute, HttpError } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** "Send a test stream": the server pushes its test pattern into its own ingest; 200 `{ endsAt }`. */
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const streamId = parseStreamId(params.id);
    const started = streamId === null ? null : await startTestStreamForHost({ hostId: user.id, streamId });
    if (!started) throw new HttpError(404, STREAM_MESSAGES.notFound);
    return json(started);
  },
  /** Stops the test stream; 200 `{ stopped }` (false when none was running). */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const streamId = parseStreamId(params.id);
    const stopped = streamId === null ? null : await stopTestStreamForHost({ hostId: user.id, streamId });
    if (stopped === null) throw new HttpError(404, STREAM_MESSAGES.notFound);
    return json({ stopped });
  },
});
