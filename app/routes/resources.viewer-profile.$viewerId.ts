import { json } from "@remix-run/node";
import { viewerProfileOf } from "~/routes/shared.events/chat-actions.server";
import { parseRowId } from "~/utils/row-id";
import { requireApiUser } from "~/services/account/auth.server";
import { VIEWER_NOT_FOUND } from "~/services/room/chat/moderation.server";
import { apiRoute, HttpError } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /**
   * The Customer Profile dialog's data for a chatter of one of the host's streams: first name,
   * e-mail and purchase history (cents). 404 when the viewer is not the host's.
   */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const viewerId = parseRowId(params.viewerId);
    const profile = viewerId ? await viewerProfileOf({ hostId: user.id, viewerId }) : null;
    if (!profile) throw new HttpError(404, VIEWER_NOT_FOUND);
    return json(profile, { headers: { "Cache-Control": "private, no-store" } });
  },
});
