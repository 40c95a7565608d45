import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed, readJson } from "~/services/http.server";
import { getLandingSettingsForRequest, noStore, overlayErrorResponse, saveLandingSettings } from "~/services/overlays.server";

/** GET: the landing page settings, for the host, a registered viewer (`?token=` or cookie) or anyone on an open event. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    return noStore(await getLandingSettingsForRequest({ request, streamId: params.streamId }));
  } catch (error) {
    return overlayErrorResponse(error);
  }
}

/** POST a landing settings object (any subset): the host stores it; 200 with the stored settings. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  try {
    const body = await readJson(request);
    return noStore(await saveLandingSettings({ hostId: user.id, streamId: params.streamId, body }));
  } catch (error) {
    return overlayErrorResponse(error);
  }
}
