import { requireApiUser } from "~/services/account/auth.server";
import { moderationLogForHost } from "~/services/room/moderation-log.server";
import { apiRoute, noStore } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** The stream's moderation log, newest first: who did what to whom, when (host only; another host's stream is a 404). */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await moderationLogForHost({ hostId: user.id, streamId: params.streamId ?? "" }));
  },
});
