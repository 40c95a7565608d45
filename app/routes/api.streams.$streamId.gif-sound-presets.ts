import { requireApiUser } from "~/services/account/auth.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { createPreset, listPresetsForHost } from "~/services/room/overlays.server";

export const { loader, action } = apiRoute({
  /** The host's GIF + sound presets for the stream. */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await listPresetsForHost({ hostId: user.id, streamId: params.streamId }));
  },
  /** `{ config }` (name, gifUrl, soundUrl, message?): 201 with the stored preset. */
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await createPreset({ hostId: user.id, streamId: params.streamId, body: await readJson(request) }), { status: 201 });
  },
});
