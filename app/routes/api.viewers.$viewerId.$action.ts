import { json } from "@remix-run/node";
import { parseRowId, viewerActionBodySchema, viewerActionSchema } from "~/schemas/chat";
import { requireApiUser } from "~/services/auth.server";
import { actOnViewer, VIEWER_NOT_FOUND } from "~/services/chat/moderation.server";
import { apiRoute, readJson, HttpError, validationError } from "~/utils/http.server";

// GET /api/viewers/stream/{streamId} and /api/viewers/{viewerId}/purchase-history are their own
// routes: static segments rank above these parameters.

export const { loader, action } = apiRoute({
  /** `{ streamId }` on /api/viewers/{viewerId}/shadowban or /kick: the host moderates a viewer of their stream. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const action = viewerActionSchema.safeParse(params.action);
    if (!action.success) throw new HttpError(400, action.error.issues[0]?.message ?? "Unknown action");
    const viewerId = parseRowId(params.viewerId);
    if (viewerId === null) throw new HttpError(404, VIEWER_NOT_FOUND);
    const body = viewerActionBodySchema.safeParse(await readJson(request));
    if (!body.success) throw validationError(body.error);
    const viewer = await actOnViewer({ hostId: user.id, viewerId, streamId: body.data.streamId, action: action.data });
    return json({ success: true, action: action.data, viewer });
  },
});
