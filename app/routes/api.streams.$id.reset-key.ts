import { json, type ActionFunctionArgs } from "@remix-run/node";
import { parseStreamId, STREAM_MESSAGES } from "~/schemas/stream";
import { requireApiUser } from "~/services/auth.server";
import { jsonError, methodNotAllowed } from "~/utils/http.server";
import { resetStreamKeyForHost } from "~/services/streams.server";
import { VideoProviderError } from "~/services/video/provider.server";

const notFound = () => jsonError(404, STREAM_MESSAGES.notFound);

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/streams/{id}/reset-key: a new stream key (the old one stops working); 200 with the stream. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(request);
  const streamId = parseStreamId(params.id);
  if (streamId === null) return notFound();
  try {
    const stream = await resetStreamKeyForHost({ hostId: user.id, streamId });
    return stream ? json(stream) : notFound();
  } catch (error) {
    if (error instanceof VideoProviderError) return jsonError(error.status, error.message);
    throw error;
  }
}
