import { requireApiUser } from "~/services/account/auth.server";
import { requireRegistrantReplay, timelineForHost } from "~/services/recordings/replays.server";
import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

export const { loader, action } = apiRoute({
  /**
   * What happened in the room at each moment of the recording, in seconds from its start: for the
   * host (session or API key), or for a registrant with `?token={their access token}` while the
   * replay is published (410 once it has expired).
   */
  GET: async ({ request, params }) => {
    const eventId = parseEventId(params.id);
    const token = new URL(request.url).searchParams.get("token");
    if (token !== null) return noStore((await requireRegistrantReplay({ eventId, token })).timeline);
    const user = await requireApiUser(request);
    return noStore(await hostOnly(user.id, eventNamed(params.id), () => timelineForHost({ hostId: user.id, eventId })));
  },
});
