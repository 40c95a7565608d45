import { requireApiUser } from "~/services/auth.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { patchOverlay, stopOverlay } from "~/services/overlays.server";

export const { loader, action } = apiRoute({
  /** `{ isActive?, config? }` changes one of the host's overlays; 200 with the overlay. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await patchOverlay({ hostId: user.id, overlayId: params.overlayId, body: await readJson(request) }));
  },
  /** Deactivates one of the host's overlays; 200 with the overlay. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await stopOverlay({ hostId: user.id, overlayId: params.overlayId }));
  },
});
