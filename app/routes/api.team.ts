import { json } from "@remix-run/node";
import { teamInviteSchema } from "~/schemas/team";
import { requireApiUser } from "~/services/account/auth.server";
import { inviteToTeam, teamOf } from "~/services/account/team.server";
import { apiRoute, parseJsonBody } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** The signed-in host's team (members, open invitations) and the teams they are on. */
  GET: async ({ request }) => json(await teamOf(await requireApiUser(request))),
  /** `{ email, role: "moderator" | "co-host" }`: 201 with the invitation; the e-mail carries the link. */
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const invite = await parseJsonBody(request, teamInviteSchema);
    return json(await inviteToTeam(user, invite), { status: 201 });
  },
});
