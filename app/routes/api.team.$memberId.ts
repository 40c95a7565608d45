import { json } from "@remix-run/node";
import { MEMBER_NOT_FOUND, removeTeamMember } from "~/services/account/team.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";
import { apiRoute, rowIdOr404 } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Takes a member off the host's team: their access ends and their live connections close. */
  DELETE: signedIn(async ({ params, user }) => {
    const memberId = rowIdOr404(params.memberId, MEMBER_NOT_FOUND);
    await removeTeamMember({ hostId: user.id, memberId });
    return json({ success: true });
  }),
});
