import { requireApiUser } from "~/services/account/auth.server";
import { actingHostId } from "~/services/account/team-access.server";
import { setRoomSwitchFromBody } from "~/services/room/room-switches.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `{ open: boolean }`: the host lets viewers in from the waiting room, or sends them back (pushed live); 200 with `{ open }`. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(
      await setRoomSwitchFromBody({
        hostId: await actingHostId(user, { kind: "stream", streamId: params.streamId ?? "" }, "broadcast"),
        actorId: user.id,
        streamId: params.streamId ?? "",
        name: "roomOpen",
        body: await readJson(request),
      }),
    );
  },
});
