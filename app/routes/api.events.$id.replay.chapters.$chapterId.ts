import { parseRowId } from "~/schemas/chat";
import { requireApiUser } from "~/services/account/auth.server";
import { removeChapterForHost } from "~/services/recordings/replays.server";
import { actingHostId, eventNamed } from "~/services/account/team-access.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

export const { loader, action } = apiRoute({
  /** Removes a chapter of the replay. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const hostId = await actingHostId(user, eventNamed(params.id), "broadcast");
    await removeChapterForHost({ hostId, eventId: parseEventId(params.id), chapterId: parseRowId(params.chapterId ?? "") });
    return noStore({ deleted: true });
  },
});
