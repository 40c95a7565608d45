import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { parseEventId } from "~/schemas/event";
import { jsonError, methodNotAllowed, errorResponse } from "~/utils/http.server";
import { LINK_NOT_FOUND } from "~/services/stream-access.server";
import { resolveEventWatch } from "~/services/watch.server";

/** GET: a registrant's event link; answers with redirectToUniqueUrl once the event has a stream. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const eventId = parseEventId(params.id);
  if (eventId === null) return jsonError(404, LINK_NOT_FOUND);
  try {
    const { response, setCookie } = await resolveEventWatch({ request, eventId, accessId: params.accessId ?? "" });
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return json(response, { headers });
  } catch (error) {
    return errorResponse(error);
  }
}

export const action = () => methodNotAllowed(["GET"]);
