import { deleteHandoutForHost } from "~/services/room/handouts.server";
import { apiRoute } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Removes the host's handout and its file: 204. */
  DELETE: signedIn(async ({ params, user }) => {
    await deleteHandoutForHost({ hostId: user.id, handoutId: params.handoutId });
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }),
});
