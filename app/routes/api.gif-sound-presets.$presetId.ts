import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed, errorResponse } from "~/utils/http.server";
import { removePreset } from "~/services/overlays.server";

export const loader = () => methodNotAllowed(["DELETE"]);

/** DELETE: removes one of the host's presets (404 when it is not theirs). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const user = await requireApiUser(request);
  try {
    await removePreset({ hostId: user.id, presetId: params.presetId });
    return json({ message: "Preset deleted" });
  } catch (error) {
    return errorResponse(error);
  }
}
