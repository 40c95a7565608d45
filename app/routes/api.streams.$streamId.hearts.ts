import { json } from "@remix-run/node";
import * as z from "zod";
import { sendHeart } from "~/services/room/chat/hearts.server";
import { apiRoute, readJson } from "~/utils/http.server";

const heartBody = z.object({ token: z.string().max(64).optional() }).catch({});

export const { loader, action } = apiRoute({
  /**
   * One heart from the watch page (viewer cookie, `?token=` or body `token`; anyone when the
   * event does not require registration) → 202 `{ accepted: true }`, or 429 when sent too fast.
   */
  POST: async ({ request, params, context }) => {
    const hasBody = /json/i.test(request.headers.get("Content-Type") ?? "") && request.headers.get("Content-Length") !== "0";
    const body = hasBody ? heartBody.parse(await readJson(request, { maxBytes: 1024 })) : {};
    const result = await sendHeart({ request, streamId: params.streamId ?? "", token: body.token ?? null, clientIp: context.clientIp });
    return json(result, { status: 202 });
  },
});
