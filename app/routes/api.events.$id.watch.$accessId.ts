import { json } from "@remix-run/node";
import { apiRoute, HttpError } from "~/utils/http.server";
import { LINK_NOT_FOUND } from "~/services/room/stream-access.server";
import { resolveEventWatch } from "~/services/room/watch.server";
import { parseEventId } from "~/utils/route-ids";

export const { loader, action } = apiRoute({
  /** A registrant's event link; answers with redirectToUniqueUrl once the event has a stream. */
  GET: async ({ request, params }) => {
    const eventId = parseEventId(params.id);
    if (eventId === null) throw new HttpError(404, LINK_NOT_FOUND);
    const { response, setCookie } = await resolveEventWatch({ request, eventId, accessId: params.accessId ?? "" });
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return json(response, { headers });
  },
});
