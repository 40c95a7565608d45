import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/account/auth.server";
import { apiRoute } from "~/utils/http.server";
import { removePreset } from "~/services/room/overlays.server";

export const { loader, action } = apiRoute({
  /** Removes one of the host's presets (404 when it is not theirs). */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await removePreset({ hostId: user.id, presetId: params.presetId });
    return json({ message: "Preset deleted" });
  },
});
