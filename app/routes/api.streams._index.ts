import { json } from "@remix-run/node";
import { listStreams } from "~/models/stream.server";
import { STREAM_MESSAGES, streamCreateSchema } from "~/schemas/stream";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The signed-in host's streams, newest first. */
  GET: signedIn(async ({ user }) => json(await listStreams({ hostId: user.id }))),
  /** `{ title, eventId? }`: creates a live stream at the provider; 201 with it. */
  POST: signedIn(async ({ request, user }) => {
    const input = await parseJsonBody(request, streamCreateSchema);
    const stream = await createStreamForHost({ hostId: user.id, title: input.title, eventId: input.eventId ?? null });
    if (!stream) throw new HttpError(404, STREAM_MESSAGES.eventNotFound);
    return json(stream, { status: 201 });
  }),
});
