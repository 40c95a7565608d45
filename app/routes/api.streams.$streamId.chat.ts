import type { ChatState } from "~/contracts/chat-shapes";
import { chatHistoryQuerySchema } from "~/schemas/chat";
import { DEFAULT_PAGE_LIMIT } from "~/schemas/pagination";
import { requireApiUser } from "~/services/account/auth.server";
import { chatHistoryForRequest, listChatForRequest } from "~/services/room/chat/messages.server";
import { setRoomSwitchFromBody } from "~/services/room/room-switches.server";
import { apiRoute, noStore, parseQuery, readJson } from "~/utils/http.server";
import { nextPageHeaders, pageRequest } from "~/utils/pagination.server";

export const { loader, action } = apiRoute(
  {
    /**
     * The chat as the caller sees it (host: session; viewer: viewer cookie or `?token=`; anyone
     * when the event does not require registration): sticky first, then the latest messages.
     * With `?since=`, `?after=`, `?limit=` or `?cursor=`: the history, oldest first, in pages.
     */
    GET: async ({ request, params }) => {
      const streamId = params.streamId ?? "";
      const { token: _token, since, after, limit, cursor } = parseQuery(request, chatHistoryQuerySchema);
      if (since === undefined && after === undefined && limit === undefined && cursor === undefined) {
        return noStore(await listChatForRequest({ request, streamId }));
      }
      const page = pageRequest({ limit, cursor }, { defaultLimit: DEFAULT_PAGE_LIMIT });
      const { messages, next } = await chatHistoryForRequest({
        request,
        streamId,
        since,
        afterId: after,
        page: { after: page.after, limit: page.limit ?? DEFAULT_PAGE_LIMIT },
      });
      return noStore(messages, { headers: nextPageHeaders(new URL(request.url), next) });
    },
    /** `{ open: boolean }`: the host opens or closes the chat for viewers (pushed live); 200 with `{ open }`. */
    PATCH: async ({ request, params }) => {
      const user = await requireApiUser(request);
      return noStore(
        (await setRoomSwitchFromBody({
          hostId: user.id,
          actorId: user.id,
          streamId: params.streamId ?? "",
          name: "chatOpen",
          body: await readJson(request),
        })) satisfies ChatState,
      );
    },
  },
  // Express serves POST ahead of Remix (app/ahead-of-remix/chat-post.server.ts).
  { alsoAllowed: ["POST"] },
);
