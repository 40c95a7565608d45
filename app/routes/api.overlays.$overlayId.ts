import { type ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed, readJson, errorResponse } from "~/utils/http.server";
import { noStore, patchOverlay, stopOverlay } from "~/services/overlays.server";

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);

/** PATCH `{ isActive?, config? }` changes one of the host's overlays; DELETE deactivates it. Both answer with the overlay. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["PATCH", "DELETE"]);
  const user = await requireApiUser(request);
  try {
    if (request.method === "DELETE") return noStore(await stopOverlay({ hostId: user.id, overlayId: params.overlayId }));
    const body = await readJson(request);
    return noStore(await patchOverlay({ hostId: user.id, overlayId: params.overlayId, body }));
  } catch (error) {
    return errorResponse(error);
  }
}
