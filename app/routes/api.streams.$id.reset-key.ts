import { json } from "@remix-run/node";
import { parseStreamId, STREAM_MESSAGES } from "~/schemas/stream";
import { requireApiUser } from "~/services/auth.server";
import { hostOnly, streamNamed } from "~/services/team-access.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { resetStreamKeyForHost } from "~/services/streams.server";

export const { loader, action } = apiRoute({
  /** A new stream key (the old one stops working); 200 with the stream. */
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const streamId = parseStreamId(params.id);
    const stream =
      streamId === null ? null : await hostOnly(user.id, streamNamed(streamId), () => resetStreamKeyForHost({ hostId: user.id, streamId }));
    if (!stream) throw new HttpError(404, STREAM_MESSAGES.notFound);
    return json(stream);
  },
});
