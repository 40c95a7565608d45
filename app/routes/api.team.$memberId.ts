import { json } from "@remix-run/node";
import { parseRowId } from "~/schemas/chat";
import { MEMBER_NOT_FOUND, removeTeamMember } from "~/services/account/team.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Takes a member off the host's team: their access ends and their live connections close. */
  DELETE: signedIn(async ({ params, user }) => {
    const memberId = parseRowId(params.memberId ?? "");
    if (memberId === null) throw new HttpError(404, MEMBER_NOT_FOUND);
    await removeTeamMember({ hostId: user.id, memberId });
    return json({ success: true });
  }),
});
