import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getHostStream, getHostStreamRow } from "~/models/stream.server";
import { parseStreamId, STREAM_MESSAGES, streamPatchSchema } from "~/schemas/stream";
import { requireApiUser } from "~/services/auth.server";
import { jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";
import { deleteStreamForHost, StreamConflictError, updateStreamForHost } from "~/services/streams.server";
import { VideoProviderError } from "~/services/video/provider.server";

// The client reads `message` from a failed DELETE (spec section 7), the rest of the API `error`:
// failures here carry both.
const failure = (status: number, text: string) => jsonError(status, text, { message: text });
const notFound = () => failure(404, STREAM_MESSAGES.notFound);

/** GET /api/streams/{id}: one of the host's streams, with its stream key. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const streamId = parseStreamId(params.id);
  const stream = streamId === null ? null : await getHostStream({ hostId: user.id, streamId });
  return stream ? json(stream) : notFound();
}

/** PATCH changes title, isLive or status; DELETE removes the stream here and at the provider. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
  const user = await requireApiUser(request);
  const streamId = parseStreamId(params.id);
  if (streamId === null) return notFound();

  if (request.method === "DELETE") {
    try {
      return (await deleteStreamForHost({ hostId: user.id, streamId })) ? json({ message: "Stream deleted" }) : notFound();
    } catch (error) {
      if (error instanceof StreamConflictError) return failure(409, error.message);
      if (error instanceof VideoProviderError) return failure(error.status, error.message);
      throw error;
    }
  }

  if (!(await getHostStreamRow({ hostId: user.id, streamId }))) return notFound();
  const patch = await parseJsonBody(request, streamPatchSchema);
  const stream = await updateStreamForHost({ hostId: user.id, streamId, patch });
  return stream ? json(stream) : notFound();
}
