import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listChatForRequest } from "~/services/chat/messages.server";
import { methodNotAllowed, errorResponse } from "~/utils/http.server";

/**
 * GET: the chat as the caller sees it (host: session; viewer: viewer cookie or `?token=`; anyone
 * when the event does not require registration): sticky first, then the latest messages.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const messages = await listChatForRequest({ request, streamId: params.streamId ?? "" });
    return json(messages, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

/** POST is served by Express ahead of Remix (app/ahead-of-remix/chat-post.server.ts); other methods end here. */
export const action = () => methodNotAllowed(["GET", "POST"]);
