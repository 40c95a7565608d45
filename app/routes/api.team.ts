import { json } from "@remix-run/node";
import { teamInviteSchema } from "~/schemas/team";
import { inviteToTeam, teamOf } from "~/services/account/team.server";
import { apiRoute, parseJsonBody } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The signed-in host's team (members, open invitations) and the teams they are on. */
  GET: signedIn(async ({ user }) => json(await teamOf(user))),
  /** `{ email, role: "moderator" | "co-host" }`: 201 with the invitation; the e-mail carries the link. */
  POST: signedIn(async ({ request, user }) => {
    const invite = await parseJsonBody(request, teamInviteSchema);
    return json(await inviteToTeam(user, invite), { status: 201 });
  }),
});
