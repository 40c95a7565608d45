import { getHostStreamRow } from "~/models/stream.server";
import { listCurrentViewers } from "~/models/viewer.server";
import { apiRoute, HttpError, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The viewers with a watch page open now, for the stream's host (spec: its length is the count). */
  GET: signedIn(async ({ params, user }) => {
    const stream = await getHostStreamRow({ hostId: user.id, streamId: params.streamId ?? "" });
    if (!stream) throw new HttpError(404, "Stream not found");
    return noStore(await listCurrentViewers({ streamRowId: stream.id }));
  }),
});
