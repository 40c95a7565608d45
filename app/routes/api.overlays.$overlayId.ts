import { actingHostId, overlayNamed } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { patchOverlay, stopOverlay } from "~/services/room/overlays.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `{ isActive?, config? }` changes one of the host's overlays; 200 with the overlay. */
  PATCH: signedIn(async ({ request, params, user }) => {
    const hostId = await actingHostId(user, overlayNamed(params.overlayId), "moderate");
    return noStore(await patchOverlay({ hostId, overlayId: params.overlayId, body: await readJson(request) }));
  }),
  /** Deactivates one of the host's overlays; 200 with the overlay. */
  DELETE: signedIn(async ({ params, user }) => {
    const hostId = await actingHostId(user, overlayNamed(params.overlayId), "moderate");
    return noStore(await stopOverlay({ hostId, overlayId: params.overlayId }));
  }),
});
