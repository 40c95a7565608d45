import { requireApiUser } from "~/services/account/auth.server";
import { deleteHandoutForHost } from "~/services/room/handouts.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Removes the host's handout and its file: 204. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await deleteHandoutForHost({ hostId: user.id, handoutId: params.handoutId });
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  },
});
