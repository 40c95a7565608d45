import { json, type ActionFunctionArgs } from "@remix-run/node";
import { moderationSchema, parseRowId } from "~/schemas/chat";
import { requireApiUser } from "~/services/auth.server";
import { MESSAGE_NOT_FOUND, moderate } from "~/services/chat/moderation.server";
import { methodNotAllowed, readJson, HttpError, errorResponse, validationError } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH `{ action: sticky | unsticky | remove }`: the host moderates a message of their stream (404 otherwise). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  const user = await requireApiUser(request);
  try {
    const messageId = parseRowId(params.messageId);
    if (messageId === null) throw new HttpError(404, MESSAGE_NOT_FOUND);
    const parsed = moderationSchema.safeParse(await readJson(request));
    if (!parsed.success) throw validationError(parsed.error);
    return json(await moderate({ hostId: user.id, messageId, action: parsed.data.action }));
  } catch (error) {
    return errorResponse(error);
  }
}
