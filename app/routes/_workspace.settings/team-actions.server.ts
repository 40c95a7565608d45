import { isTeamIntent, type TeamTabData } from "~/contracts/team-data";
import type { PublicUser } from "~/models/user.server";
import { parseRowId } from "~/utils/row-id";
import { teamInviteSchema } from "~/schemas/team";
import { inviteToTeam, removeTeamMember, revokeInvitation, teamOf } from "~/services/account/team.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure } from "~/utils/form-result.server";
import { fieldErrorsOf, HttpError, readForm } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";

export { isTeamIntent };

const TEAM_TAB = "/settings?tab=team";

export async function teamTabData(user: PublicUser): Promise<TeamTabData> {
  return teamOf(user);
}

/** The Team & Access tab's forms: invite, remove a member, withdraw an invitation (PRG with a toast). */
export async function teamAction({ user, request }: { user: PublicUser; request: Request }): Promise<Response> {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isTeamIntent(intent)) return formFailure(null, "Unknown action. Reload the page and try again.", { toast: null });
  const values = { email: String(form.get("email") ?? "").slice(0, 254), role: String(form.get("role") ?? "") };
  try {
    if (intent === "team-invite") {
      const parsed = teamInviteSchema.safeParse(values);
      if (!parsed.success) {
        return formFailure(intent, null, { fieldErrors: fieldErrorsOf(parsed.error), values, status: 400, toast: null });
      }
      const invitation = await inviteToTeam(user, parsed.data);
      return redirectWithToast(TEAM_TAB, { title: "Invitation sent", description: `${invitation.email} gets a link to join your team.` });
    }
    if (intent === "team-remove") {
      await removeTeamMember({ hostId: user.id, memberId: parseRowId(String(form.get("memberId") ?? "")) ?? 0 });
      return redirectWithToast(TEAM_TAB, { title: "Removed from the team", description: "Their access ended at once." });
    }
    await revokeInvitation({ hostId: user.id, invitationId: parseRowId(String(form.get("invitationId") ?? "")) ?? 0 });
    return redirectWithToast(TEAM_TAB, { title: "Invitation withdrawn", description: "Its link no longer works." });
  } catch (error) {
    if (!(error instanceof HttpError)) {
      getLogger().error({ err: error, intent }, "a team action failed");
      return formFailure(intent, "Something went wrong. Please try again.", { values, status: 500 });
    }
    return formFailure(intent, null, {
      fieldErrors: error.fieldErrors ?? { "": [error.message] },
      values: intent === "team-invite" ? values : null,
      status: error.status,
      toast: null,
    });
  }
}
