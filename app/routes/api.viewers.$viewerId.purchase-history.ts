import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { parseRowId } from "~/schemas/chat";
import { requireApiUser } from "~/services/auth.server";
import { ChatError, chatErrorResponse, purchaseHistoryOf, VIEWER_NOT_FOUND } from "~/services/chat.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET: what a chatter of one of the host's streams bought from the host (cents; zeros when nothing). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    const viewerId = parseRowId(params.viewerId);
    if (viewerId === null) throw new ChatError(404, VIEWER_NOT_FOUND);
    return json(await purchaseHistoryOf({ hostId: user.id, viewerId }), { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return chatErrorResponse(error);
  }
}

export const action = () => methodNotAllowed(["GET"]);
