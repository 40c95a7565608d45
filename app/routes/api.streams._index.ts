import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { listStreams } from "~/models/stream.server";
import { STREAM_MESSAGES, streamCreateSchema } from "~/schemas/stream";
import { requireApiUser } from "~/services/auth.server";
import { jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";
import { createStreamForHost } from "~/services/streams.server";
import { VideoProviderError } from "~/services/video/provider.server";

/** GET /api/streams: the signed-in host's streams, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await listStreams({ hostId: user.id }));
}

/** POST /api/streams `{ title, eventId? }`: creates a live stream at the provider; 201 with it. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, streamCreateSchema);
  try {
    const stream = await createStreamForHost({ hostId: user.id, title: input.title, eventId: input.eventId ?? null });
    return stream ? json(stream, { status: 201 }) : jsonError(404, STREAM_MESSAGES.eventNotFound);
  } catch (error) {
    if (error instanceof VideoProviderError) return jsonError(error.status, error.message);
    throw error;
  }
}
