import { teamInviteSchema } from "~/schemas/team";
import { teamChangeDoneSchema, teamInvitationSchema, teamSchema } from "~/contracts/team-shapes";
import { call, created, reply, type ApiCall } from "./define.server";

/** The JSON calls of the API reference's "Team" area. */
export const teamCalls: ApiCall[] = [
  call("api.team", "GET", "Team", "host", "Your team, open invitations, and the teams you are on", {
    responses: { 200: reply("Your team", teamSchema) },
  }),
  call("api.team", "POST", "Team", "host", "Invite a moderator or co-host", {
    body: teamInviteSchema,
    responses: {
      ...created("the invitation", teamInvitationSchema),
      409: "Already on your team, or the team is full (50 members and open invitations)",
    },
  }),
  call("api.team.$memberId", "DELETE", "Team", "host", "Remove a member from your team", {
    responses: { 200: reply("Removed", teamChangeDoneSchema) },
  }),
  call("api.team.invitations.$invitationId", "DELETE", "Team", "host", "Withdraw an invitation", {
    responses: { 200: reply("Withdrawn", teamChangeDoneSchema) },
  }),
];
