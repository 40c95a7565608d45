import { requireApiUser } from "~/services/account/auth.server";
import { deleteFollowUpForHost, getFollowUpForHost, patchFollowUpForHost } from "~/services/delivery/host-follow-ups.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await getFollowUpForHost({ hostId: user.id, followUpId: params.id }));
  },
  /** Changes any of audience, delayMinutes, subject, message, enabled, skipBuyers; 409 once it went out. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await patchFollowUpForHost({ hostId: user.id, followUpId: params.id, body: await readJson(request) }));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await deleteFollowUpForHost({ hostId: user.id, followUpId: params.id });
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  },
});
