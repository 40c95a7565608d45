import { requireApiUser } from "~/services/auth.server";
import { setRoomOpenFromBody } from "~/services/waiting-room.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `{ open: boolean }`: the host lets viewers in from the waiting room, or sends them back (pushed live); 200 with `{ open }`. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await setRoomOpenFromBody({ hostId: user.id, streamId: params.streamId ?? "", body: await readJson(request) }));
  },
});
