import type { Generated, Selectable } from "kysely";

/** What a member of a host's team may do: moderators run the room, co-hosts also the broadcast. */
export type TeamRole = "moderator" | "co-host";

/** migrations/0025_team.ts: someone with their own account on a host's team. */
export interface TeamMembersTable {
  id: Generated<number>;
  /** The host (users.id) whose events the member helps run. */
  hostId: number;
  /** The member's own account (users.id). */
  userId: number;
  role: TeamRole;
  createdAt: string;
}

/** An invitation by e-mail to a host's team; accepted, revoked or expired ones stay for the record. */
export interface TeamInvitationsTable {
  id: Generated<number>;
  hostId: number;
  email: string;
  role: TeamRole;
  /** sha256 of the link's token; the token itself is only in the e-mail. */
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

export interface TeamTables {
  teamMembers: TeamMembersTable;
  teamInvitations: TeamInvitationsTable;
}

export type TeamMemberRow = Selectable<TeamMembersTable>;
export type TeamInvitationRow = Selectable<TeamInvitationsTable>;
