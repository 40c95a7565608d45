import type { WaitingRoomState } from "~/contracts/streams";
import { streamNamed } from "~/services/account/team-access.server";
import { setRoomSwitchFromBody } from "~/services/room/room-switches.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { actingFor } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `{ open: boolean }`: the host lets viewers in from the waiting room, or sends them back (pushed live); 200 with `{ open }`. */
  PATCH: actingFor("broadcast", (params) => streamNamed(params.streamId))(async ({ request, params, user, hostId }) =>
    noStore(
      (await setRoomSwitchFromBody({
        hostId,
        actorId: user.id,
        streamId: params.streamId ?? "",
        name: "roomOpen",
        body: await readJson(request),
      })) satisfies WaitingRoomState,
    ),
  ),
});
