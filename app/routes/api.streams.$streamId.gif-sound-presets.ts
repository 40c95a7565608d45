import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed, readJson } from "~/services/http.server";
import { createPreset, listPresetsForHost, noStore, overlayErrorResponse } from "~/services/overlays.server";

/** GET: the host's GIF + sound presets for the stream. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    return noStore(await listPresetsForHost({ hostId: user.id, streamId: params.streamId }));
  } catch (error) {
    return overlayErrorResponse(error);
  }
}

/** POST `{ config }` (name, gifUrl, soundUrl, message?): 201 with the stored preset. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  try {
    const body = await readJson(request);
    return noStore(await createPreset({ hostId: user.id, streamId: params.streamId, body }), { status: 201 });
  } catch (error) {
    return overlayErrorResponse(error);
  }
}
