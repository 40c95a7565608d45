import { streamNamed } from "~/services/account/team-access.server";
import { listHeld } from "~/services/room/chat/moderation.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { actingFor } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The host's review queue: the stream's chat messages held by the chat filter, oldest first (404 when not the host's stream). */
  GET: actingFor("moderate", (params) => streamNamed(params.streamId))(async ({ params, user, hostId }) =>
    noStore(await listHeld({ hostId, actorId: user.id, streamId: params.streamId ?? "" })),
  ),
});
