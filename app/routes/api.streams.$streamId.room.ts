import type { WaitingRoomState } from "~/contracts/streams";
import { actingHostId } from "~/services/account/team-access.server";
import { setRoomSwitchFromBody } from "~/services/room/room-switches.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `{ open: boolean }`: the host lets viewers in from the waiting room, or sends them back (pushed live); 200 with `{ open }`. */
  PATCH: signedIn(async ({ request, params, user }) =>
    noStore(
      (await setRoomSwitchFromBody({
        hostId: await actingHostId(user, { kind: "stream", streamId: params.streamId ?? "" }, "broadcast"),
        actorId: user.id,
        streamId: params.streamId ?? "",
        name: "roomOpen",
        body: await readJson(request),
      })) satisfies WaitingRoomState,
    ),
  ),
});
