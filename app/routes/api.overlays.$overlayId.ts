import { overlayNamed } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { patchOverlay, stopOverlay } from "~/services/room/overlays.server";
import { actingFor } from "~/routes/shared.account/signed-in.server";

const moderating = actingFor("moderate", (params) => overlayNamed(params.overlayId));

export const { loader, action } = apiRoute({
  /** `{ isActive?, config? }` changes one of the host's overlays; 200 with the overlay. */
  PATCH: moderating(async ({ request, params, hostId }) =>
    noStore(await patchOverlay({ hostId, overlayId: params.overlayId, body: await readJson(request) })),
  ),
  /** Deactivates one of the host's overlays; 200 with the overlay. */
  DELETE: moderating(async ({ params, hostId }) => noStore(await stopOverlay({ hostId, overlayId: params.overlayId }))),
});
