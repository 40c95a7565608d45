import { json } from "@remix-run/node";
import { parseRowId } from "~/schemas/chat";
import { requireApiUser } from "~/services/account/auth.server";
import { MEMBER_NOT_FOUND, removeTeamMember } from "~/services/account/team.server";
import { apiRoute, HttpError } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Takes a member off the host's team: their access ends and their live connections close. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const memberId = parseRowId(params.memberId ?? "");
    if (memberId === null) throw new HttpError(404, MEMBER_NOT_FOUND);
    await removeTeamMember({ hostId: user.id, memberId });
    return json({ success: true });
  },
});
