import { json } from "@remix-run/node";
import { parseStreamId, STREAM_MESSAGES } from "~/schemas/stream";
import { hostOnly, streamNamed } from "~/services/account/team-access.server";
import { listRecordingsForHostStream } from "~/services/video/self-hosted/recordings.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The stream's recordings, newest first; another host's stream is a 404. */
  GET: signedIn(async ({ params, user }) => {
    const streamId = parseStreamId(params.id);
    const recordings =
      streamId === null ? null : await hostOnly(user.id, streamNamed(streamId), () => listRecordingsForHostStream({ hostId: user.id, streamId }));
    if (!recordings) throw new HttpError(404, STREAM_MESSAGES.notFound);
    return json(recordings, { headers: { "Cache-Control": "no-store" } });
  }),
});
