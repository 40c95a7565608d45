// Who may act on a host's rows: the host, and the members of the host's team within their role.
// Moderators run the room (chat, Q&A, polls, overlays); co-hosts also run the broadcast (go live,
// end it, let the waiting room in); everything else (editing events, selling, revenue, settings,
// the team) is the host's alone. A member of the row's host's team who lacks the power gets 403;
// anyone else gets the same 404 as for a row that does not exist.
import type { TeamRole } from "../../../db/schema/team";
import { findTeamRole, hostOfResource, type TeamResource } from "~/models/team.server";
import { parseRowId } from "~/utils/row-id";
import type { PublicUser } from "~/models/user.server";
import { HttpError } from "~/utils/http.server";

export type StaffRole = "host" | TeamRole;
/** moderate: chat, viewers, Q&A, polls, overlays. broadcast: go live, end the stream, open the waiting room. */
export type StaffPower = "moderate" | "broadcast";

export const HOST_ONLY = "Only the host can do this.";
export const HOST_OR_CO_HOST_ONLY = "Only the host or a co-host can do this.";

const POWERS: Record<StaffRole, ReadonlySet<StaffPower>> = {
  host: new Set(["moderate", "broadcast"]),
  "co-host": new Set(["moderate", "broadcast"]),
  moderator: new Set(["moderate"]),
};

export function staffMay(role: StaffRole, power: StaffPower) {
  return POWERS[role].has(power);
}

/** Someone acting for a host: the host themself, or a member of the host's team. */
export interface Staff {
  /** The acting account. */
  userId: number;
  /** The host whose rows they act on (the rows are scoped by it). */
  hostId: number;
  role: StaffRole;
  /** Their first name, for the badge on what they write. */
  name: string;
}

/** The user's place on the host's side: host, a team role, or null (a stranger to that host). */
export async function staffRoleOf(userId: number, hostId: number): Promise<StaffRole | null> {
  if (userId === hostId) return "host";
  return findTeamRole({ hostId, userId });
}

/** The user as staff of `hostId`, or null when they are neither the host nor on the team. */
export async function staffOf(user: Pick<PublicUser, "id" | "firstName">, hostId: number): Promise<Staff | null> {
  const role = await staffRoleOf(user.id, hostId);
  return role ? { userId: user.id, hostId, role, name: user.firstName } : null;
}

/**
 * The user acting on a row with a power: the host of the row or a member of its host's team who
 * has the power. `notFound` is thrown for a row that does not exist or belongs to a host the user
 * does not work for; 403 for a member without the power.
 */
export async function requireStaffFor(
  user: Pick<PublicUser, "id" | "firstName">,
  resource: TeamResource,
  power: StaffPower,
  notFound: () => unknown,
): Promise<Staff> {
  const hostId = await hostOfResource(resource);
  const staff = hostId === null ? null : await staffOf(user, hostId);
  if (!staff) throw notFound();
  if (!staffMay(staff.role, power)) throw new HttpError(403, power === "broadcast" ? HOST_OR_CO_HOST_ONLY : HOST_ONLY);
  return staff;
}

/** The row's host and the user's role on that host's team; null for the row's own host, a stranger, or no such row. */
export async function teamPlaceFor(userId: number, resource: TeamResource): Promise<{ hostId: number; role: TeamRole } | null> {
  const hostId = await hostOfResource(resource);
  if (hostId === null || hostId === userId) return null;
  const role = await findTeamRole({ hostId, userId });
  return role ? { hostId, role } : null;
}

/**
 * A host-only call: it runs scoped to the user's own rows, and when it finds nothing (404) for a
 * row that belongs to a host whose team the user is on, the answer is 403 instead: the member may
 * know the row exists, and must learn that this is not theirs to do.
 */
export async function hostOnly<T>(userId: number, resource: TeamResource | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (resource && error instanceof HttpError && error.status === 404 && (await teamPlaceFor(userId, resource))) {
      throw new HttpError(403, HOST_ONLY);
    }
    throw error;
  }
}

/**
 * The host a JSON call acts for: the row's host when the user is on that host's side with the
 * power, else the user's own id, so that the call's own scoping answers "not found" in its own
 * words for a row the user may not reach. A member without the power gets 403.
 */
export async function actingHostId(user: Pick<PublicUser, "id">, resource: TeamResource | null, power: StaffPower): Promise<number> {
  const place = resource ? await teamPlaceFor(user.id, resource) : null;
  if (!place) return user.id;
  if (!staffMay(place.role, power)) throw new HttpError(403, power === "broadcast" ? HOST_OR_CO_HOST_ONLY : HOST_ONLY);
  return place.hostId;
}

/** The row an address names by its id (null when it names none), as `resourceOf` makes it. */
const rowNamed =
  (resourceOf: (id: number) => TeamResource) =>
  (param: string | undefined): TeamResource | null => {
    const id = parseRowId(param ?? "");
    return id === null ? null : resourceOf(id);
  };

/** The event an address names: for hostOnly and actingFor. */
export const eventNamed = rowNamed((eventId) => ({ kind: "event", eventId }));
/** The overlay, poll or question an address names: for actingFor. */
export const overlayNamed = rowNamed((overlayId) => ({ kind: "overlay", overlayId }));
export const pollNamed = rowNamed((pollId) => ({ kind: "poll", pollId }));
export const questionNamed = rowNamed((questionId) => ({ kind: "question", questionId }));

/** The stream an address names: for hostOnly and actingFor. */
export const streamNamed = (param: string | undefined): TeamResource | null => (param ? { kind: "stream", streamId: param } : null);
