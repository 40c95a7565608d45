import { json } from "@remix-run/node";
import { INVITATION_NOT_FOUND, revokeInvitation } from "~/services/account/team.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";
import { apiRoute, rowIdOr404 } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Withdraws an open invitation: its link stops working. */
  DELETE: signedIn(async ({ params, user }) => {
    const invitationId = rowIdOr404(params.invitationId, INVITATION_NOT_FOUND);
    await revokeInvitation({ hostId: user.id, invitationId });
    return json({ success: true });
  }),
});
