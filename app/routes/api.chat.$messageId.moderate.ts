import { json } from "@remix-run/node";
import { moderationSchema } from "~/schemas/chat";
import { actingHostId } from "~/services/account/team-access.server";
import { MESSAGE_NOT_FOUND, moderate } from "~/services/room/chat/moderation.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";
import { apiRoute, readJson, rowIdOr404, validationError } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /**
   * `{ action: sticky | unsticky | remove | approve | reject }`: the host moderates a message of
   * their stream (404 otherwise); approve and reject only a held one (409 otherwise).
   */
  PATCH: signedIn(async ({ request, params, user }) => {
    const messageId = rowIdOr404(params.messageId, MESSAGE_NOT_FOUND);
    const parsed = moderationSchema.safeParse(await readJson(request));
    if (!parsed.success) throw validationError(parsed.error);
    const hostId = await actingHostId(user, { kind: "message", messageId }, "moderate");
    return json(await moderate({ hostId, actorId: user.id, messageId, action: parsed.data.action }));
  }),
});
