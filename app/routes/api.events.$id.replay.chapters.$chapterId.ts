import { parseRowId } from "~/utils/row-id";
import { removeChapterForHost } from "~/services/recordings/replays.server";
import { eventNamed } from "~/services/account/team-access.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { actingFor } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Removes a chapter of the replay. Host or co-host. */
  DELETE: actingFor("broadcast", (params) => eventNamed(params.id))(async ({ params, hostId }) => {
    await removeChapterForHost({ hostId, eventId: parseEventId(params.id), chapterId: parseRowId(params.chapterId ?? "") });
    return noStore({ deleted: true });
  }),
});
