import { json } from "@remix-run/node";
import type { TestStreamStopped } from "~/contracts/streams";
import { parseStreamId, STREAM_MESSAGES } from "~/schemas/stream";
import { startTestStreamForHost, stopTestStreamForHost } from "~/services/hosting/streams.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** "Send a test stream": the server pushes its test pattern into its own ingest; 200 `{ endsAt }`. */
  POST: signedIn(async ({ params, user }) => {
    const streamId = parseStreamId(params.id);
    const started = streamId === null ? null : await startTestStreamForHost({ hostId: user.id, streamId });
    if (!started) throw new HttpError(404, STREAM_MESSAGES.notFound);
    return json(started);
  }),
  /** Stops the test stream; 200 `{ stopped }` (false when none was running). */
  DELETE: signedIn(async ({ params, user }) => {
    const streamId = parseStreamId(params.id);
    const stopped = streamId === null ? null : await stopTestStreamForHost({ hostId: user.id, streamId });
    if (stopped === null) throw new HttpError(404, STREAM_MESSAGES.notFound);
    return json({ stopped } satisfies TestStreamStopped);
  }),
});
