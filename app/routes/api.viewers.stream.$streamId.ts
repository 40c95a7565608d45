import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getHostStreamRow } from "~/models/stream.server";
import { listCurrentViewers } from "~/models/viewer.server";
import { requireApiUser } from "~/services/auth.server";
import { jsonError, methodNotAllowed } from "~/utils/http.server";

/** GET: the viewers with a watch page open now, for the stream's host (spec: its length is the count). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const stream = await getHostStreamRow({ hostId: user.id, streamId: params.streamId ?? "" });
  if (!stream) return jsonError(404, "Stream not found");
  return json(await listCurrentViewers({ streamRowId: stream.id }), { headers: { "Cache-Control": "no-store" } });
}

export const action = () => methodNotAllowed(["GET"]);
