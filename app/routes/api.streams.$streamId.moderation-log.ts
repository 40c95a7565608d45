import { moderationLogForHost } from "~/services/room/moderation-log.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The stream's moderation log, newest first: who did what to whom, when (host only; another host's stream is a 404). */
  GET: signedIn(async ({ params, user }) => noStore(await moderationLogForHost({ hostId: user.id, streamId: params.streamId ?? "" }))),
});
