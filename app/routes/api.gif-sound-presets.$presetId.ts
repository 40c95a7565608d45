import { json } from "@remix-run/node";
import { apiRoute } from "~/utils/http.server";
import { removePreset } from "~/services/room/overlays.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Removes one of the host's presets (404 when it is not theirs). */
  DELETE: signedIn(async ({ params, user }) => {
    await removePreset({ hostId: user.id, presetId: params.presetId });
    return json({ message: "Preset deleted" });
  }),
});
