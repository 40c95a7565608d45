import { requireApiUser } from "~/services/account/auth.server";
import { actingHostId } from "~/services/account/team-access.server";
import { parseRowId } from "~/schemas/chat";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { patchOverlay, stopOverlay } from "~/services/room/overlays.server";

const overlay = (id: string | undefined) => {
  const overlayId = parseRowId(id ?? "");
  return overlayId === null ? null : { kind: "overlay" as const, overlayId };
};

export const { loader, action } = apiRoute({
  /** `{ isActive?, config? }` changes one of the host's overlays; 200 with the overlay. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const hostId = await actingHostId(user, overlay(params.overlayId), "moderate");
    return noStore(await patchOverlay({ hostId, overlayId: params.overlayId, body: await readJson(request) }));
  },
  /** Deactivates one of the host's overlays; 200 with the overlay. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const hostId = await actingHostId(user, overlay(params.overlayId), "moderate");
    return noStore(await stopOverlay({ hostId, overlayId: params.overlayId }));
  },
});
