import { json } from "@remix-run/node";
import type { ViewerActionResult } from "~/contracts/viewers";
import { timeoutBodySchema, viewerActionBodySchema, viewerActionSchema } from "~/schemas/chat";
import { actingHostId } from "~/services/account/team-access.server";
import { actOnViewer, VIEWER_NOT_FOUND } from "~/services/room/chat/moderation.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";
import { apiRoute, HttpError, readJson, rowIdOr404, validationError } from "~/utils/http.server";

// GET /api/viewers/stream/{streamId} and /api/viewers/{viewerId}/purchase-history are their own
// routes: static segments rank above these parameters.

export const { loader, action } = apiRoute({
  /**
   * `{ streamId }` on /api/viewers/{viewerId}/shadowban, /unshadowban, /kick, /readmit, /untimeout,
   * and `{ streamId, minutes: 1 | 5 | 10 }` on /timeout: the host moderates a viewer of their stream.
   */
  PATCH: signedIn(async ({ request, params, user }) => {
    const action = viewerActionSchema.safeParse(params.action);
    if (!action.success) throw new HttpError(400, action.error.issues[0]?.message ?? "Unknown action");
    const viewerId = rowIdOr404(params.viewerId, VIEWER_NOT_FOUND);
    const raw = await readJson(request);
    const body = viewerActionBodySchema.safeParse(raw);
    if (!body.success) throw validationError(body.error);
    const hostId = await actingHostId(user, { kind: "viewer", viewerId }, "moderate");
    const timeout = action.data === "timeout" ? timeoutBodySchema.safeParse(raw) : null;
    if (timeout && !timeout.success) throw validationError(timeout.error);
    const minutes = timeout?.data?.minutes;
    const viewer = await actOnViewer({ hostId, actorId: user.id, viewerId, streamId: body.data.streamId, action: action.data, minutes });
    return json({ success: true, action: action.data, viewer } satisfies ViewerActionResult);
  }),
});
