import { addChapterForHost } from "~/services/recordings/replays.server";
import { eventNamed } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { actingFor } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `{ title, offsetSeconds? }`: 201 with the chapter; without an offset while live, it starts now. Host or co-host. */
  POST: actingFor("broadcast", (params) => eventNamed(params.id))(async ({ request, params, hostId }) =>
    noStore(await addChapterForHost({ hostId, eventId: parseEventId(params.id), body: await readJson(request) }), { status: 201 }),
  ),
});
