import { setChatSettingsFromBody } from "~/services/room/chat/chat-settings.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `{ open?: boolean, slowModeSeconds?: 0 | 5 | 10 | 30 | 60 }`: the host changes the chat live (pushed); 200 with `{ open, slowModeSeconds }`. */
  PATCH: signedIn(async ({ request, params, user }) =>
    noStore(await setChatSettingsFromBody({ hostId: user.id, actorId: user.id, streamId: params.streamId ?? "", body: await readJson(request) })),
  ),
});
