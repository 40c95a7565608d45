import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { createPreset, listPresetsForHost } from "~/services/room/overlays.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The host's GIF + sound presets for the stream. */
  GET: signedIn(async ({ params, user }) => noStore(await listPresetsForHost({ hostId: user.id, streamId: params.streamId }))),
  /** `{ config }` (name, gifUrl, soundUrl, message?): 201 with the stored preset. */
  POST: signedIn(async ({ request, params, user }) =>
    noStore(await createPreset({ hostId: user.id, streamId: params.streamId, body: await readJson(request) }), { status: 201 }),
  ),
});
