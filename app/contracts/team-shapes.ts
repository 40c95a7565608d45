// A host's team as the Team calls answer it, as zod shapes: the OpenAPI document describes the
// replies with them and their types are the ones the server builds. Server only at run time: pages
// import these types alone (`import type`, through team-data.ts), never zod.
import * as z from "zod";
import type { TeamRole } from "../../db/schema/team";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const TEAM_ROLES = ["moderator", "co-host"] as const satisfies readonly TeamRole[];

const teamRole = () =>
  z.enum(TEAM_ROLES).meta({
    description:
      "moderator: moderates the chat, answers Q&A, runs polls and overlays; co-host: also goes live, ends the stream and lets the waiting room in.",
  });

/** An invitation to the host's team, open until it is accepted, withdrawn or expires (7 days). */
export const teamInvitationSchema = apiShape(
  "TeamInvitation",
  z.object({
    id: rowId(3),
    email: z.string().meta({ examples: ["sam@example.com"] }),
    role: teamRole(),
    sentAt: isoTime(),
    expiresAt: isoTime(),
    expired: z.boolean().meta({ description: "Its link no longer works: invite again." }),
  }),
);
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * The host's team (GET /api/team, the Team & Access tab): its members, the invitations out, and the
 * teams the host is on.
 */
export const teamSchema = apiShape(
  "Team",
  z.object({
    members: z.array(
      z.object({
        id: z
          .number()
          .int()
          .meta({ description: "The membership's id (DELETE /api/team/{memberId}).", examples: [8] }),
        userId: z.number().int().meta({ description: "The member's account." }),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        role: teamRole(),
        joinedAt: isoTime(),
      }),
    ),
    invitations: z.array(teamInvitationSchema).meta({ description: "The invitations not yet accepted or withdrawn, expired ones included." }),
    memberships: z
      .array(
        z.object({
          id: z.number().int().meta({ description: "The membership's id." }),
          hostId: z.number().int(),
          hostName: z.string().meta({ examples: ["Alex Rivera"] }),
          role: teamRole(),
        }),
      )
      .meta({ description: "The other hosts' teams the signed-in user is on." }),
  }),
);
export type Team = z.infer<typeof teamSchema>;

/** DELETE /api/team/{memberId} and /api/team/invitations/{invitationId}. */
export const teamChangeDoneSchema = apiShape("TeamChangeDone", z.object({ success: z.literal(true) }));
