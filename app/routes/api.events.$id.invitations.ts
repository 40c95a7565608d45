import { json } from "@remix-run/node";
import type { InvitationSent } from "~/contracts/invitations";
import { createInvitation } from "~/models/invitation.server";
import { invitationInputSchema } from "~/schemas/event";
import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { getConfig } from "~/utils/config.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

const notFound = () => new HttpError(404, "Event not found");

export const { loader, action } = apiRoute({
  /** `{ email, title }`: invites someone to the host's event by e-mail. */
  POST: signedIn(async ({ request, params, user }) => {
    const eventId = parseEventId(params.id);
    if (eventId === null) throw notFound();
    const { email, title } = await parseJsonBody(request, invitationInputSchema);
    const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
    const result = await hostOnly(user.id, eventNamed(params.id), () => createInvitation({ hostId: user.id, eventId, email, title, origin }));
    if (result.status === "not_found") throw notFound();
    if (result.status === "rate_limited") {
      throw new HttpError(429, "Too many invitations sent. Please wait a while and try again.", { retryAfterSeconds: result.retryAfterSeconds });
    }
    return json<InvitationSent>({ message: `Invitation sent to ${result.invitation.email}`, invitationId: result.invitation.id }, { status: 201 });
  }),
});
