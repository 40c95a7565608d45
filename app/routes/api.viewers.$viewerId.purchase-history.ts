import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { parseRowId } from "~/schemas/chat";
import { requireApiUser } from "~/services/auth.server";
import { VIEWER_NOT_FOUND } from "~/services/chat/moderation.server";
import { purchaseHistoryOf } from "~/services/chat/purchase-history.server";
import { methodNotAllowed, HttpError, errorResponse } from "~/utils/http.server";

/** GET: what a chatter of one of the host's streams bought from the host (cents; zeros when nothing). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    const viewerId = parseRowId(params.viewerId);
    if (viewerId === null) throw new HttpError(404, VIEWER_NOT_FOUND);
    return json(await purchaseHistoryOf({ hostId: user.id, viewerId }), { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const action = () => methodNotAllowed(["GET"]);
