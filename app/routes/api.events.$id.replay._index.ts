import { requireApiUser } from "~/services/account/auth.server";
import { patchReplayForHost, replayForHost } from "~/services/recordings/replays.server";
import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

export const { loader, action } = apiRoute({
  /** The event's replay: its recording, whether it is published, until when, its trim and chapters. */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await hostOnly(user.id, eventNamed(params.id), () => replayForHost({ hostId: user.id, eventId: parseEventId(params.id) })));
  },
  /** `{ published?, expiresAt? | availableForHours?, trimStartSeconds?, trimEndSeconds? }`: 200 with the replay; 409 without a recording. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const replay = await hostOnly(user.id, eventNamed(params.id), async () =>
      patchReplayForHost({ hostId: user.id, eventId: parseEventId(params.id), body: await readJson(request) }),
    );
    return noStore(replay);
  },
});
