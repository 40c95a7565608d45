import { json } from "@remix-run/node";
import { parseRowId } from "~/schemas/chat";
import { hostOnly } from "~/services/account/team-access.server";
import { VIEWER_NOT_FOUND } from "~/services/room/chat/moderation.server";
import { purchaseHistoryOf } from "~/services/room/chat/purchase-history.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** What a chatter of one of the host's streams bought from the host (cents; zeros when nothing). */
  GET: signedIn(async ({ params, user }) => {
    const viewerId = parseRowId(params.viewerId);
    if (viewerId === null) throw new HttpError(404, VIEWER_NOT_FOUND);
    const history = await hostOnly(user.id, { kind: "viewer", viewerId }, () => purchaseHistoryOf({ hostId: user.id, viewerId }));
    return json(history, { headers: { "Cache-Control": "private, no-store" } });
  }),
});
