import { requireApiUser } from "~/services/auth.server";
import { setChatOpenFromBody } from "~/services/chat/chat-state.server";
import { listChatForRequest } from "~/services/chat/messages.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute(
  {
    /**
     * The chat as the caller sees it (host: session; viewer: viewer cookie or `?token=`; anyone
     * when the event does not require registration): sticky first, then the latest messages.
     */
    GET: async ({ request, params }) => noStore(await listChatForRequest({ request, streamId: params.streamId ?? "" })),
    /** `{ open: boolean }`: the host opens or closes the chat for viewers (pushed live); 200 with `{ open }`. */
    PATCH: async ({ request, params }) => {
      const user = await requireApiUser(request);
      return noStore(await setChatOpenFromBody({ hostId: user.id, streamId: params.streamId ?? "", body: await readJson(request) }));
    },
  },
  // Express serves POST ahead of Remix (app/ahead-of-remix/chat-post.server.ts).
  { alsoAllowed: ["POST"] },
);
