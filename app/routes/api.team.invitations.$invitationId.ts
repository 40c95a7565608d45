import { json } from "@remix-run/node";
import { parseRowId } from "~/schemas/chat";
import { INVITATION_NOT_FOUND, revokeInvitation } from "~/services/account/team.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Withdraws an open invitation: its link stops working. */
  DELETE: signedIn(async ({ params, user }) => {
    const invitationId = parseRowId(params.invitationId ?? "");
    if (invitationId === null) throw new HttpError(404, INVITATION_NOT_FOUND);
    await revokeInvitation({ hostId: user.id, invitationId });
    return json({ success: true });
  }),
});
