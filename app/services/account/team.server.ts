// A host's team: invitations by e-mail (a link valid for a week, revocable), accepting them with
// one's own account, and removing members, which ends their open live connections at once (on
// every process: the notice travels as a live event on each of the host's streams).
import type { TeamRole } from "../../../db/schema/team";
import { enqueueOutboxMessage } from "~/models/outbox.server";
import {
  acceptTeamInvitation,
  createTeamInvitation,
  deleteTeamMember,
  findTeamInvitationByTokenHash,
  findTeamMember,
  findTeamRole,
  listHostStreamRowIds,
  listMemberships,
  listOpenTeamInvitations,
  listTeamEvents,
  listTeamMembers,
  revokeTeamInvitation,
} from "~/models/team.server";
import { hostHasEvents } from "~/models/event.server";
import { normalizeEmail, type PublicUser } from "~/models/user.server";
import type { TeamInvite } from "~/schemas/team";
import { publicOrigin } from "~/utils/config.server";
import { STAFF_BADGES } from "~/contracts/live-events";
import type { Team, TeamInvitation } from "~/contracts/team-shapes";
import { HttpError } from "~/utils/http.server";
import { nowIso, randomToken, secretHash } from "~/utils/tokens.server";
import { publishLiveEvents } from "~/services/realtime/index.server";
import { isServerAdmin } from "./server-admin.server";
import { HOST_ONLY } from "./team-access.server";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TEAM_LIMIT = 50;
export const MEMBER_NOT_FOUND = "Team member not found";
export const INVITATION_NOT_FOUND = "Invitation not found";
export const INVITE_YOURSELF = "You are the host: invite someone else.";
export const ALREADY_ON_TEAM = "This person is already on your team.";
export const TEAM_FULL = `A team has at most ${TEAM_LIMIT} members and open invitations.`;
export const INVITATION_INVALID = "This invitation is not valid. Ask the host to send a new one.";
export const INVITATION_EXPIRED = "This invitation has expired. Ask the host to send a new one.";
export const INVITATION_USED = "This invitation has already been used or was withdrawn.";

export const ROLE_LABELS: Record<TeamRole, string> = { moderator: "Moderator", "co-host": "Co-host" };

export const teamJoinPath = (token: string) => `/team/join/${token}`;
export const signUpFromInvitationPath = (token: string) => `/signup?invitation=${encodeURIComponent(token)}`;

/** An address as told to someone who may not own it: its first letter and its domain (j…@example.com). */
export function maskedEmail(email: string) {
  const at = email.lastIndexOf("@");
  return at < 1 ? "…" : `${email.slice(0, 1)}…${email.slice(at)}`;
}

/** Whose invitation a link is, told to an account with another address; the rest says what to do. */
export const invitationIsFor = (email: string, next: string) => `This invitation is for ${maskedEmail(email)}. ${next}`;
export const SIGN_IN_AS_INVITEE = "Sign in with that address to join.";
export const SIGN_UP_AS_INVITEE = "Create your account with that address to join the team.";

/** An invitation is accepted only by the account with the address it was sent to. */
export const isInvitee = (user: Pick<PublicUser, "email">, invitation: { email: string }) =>
  normalizeEmail(user.email) === normalizeEmail(invitation.email);

/** The host's team as the Team tab and GET /api/team show it, and the teams the user is on. */
export async function teamOf(user: PublicUser): Promise<Team> {
  const [members, invitations, memberships] = await Promise.all([
    listTeamMembers({ hostId: user.id }),
    listOpenTeamInvitations({ hostId: user.id }),
    listMemberships({ userId: user.id }),
  ]);
  const now = nowIso();
  return {
    members: members.map((member) => ({
      id: member.id,
      userId: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      role: member.role,
      joinedAt: member.createdAt,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      sentAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      expired: invitation.expiresAt <= now,
    })),
    memberships: memberships.map((membership) => ({
      id: membership.memberId,
      hostId: membership.hostId,
      hostName: `${membership.hostFirstName} ${membership.hostLastName}`.trim(),
      role: membership.role,
    })),
  };
}

/** The events the user helps run on other hosts' teams (the Events page's "Team events"). */
export async function listTeamEventsFor(userId: number) {
  const rows = await listTeamEvents({ userId });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    scheduledAt: row.scheduledAt,
    timezone: row.timezone,
    role: row.role,
    hostName: `${row.hostFirstName} ${row.hostLastName}`.trim(),
    streamId: row.streamId ?? null,
  }));
}

/**
 * What Settings calls the account: "Server admin" for the box's admin, "Host" for anyone with
 * events of their own (or no team), and each team they help on ("Moderator on Hana Host's team").
 */
export async function accountRoles(user: PublicUser): Promise<string[]> {
  const [admin, teamEvents, hosts] = await Promise.all([isServerAdmin(user), listTeamEventsFor(user.id), hostHasEvents({ hostId: user.id })]);
  const teams = [...new Set(teamEvents.map((event) => `${STAFF_BADGES[event.role]} on ${event.hostName}'s team`))];
  const own = admin ? "Server admin" : hosts || teams.length === 0 ? "Host" : null;
  return own ? [own, ...teams] : teams;
}

/** Invites someone by e-mail; the e-mail carries the one link that joins. */
export async function inviteToTeam(host: PublicUser, invite: TeamInvite): Promise<TeamInvitation> {
  const email = normalizeEmail(invite.email);
  if (email === normalizeEmail(host.email)) throw new HttpError(400, INVITE_YOURSELF, { fieldErrors: { email: [INVITE_YOURSELF] } });
  const [members, invitations] = await Promise.all([listTeamMembers({ hostId: host.id }), listOpenTeamInvitations({ hostId: host.id })]);
  if (members.some((member) => normalizeEmail(member.email) === email))
    throw new HttpError(409, ALREADY_ON_TEAM, { fieldErrors: { email: [ALREADY_ON_TEAM] } });
  if (members.length + invitations.length >= TEAM_LIMIT) throw new HttpError(409, TEAM_FULL);
  const token = randomToken(32);
  const expiresAt = nowIso(new Date(Date.now() + INVITATION_TTL_MS));
  const invitation = await createTeamInvitation({ hostId: host.id, email, role: invite.role, tokenHash: secretHash(token), expiresAt });
  const link = `${publicOrigin()}${teamJoinPath(token)}`;
  const hostName = `${host.firstName} ${host.lastName}`.trim();
  const role = ROLE_LABELS[invite.role].toLowerCase();
  await enqueueOutboxMessage({
    hostId: host.id,
    kind: "team_invitation",
    toAddress: email,
    subject: `${hostName} invites you to help run their events`,
    bodyText:
      `Hi,\n\n${hostName} invites you to their team on ShowUp as a ${role}.\n` +
      `Join with your own ShowUp account (or create one) here:\n${link}\n\n` +
      `The invitation expires in 7 days. If you did not expect it, ignore this e-mail.\n`,
    payload: { link, hostName, role, expiresAt },
  });
  return { id: invitation.id, email: invitation.email, role: invitation.role, sentAt: invitation.createdAt, expiresAt, expired: false };
}

export async function revokeInvitation({ hostId, invitationId }: { hostId: number; invitationId: number }) {
  if (!(await revokeTeamInvitation({ hostId, invitationId }))) throw new HttpError(404, INVITATION_NOT_FOUND);
}

/**
 * Removes a member of the host's team: their access ends at once, and their open live
 * connections to the host's streams are closed. A member of the team asking gets 403; anyone else 404.
 */
export async function removeTeamMember({ hostId, memberId }: { hostId: number; memberId: number }) {
  const userId = await deleteTeamMember({ hostId, memberId });
  if (userId === null) {
    const member = await findTeamMember({ memberId });
    if (member && (await findTeamRole({ hostId: member.hostId, userId: hostId }))) throw new HttpError(403, HOST_ONLY);
    throw new HttpError(404, MEMBER_NOT_FOUND);
  }
  const streamRowIds = await listHostStreamRowIds({ hostId });
  if (streamRowIds.length)
    await publishLiveEvents(
      streamRowIds.map((streamRowId) => ({ streamRowId, type: "team_member_removed" as const, data: { userId }, hostOnly: true })),
    );
}

/** The invitation a link opens, as its page shows it (or why it does not open). */
export async function invitationByToken(token: string) {
  const invitation = token.length <= 200 ? await findTeamInvitationByTokenHash({ tokenHash: secretHash(token) }) : null;
  if (!invitation) return { ok: false as const, error: INVITATION_INVALID };
  if (invitation.acceptedAt || invitation.revokedAt) return { ok: false as const, error: INVITATION_USED };
  if (invitation.expiresAt <= nowIso()) return { ok: false as const, error: INVITATION_EXPIRED };
  return {
    ok: true as const,
    invitation: {
      id: invitation.id,
      hostId: invitation.hostId,
      email: invitation.email,
      role: invitation.role,
      hostName: `${invitation.hostFirstName} ${invitation.hostLastName}`.trim(),
    },
  };
}

/**
 * The signed-in user accepts the invitation the link opens. Only the account with the invited
 * address may: a forwarded or leaked link makes no stranger a member, and leaves the invitation
 * open for its invitee. Accounts have no separate address check; the link, mailed to that address,
 * is the proof that its holder reads it.
 */
export async function joinTeam({ user, token }: { user: PublicUser; token: string }) {
  const found = await invitationByToken(token);
  if (!found.ok) throw new HttpError(410, found.error);
  if (found.invitation.hostId === user.id) throw new HttpError(400, INVITE_YOURSELF);
  if (!isInvitee(user, found.invitation)) throw new HttpError(403, invitationIsFor(found.invitation.email, SIGN_IN_AS_INVITEE));
  if (!(await acceptTeamInvitation({ invitationId: found.invitation.id, userId: user.id }))) throw new HttpError(410, INVITATION_USED);
  return found.invitation;
}
