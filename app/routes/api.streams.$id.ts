import { json, type ActionFunctionArgs } from "@remix-run/node";
import { getHostStream, getHostStreamRow } from "~/models/stream.server";
import { parseStreamId, STREAM_MESSAGES, streamPatchSchema } from "~/schemas/stream";
import { requireApiUser } from "~/services/auth.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";
import { deleteStreamForHost, updateStreamForHost } from "~/services/streams.server";

// The client reads `message` from a failed DELETE (spec section 7), the rest of the API `error`:
// this route's own failures carry both.
const failure = (status: number, text: string) => new HttpError(status, text, { alsoAsMessage: true });
const notFound = () => failure(404, STREAM_MESSAGES.notFound);
const readable = (error: unknown): never => {
  throw error instanceof HttpError ? failure(error.status, error.message) : error;
};

async function hostStreamId({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const streamId = parseStreamId(params.id);
  if (streamId === null) throw notFound();
  return { hostId: user.id, streamId };
}

export const { loader, action } = apiRoute({
  /** One of the host's streams, with its stream key. */
  GET: async (args) => {
    const stream = await getHostStream(await hostStreamId(args));
    if (!stream) throw notFound();
    return json(stream);
  },
  /** Changes title, isLive or status. */
  PATCH: async (args) => {
    const ids = await hostStreamId(args);
    if (!(await getHostStreamRow(ids))) throw notFound();
    const patch = await parseJsonBody(args.request, streamPatchSchema);
    const stream = await updateStreamForHost({ ...ids, patch });
    if (!stream) throw notFound();
    return json(stream);
  },
  /** Removes the stream here and at the provider; a live one is a 409. */
  DELETE: async (args) => {
    if (!(await deleteStreamForHost(await hostStreamId(args)).catch(readable))) throw notFound();
    return json({ message: "Stream deleted" });
  },
});
