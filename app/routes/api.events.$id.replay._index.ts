import { patchReplayForHost, replayForHost } from "~/services/recordings/replays.server";
import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The event's replay: its recording, whether it is published, until when, its trim and chapters. */
  GET: signedIn(async ({ params, user }) =>
    noStore(await hostOnly(user.id, eventNamed(params.id), () => replayForHost({ hostId: user.id, eventId: parseEventId(params.id) }))),
  ),
  /** `{ published?, expiresAt? | availableForHours?, trimStartSeconds?, trimEndSeconds? }`: 200 with the replay; 409 without a recording. */
  PATCH: signedIn(async ({ request, params, user }) => {
    const replay = await hostOnly(user.id, eventNamed(params.id), async () =>
      patchReplayForHost({ hostId: user.id, eventId: parseEventId(params.id), body: await readJson(request) }),
    );
    return noStore(replay);
  }),
});
