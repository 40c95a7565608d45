import { deleteFollowUpForHost, getFollowUpForHost, patchFollowUpForHost } from "~/services/delivery/host-follow-ups.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  GET: signedIn(async ({ params, user }) => noStore(await getFollowUpForHost({ hostId: user.id, followUpId: params.id }))),
  /** Changes any of audience, delayMinutes, subject, message, enabled, skipBuyers; 409 once it went out. */
  PATCH: signedIn(async ({ request, params, user }) =>
    noStore(await patchFollowUpForHost({ hostId: user.id, followUpId: params.id, body: await readJson(request) })),
  ),
  DELETE: signedIn(async ({ params, user }) => {
    await deleteFollowUpForHost({ hostId: user.id, followUpId: params.id });
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }),
});
