import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { answerHostPost, answerOverlayCall, createPreset, listPresetsForHost } from "~/services/overlays.server";

/** GET: the host's GIF + sound presets for the stream. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return answerOverlayCall(() => listPresetsForHost({ hostId: user.id, streamId: params.streamId }));
}

/** POST `{ config }` (name, gifUrl, soundUrl, message?): 201 with the stored preset. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  answerHostPost(request, (hostId, body) => createPreset({ hostId, streamId: params.streamId, body }), { status: 201 });
