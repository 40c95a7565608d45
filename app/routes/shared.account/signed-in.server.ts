import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/account/auth.server";
import type { TeamResource } from "~/models/team.server";
import { actingHostId, type StaffPower } from "~/services/account/team-access.server";

type SignedInArgs = ActionFunctionArgs & { user: Awaited<ReturnType<typeof requireApiUser>> };
type ActingArgs = SignedInArgs & { hostId: number };

/** A JSON call's answer for the signed-in user (by session or API key); anyone else gets 401 before it runs. */
export const signedIn =
  (answer: (args: SignedInArgs) => Promise<Response>) =>
  async (args: ActionFunctionArgs): Promise<Response> =>
    answer({ ...args, user: await requireApiUser(args.request) });

/**
 * Signed-in JSON calls on a row the address names, answered for the host they act for
 * (`actingHostId`): the row's host when the user is on its team with the power, else the user.
 */
export const actingFor =
  (power: StaffPower, resourceOf: (params: ActionFunctionArgs["params"]) => TeamResource | null) =>
  (answer: (args: ActingArgs) => Promise<Response>) =>
    signedIn(async (args) => answer({ ...args, hostId: await actingHostId(args.user, resourceOf(args.params), power) }));
