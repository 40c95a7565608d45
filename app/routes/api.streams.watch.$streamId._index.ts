import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, errorResponse } from "~/utils/http.server";
import { resolveStreamWatch } from "~/services/watch.server";

/** GET: the watch response for /watch/{streamId} (polled by the page as a fallback to push). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const { response } = await resolveStreamWatch({ request, streamId: params.streamId ?? "" });
    return json(response, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const action = () => methodNotAllowed(["GET"]);
