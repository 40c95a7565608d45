import { json } from "@remix-run/node";
import { moderationSchema, parseRowId } from "~/schemas/chat";
import { requireApiUser } from "~/services/account/auth.server";
import { actingHostId } from "~/services/account/team-access.server";
import { MESSAGE_NOT_FOUND, moderate } from "~/services/room/chat/moderation.server";
import { apiRoute, readJson, HttpError, validationError } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /**
   * `{ action: sticky | unsticky | remove | approve | reject }`: the host moderates a message of
   * their stream (404 otherwise); approve and reject only a held one (409 otherwise).
   */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const messageId = parseRowId(params.messageId);
    if (messageId === null) throw new HttpError(404, MESSAGE_NOT_FOUND);
    const parsed = moderationSchema.safeParse(await readJson(request));
    if (!parsed.success) throw validationError(parsed.error);
    const hostId = await actingHostId(user, { kind: "message", messageId }, "moderate");
    return json(await moderate({ hostId, actorId: user.id, messageId, action: parsed.data.action }));
  },
});
