import { parseRowId } from "~/utils/row-id";
import { removeChapterForHost } from "~/services/recordings/replays.server";
import { actingHostId, eventNamed } from "~/services/account/team-access.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Removes a chapter of the replay. */
  DELETE: signedIn(async ({ params, user }) => {
    const hostId = await actingHostId(user, eventNamed(params.id), "broadcast");
    await removeChapterForHost({ hostId, eventId: parseEventId(params.id), chapterId: parseRowId(params.chapterId ?? "") });
    return noStore({ deleted: true });
  }),
});
