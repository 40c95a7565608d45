import { listChatForRequest } from "~/services/chat/messages.server";
import { apiRoute, noStore } from "~/utils/http.server";

export const { loader, action } = apiRoute(
  {
    /**
     * The chat as the caller sees it (host: session; viewer: viewer cookie or `?token=`; anyone
     * when the event does not require registration): sticky first, then the latest messages.
     */
    GET: async ({ request, params }) => noStore(await listChatForRequest({ request, streamId: params.streamId ?? "" })),
  },
  // Express serves POST ahead of Remix (app/ahead-of-remix/chat-post.server.ts).
  { alsoAllowed: ["POST"] },
);
