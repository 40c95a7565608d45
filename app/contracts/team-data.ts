import type { TeamRole } from "../../db/schema/team";
import type { FormResult } from "~/utils/form-result";
import { isOneOf } from "~/utils/one-of";
import type { Team } from "./team-shapes";

export const TEAM_INTENTS = ["team-invite", "team-remove", "team-revoke"] as const;
export type TeamIntent = (typeof TEAM_INTENTS)[number];
export const isTeamIntent = isOneOf(TEAM_INTENTS);

export type TeamRoleName = TeamRole;
export const TEAM_ROLE_CHOICES: { value: TeamRoleName; label: string; text: string }[] = [
  { value: "moderator", label: "Moderator", text: "Moderates the chat, answers Q&A, runs polls and overlays." },
  { value: "co-host", label: "Co-host", text: "All a moderator does, and also goes live, ends the stream and lets the waiting room in." },
];
export const roleLabel = (role: TeamRoleName) => TEAM_ROLE_CHOICES.find((choice) => choice.value === role)?.label ?? role;

/** The Team & Access tab: the host's team, the invitations out, and the teams the host is on (GET /api/team's reply). */
export type TeamTabData = Team;

export type { Team, TeamInvitation } from "./team-shapes";

export type TeamFormResult = FormResult<TeamIntent>;
