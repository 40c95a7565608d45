import { json } from "@remix-run/node";
import { hostOnly } from "~/services/account/team-access.server";
import { VIEWER_NOT_FOUND } from "~/services/room/chat/moderation.server";
import { purchaseHistoryOf } from "~/services/room/chat/purchase-history.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";
import { apiRoute, rowIdOr404 } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** What a chatter of one of the host's streams bought from the host (cents; zeros when nothing). */
  GET: signedIn(async ({ params, user }) => {
    const viewerId = rowIdOr404(params.viewerId, VIEWER_NOT_FOUND);
    const history = await hostOnly(user.id, { kind: "viewer", viewerId }, () => purchaseHistoryOf({ hostId: user.id, viewerId }));
    return json(history, { headers: { "Cache-Control": "private, no-store" } });
  }),
});
