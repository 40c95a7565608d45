import { teamInviteSchema } from "~/schemas/team";
import { teamChangeDoneSchema, teamInvitationSchema, teamSchema } from "~/contracts/team-shapes";
import { apiArea, created, ok, type ApiCall } from "./define.server";

const { host } = apiArea("Team");

/** The JSON calls of the API reference's "Team" area. */
export const teamCalls: ApiCall[] = [
  host("GET", "api.team", "Your team, open invitations, and the teams you are on", { responses: ok("Your team", teamSchema) }),
  host("POST", "api.team", "Invite a moderator or co-host", {
    body: teamInviteSchema,
    responses: {
      ...created("the invitation", teamInvitationSchema),
      409: "Already on your team, or the team is full (50 members and open invitations)",
    },
  }),
  host("DELETE", "api.team.$memberId", "Remove a member from your team", { responses: ok("Removed", teamChangeDoneSchema) }),
  host("DELETE", "api.team.invitations.$invitationId", "Withdraw an invitation", { responses: ok("Withdrawn", teamChangeDoneSchema) }),
];
