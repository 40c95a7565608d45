import type { FormResult } from "~/utils/form-result";
import { isOneOf } from "~/utils/one-of";

export const TEAM_INTENTS = ["team-invite", "team-remove", "team-revoke"] as const;
export type TeamIntent = (typeof TEAM_INTENTS)[number];
export const isTeamIntent = isOneOf(TEAM_INTENTS);

export type TeamRoleName = "moderator" | "co-host";
export const TEAM_ROLE_CHOICES: { value: TeamRoleName; label: string; text: string }[] = [
  { value: "moderator", label: "Moderator", text: "Moderates the chat, answers Q&A, runs polls and overlays." },
  { value: "co-host", label: "Co-host", text: "All a moderator does, and also goes live, ends the stream and lets the waiting room in." },
];
export const roleLabel = (role: TeamRoleName) => TEAM_ROLE_CHOICES.find((choice) => choice.value === role)?.label ?? role;

/** The Team & Access tab: the host's team, the invitations out, and the teams the host is on. */
export interface TeamTabData {
  members: { id: number; firstName: string; lastName: string; email: string; role: TeamRoleName; joinedAt: string }[];
  invitations: { id: number; email: string; role: TeamRoleName; sentAt: string; expiresAt: string; expired: boolean }[];
  memberships: { id: number; hostName: string; role: TeamRoleName }[];
}

export type TeamFormResult = FormResult<TeamIntent>;
