import { json, type ActionFunctionArgs } from "@remix-run/node";
import { getHostStream, getHostStreamRow } from "~/models/stream.server";
import { parseStreamId, STREAM_MESSAGES, streamPatchSchema } from "~/schemas/stream";
import { requireApiUser } from "~/services/account/auth.server";
import { actingHostId, HOST_ONLY, hostOnly } from "~/services/account/team-access.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";
import { deleteStreamForHost, updateStreamForHost } from "~/services/hosting/streams.server";

// The client reads `message` from a failed DELETE (spec section 7), the rest of the API `error`:
// this route's own failures carry both.
const failure = (status: number, text: string) => new HttpError(status, text, { alsoAsMessage: true });
const notFound = () => failure(404, STREAM_MESSAGES.notFound);
const readable = (error: unknown): never => {
  throw error instanceof HttpError ? failure(error.status, error.message) : error;
};

/** The stream and the host it is acted on for: a co-host runs the broadcast (reads the key, goes live, ends it). */
async function hostStreamId({ request, params }: ActionFunctionArgs, power: "broadcast" | null = null) {
  const user = await requireApiUser(request);
  const streamId = parseStreamId(params.id);
  if (streamId === null) throw notFound();
  const resource = { kind: "stream" as const, streamId };
  const hostId = power ? await actingHostId(user, resource, power).catch(readable) : user.id;
  return { hostId, streamId, userId: user.id, resource };
}

export const { loader, action } = apiRoute({
  /** One of the host's streams, with its stream key. */
  GET: async (args) => {
    const stream = await getHostStream(await hostStreamId(args, "broadcast"));
    if (!stream) throw notFound();
    return json(stream);
  },
  /** Changes title, isLive or status. */
  PATCH: async (args) => {
    const ids = await hostStreamId(args, "broadcast");
    if (!(await getHostStreamRow(ids))) throw notFound();
    const patch = await parseJsonBody(args.request, streamPatchSchema);
    if (patch.title !== undefined && ids.hostId !== ids.userId) throw failure(403, HOST_ONLY);
    const stream = await updateStreamForHost({ ...ids, patch });
    if (!stream) throw notFound();
    return json(stream);
  },
  /** Removes the stream here and at the provider; a live one is a 409. */
  DELETE: async (args) => {
    const ids = await hostStreamId(args);
    return hostOnly(ids.userId, ids.resource, async () => {
      if (!(await deleteStreamForHost(ids).catch(readable))) throw notFound();
      return json({ message: "Stream deleted" });
    }).catch(readable);
  },
});
