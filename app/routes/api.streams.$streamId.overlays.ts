import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed, readJson } from "~/services/http.server";
import { createOverlay, listOverlaysForRequest, noStore, overlayErrorResponse } from "~/services/overlays.server";

/** GET: the stream's active overlays, for the host, a registered viewer (`?token=` or cookie) or anyone on an open event. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    return noStore(await listOverlaysForRequest({ request, streamId: params.streamId }));
  } catch (error) {
    return overlayErrorResponse(error);
  }
}

/** POST `{ type, isActive?, config }` (config a JSON string or object): the host adds an overlay; 201 with it. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  try {
    const body = await readJson(request);
    return noStore(await createOverlay({ hostId: user.id, streamId: params.streamId, body }), { status: 201 });
  } catch (error) {
    return overlayErrorResponse(error);
  }
}
