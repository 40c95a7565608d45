import { json } from "@remix-run/node";
import { parseStreamId, STREAM_MESSAGES } from "~/schemas/stream";
import { hostOnly, streamNamed } from "~/services/account/team-access.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { resetStreamKeyForHost } from "~/services/hosting/streams.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** A new stream key (the old one stops working); 200 with the stream. */
  POST: signedIn(async ({ params, user }) => {
    const streamId = parseStreamId(params.id);
    const notFound = () => new HttpError(404, STREAM_MESSAGES.notFound);
    if (streamId === null) throw notFound();
    // A team member (a co-host runs the encoder with the key) is told that only the host resets it.
    const stream = await hostOnly(user.id, streamNamed(streamId), async () => {
      const reset = await resetStreamKeyForHost({ hostId: user.id, streamId });
      if (!reset) throw notFound();
      return reset;
    });
    return json(stream);
  }),
});
