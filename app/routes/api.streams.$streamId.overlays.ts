import { streamNamed } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { createOverlay, listOverlaysForRequest } from "~/services/room/overlays.server";
import { actingFor } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The stream's overlays showing now, for the host, a registered viewer (`?token=` or cookie) or anyone on an open event. */
  GET: async ({ request, params }) => noStore(await listOverlaysForRequest({ request, streamId: params.streamId })),
  /** `{ type, isActive?, config }` (config a JSON string or object): the host adds an overlay; 201 with it. */
  POST: actingFor("moderate", (params) => streamNamed(params.streamId))(async ({ request, params, hostId }) =>
    noStore(await createOverlay({ hostId, streamId: params.streamId, body: await readJson(request) }), { status: 201 }),
  ),
});
