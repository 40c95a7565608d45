import { json } from "@remix-run/node";
import { moderationSchema, parseRowId } from "~/schemas/chat";
import { requireApiUser } from "~/services/auth.server";
import { MESSAGE_NOT_FOUND, moderate } from "~/services/chat/moderation.server";
import { apiRoute, readJson, HttpError, validationError } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `{ action: sticky | unsticky | remove }`: the host moderates a message of their stream (404 otherwise). */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const messageId = parseRowId(params.messageId);
    if (messageId === null) throw new HttpError(404, MESSAGE_NOT_FOUND);
    const parsed = moderationSchema.safeParse(await readJson(request));
    if (!parsed.success) throw validationError(parsed.error);
    return json(await moderate({ hostId: user.id, messageId, action: parsed.data.action }));
  },
});
