import { json } from "@remix-run/node";
import { apiRoute } from "~/utils/http.server";
import { resolveStreamWatch } from "~/services/room/watch.server";

export const { loader, action } = apiRoute({
  /** The watch response for a personal link; remembers it in the signed viewer cookie. */
  GET: async ({ request, params }) => {
    const { response, setCookie } = await resolveStreamWatch({ request, streamId: params.streamId ?? "", uniqueId: params.uniqueId ?? "" });
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return json(response, { headers });
  },
});
