import { hostOnly } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { getLandingSettingsForRequest, saveLandingSettings } from "~/services/room/overlays.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The landing page settings, for the host, a registered viewer (`?token=` or cookie) or anyone on an open event. */
  GET: async ({ request, params }) => noStore(await getLandingSettingsForRequest({ request, streamId: params.streamId })),
  /** A landing settings object (any subset): the host stores it; 200 with the stored settings. */
  POST: signedIn(async ({ request, params, user }) => {
    const streamId = params.streamId ?? "";
    return noStore(
      await hostOnly(user.id, { kind: "stream", streamId }, async () =>
        saveLandingSettings({ hostId: user.id, streamId, body: await readJson(request) }),
      ),
    );
  }),
});
