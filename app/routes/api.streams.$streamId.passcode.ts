import { json } from "@remix-run/node";
import type { PasscodePassed } from "~/contracts/streams";
import { enterPasscode } from "~/services/room/room-gates.server";
import { apiRoute, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /**
   * `{ passcode, token? }`: a viewer (cookie or personal token) or a visitor enters the event's
   * passcode; 200 `{ passed: true }` with the cookie that remembers it, 403 when wrong, 429 after
   * too many tries. The viewer's live calls, chat and video open after it.
   */
  POST: async ({ request, params, context }) => {
    const { setCookie } = await enterPasscode({
      request,
      streamId: params.streamId ?? "",
      body: await readJson(request),
      clientIp: context.clientIp,
    });
    return json({ passed: true } satisfies PasscodePassed, {
      headers: { "Cache-Control": "no-store", ...(setCookie ? { "Set-Cookie": setCookie } : {}) },
    });
  },
});
