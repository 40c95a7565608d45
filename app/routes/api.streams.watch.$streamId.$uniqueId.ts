import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, errorResponse } from "~/utils/http.server";
import { resolveStreamWatch } from "~/services/watch.server";

/** GET: the watch response for a personal link; remembers it in the signed viewer cookie. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const { response, setCookie } = await resolveStreamWatch({ request, streamId: params.streamId ?? "", uniqueId: params.uniqueId ?? "" });
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return json(response, { headers });
  } catch (error) {
    return errorResponse(error);
  }
}

export const action = () => methodNotAllowed(["GET"]);
