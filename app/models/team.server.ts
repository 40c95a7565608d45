import type { TeamRole } from "../../db/schema/team";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// Queries for a host's team (its members and the invitations out) and for the host behind a row
// a team member acts on: the access checks ask "whose is this?" before "may you?".

export interface TeamMemberRecord {
  id: number;
  hostId: number;
  userId: number;
  role: TeamRole;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface TeamInvitationRecord {
  id: number;
  hostId: number;
  email: string;
  role: TeamRole;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

/** A team the user is on: the host's name and the user's role there. */
export interface MembershipRecord {
  memberId: number;
  hostId: number;
  hostFirstName: string;
  hostLastName: string;
  role: TeamRole;
}

export async function listTeamMembers({ hostId }: { hostId: number }): Promise<TeamMemberRecord[]> {
  return db()
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select([
      "teamMembers.id",
      "teamMembers.hostId",
      "teamMembers.userId",
      "teamMembers.role",
      "teamMembers.createdAt",
      "users.firstName",
      "users.lastName",
      "users.email",
    ])
    .where("teamMembers.hostId", "=", hostId)
    .orderBy("teamMembers.id")
    .execute();
}

/** Invitations neither accepted nor revoked (expired ones included: the page says so). */
export async function listOpenTeamInvitations({ hostId }: { hostId: number }): Promise<TeamInvitationRecord[]> {
  return db()
    .selectFrom("teamInvitations")
    .select(["id", "hostId", "email", "role", "createdAt", "expiresAt", "acceptedAt", "revokedAt"])
    .where("hostId", "=", hostId)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .orderBy("id", "desc")
    .execute();
}

export async function createTeamInvitation(input: { hostId: number; email: string; role: TeamRole; tokenHash: string; expiresAt: string }) {
  return db()
    .insertInto("teamInvitations")
    .values({ ...input, createdAt: nowIso() })
    .returning(["id", "hostId", "email", "role", "createdAt", "expiresAt", "acceptedAt", "revokedAt"])
    .executeTakeFirstOrThrow();
}

/** Revokes the host's open invitation; false when there is none by that id. */
export async function revokeTeamInvitation({ hostId, invitationId }: { hostId: number; invitationId: number }) {
  const result = await db()
    .updateTable("teamInvitations")
    .set({ revokedAt: nowIso() })
    .where("id", "=", invitationId)
    .where("hostId", "=", hostId)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findTeamInvitationByTokenHash({ tokenHash }: { tokenHash: string }) {
  const row = await db()
    .selectFrom("teamInvitations")
    .innerJoin("users", "users.id", "teamInvitations.hostId")
    .select([
      "teamInvitations.id",
      "teamInvitations.hostId",
      "teamInvitations.email",
      "teamInvitations.role",
      "teamInvitations.createdAt",
      "teamInvitations.expiresAt",
      "teamInvitations.acceptedAt",
      "teamInvitations.revokedAt",
      "users.firstName as hostFirstName",
      "users.lastName as hostLastName",
    ])
    .where("teamInvitations.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Marks the invitation accepted and makes the user a member (or changes their role); false when
 * someone else accepted or revoked it first.
 */
export async function acceptTeamInvitation({ invitationId, userId }: { invitationId: number; userId: number }): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const now = nowIso();
      const taken = await trx
        .updateTable("teamInvitations")
        .set({ acceptedAt: now })
        .where("id", "=", invitationId)
        .where("acceptedAt", "is", null)
        .where("revokedAt", "is", null)
        .returning(["hostId", "role"])
        .executeTakeFirst();
      if (!taken) return false;
      await trx
        .insertInto("teamMembers")
        .values({ hostId: taken.hostId, userId, role: taken.role, createdAt: now })
        .onConflict((oc) => oc.columns(["hostId", "userId"]).doUpdateSet({ role: taken.role }))
        .execute();
      return true;
    });
}

/** Removes a member of the host's team; their user id, or null when there is no such member. */
export async function deleteTeamMember({ hostId, memberId }: { hostId: number; memberId: number }): Promise<number | null> {
  const row = await db().deleteFrom("teamMembers").where("id", "=", memberId).where("hostId", "=", hostId).returning("userId").executeTakeFirst();
  return row?.userId ?? null;
}

/** The team whose member this is (any host), for telling a member of another team from a stranger. */
export async function findTeamMember({ memberId }: { memberId: number }) {
  const row = await db().selectFrom("teamMembers").select(["id", "hostId", "userId", "role"]).where("id", "=", memberId).executeTakeFirst();
  return row ?? null;
}

/** The user's role on the host's team, or null when they are not on it. */
export async function findTeamRole({ hostId, userId }: { hostId: number; userId: number }): Promise<TeamRole | null> {
  const row = await db().selectFrom("teamMembers").select("role").where("hostId", "=", hostId).where("userId", "=", userId).executeTakeFirst();
  return row?.role ?? null;
}

/** The teams the user is on. */
export async function listMemberships({ userId }: { userId: number }): Promise<MembershipRecord[]> {
  return db()
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.hostId")
    .select([
      "teamMembers.id as memberId",
      "teamMembers.hostId",
      "users.firstName as hostFirstName",
      "users.lastName as hostLastName",
      "teamMembers.role",
    ])
    .where("teamMembers.userId", "=", userId)
    .orderBy("teamMembers.id")
    .execute();
}

/** The events of the hosts whose team the user is on, soonest first, each with its first stream. */
export async function listTeamEvents({ userId }: { userId: number }) {
  return db()
    .selectFrom("teamMembers")
    .innerJoin("events", "events.hostId", "teamMembers.hostId")
    .innerJoin("users", "users.id", "teamMembers.hostId")
    .select((eb) => [
      "events.id",
      "events.title",
      "events.scheduledAt",
      "events.timezone",
      "events.status",
      "teamMembers.role",
      "users.firstName as hostFirstName",
      "users.lastName as hostLastName",
      eb.selectFrom("streams").select("streams.streamId").whereRef("streams.eventId", "=", "events.id").orderBy("streams.id").limit(1).as("streamId"),
    ])
    .where("teamMembers.userId", "=", userId)
    .orderBy("events.scheduledAt")
    .execute();
}

/** Something a team member acts on, named as the address or body names it. */
export type TeamResource =
  | { kind: "stream"; streamId: string }
  | { kind: "event"; eventId: number }
  | { kind: "message"; messageId: number }
  | { kind: "question"; questionId: number }
  | { kind: "poll"; pollId: number }
  | { kind: "overlay"; overlayId: number }
  | { kind: "viewer"; viewerId: number };

/** The host of a row that names its host. */
function hostOfOwnedRow(table: "events" | "questions" | "polls", id: number) {
  return db().selectFrom(table).select("hostId").where("id", "=", id).executeTakeFirst();
}

/** The host of the stream a row of the room belongs to. */
function hostOfStreamRow(table: "chatMessages" | "overlays" | "viewers", id: number) {
  return db()
    .selectFrom(table)
    .innerJoin("streams", "streams.id", `${table}.streamId`)
    .select("streams.hostId")
    .where(`${table}.id`, "=", id)
    .executeTakeFirst();
}

/** Whose the row is (its host's users.id), or null when there is no such row. */
export async function hostOfResource(resource: TeamResource): Promise<number | null> {
  let row: { hostId: number } | undefined;
  switch (resource.kind) {
    case "stream":
      row = await db().selectFrom("streams").select("hostId").where("streamId", "=", resource.streamId).executeTakeFirst();
      break;
    case "event":
      row = await hostOfOwnedRow("events", resource.eventId);
      break;
    case "message":
      row = await hostOfStreamRow("chatMessages", resource.messageId);
      break;
    case "question":
      row = await hostOfOwnedRow("questions", resource.questionId);
      break;
    case "poll":
      row = await hostOfOwnedRow("polls", resource.pollId);
      break;
    case "overlay":
      row = await hostOfStreamRow("overlays", resource.overlayId);
      break;
    case "viewer":
      row = await hostOfStreamRow("viewers", resource.viewerId);
      break;
  }
  return row?.hostId ?? null;
}

/** The host's streams (row ids), to tell their live connections that a member left. */
export async function listHostStreamRowIds({ hostId }: { hostId: number }): Promise<number[]> {
  const rows = await db().selectFrom("streams").select("id").where("hostId", "=", hostId).execute();
  return rows.map((row) => row.id);
}
