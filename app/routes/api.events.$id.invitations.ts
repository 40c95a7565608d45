import { json, type ActionFunctionArgs } from "@remix-run/node";
import { createInvitation } from "~/models/invitation.server";
import { invitationInputSchema, parseEventId } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { getConfig } from "~/utils/config.server";
import { jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";

/** POST { email, title }: invites someone to the host's event by e-mail. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(request);
  const eventId = parseEventId(params.id);
  if (eventId === null) return jsonError(404, "Event not found");
  const { email, title } = await parseJsonBody(request, invitationInputSchema);
  const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
  const result = await createInvitation({ hostId: user.id, eventId, email, title, origin });
  if (result.status === "not_found") return jsonError(404, "Event not found");
  if (result.status === "rate_limited") {
    return jsonError(429, "Too many invitations sent. Please wait a while and try again.", {}, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return json({ message: `Invitation sent to ${result.invitation.email}`, invitationId: result.invitation.id }, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
