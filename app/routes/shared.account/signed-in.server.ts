import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/account/auth.server";

type SignedInArgs = ActionFunctionArgs & { user: Awaited<ReturnType<typeof requireApiUser>> };

/** A JSON call's answer for the signed-in user (by session or API key); anyone else gets 401 before it runs. */
export const signedIn =
  (answer: (args: SignedInArgs) => Promise<Response>) =>
  async (args: ActionFunctionArgs): Promise<Response> =>
    answer({ ...args, user: await requireApiUser(args.request) });
