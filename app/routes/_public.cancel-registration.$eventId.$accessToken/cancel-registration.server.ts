// /cancel-registration/{eventId}/{accessToken}, linked from a registrant's confirmation and
// reminder e-mails: the loader only asks (mail scanners open links), the action gives the seat up.
import { json } from "@remix-run/node";
import type { CancelRegistrationView } from "~/components/cancel-registration/cancel-registration-card";
import { findRegistrationToCancel, registrationWatchPath, type RegistrationToCancel } from "~/models/registration.server";
import { giveUpSeat } from "~/services/room/cancel-registration.server";
import { readForm } from "~/utils/http.server";
import { formatInZone } from "~/utils/zone-format";
import { parseEventId } from "~/utils/route-ids";

export const CANCEL_INTENT_MISSING = "Press “Yes, cancel my registration” to give up your seat.";

const NO_STORE = { "Cache-Control": "private, no-store" };

const invalid = () => json<CancelRegistrationView>({ state: "invalid" }, { status: 404, headers: NO_STORE });

function linkOf(params: { eventId?: string; accessToken?: string }) {
  const eventId = parseEventId(params.eventId);
  return eventId === null || !params.accessToken ? null : { eventId, accessToken: params.accessToken };
}

function viewOf(
  state: "open" | "cancelled" | "over",
  registration: RegistrationToCancel,
  accessToken: string,
  error: string | null = null,
): CancelRegistrationView {
  return {
    state,
    firstName: registration.firstName,
    email: registration.email,
    eventTitle: registration.eventTitle,
    hostName: registration.hostName,
    when: formatInZone(registration.eventScheduledAt, registration.eventTimezone, { weekday: "long", month: "long" }),
    watchPath: registrationWatchPath(registration.eventId, accessToken),
    registerPath: `/event-registration/${registration.eventId}`,
    error,
  };
}

export async function loadCancelRegistration(params: { eventId?: string; accessToken?: string }) {
  const link = linkOf(params);
  const registration = link ? await findRegistrationToCancel(link) : null;
  if (!link || !registration) return invalid();
  return json(viewOf(registration.eventOver ? "over" : "open", registration, link.accessToken), { headers: NO_STORE });
}

export async function cancelRegistrationAction(request: Request, params: { eventId?: string; accessToken?: string }) {
  const link = linkOf(params);
  if (!link) return invalid();
  const form = await readForm(request);
  if (form.get("intent") !== "cancel") {
    const registration = await findRegistrationToCancel(link);
    if (!registration) return invalid();
    const state = registration.eventOver ? "over" : "open";
    return json(viewOf(state, registration, link.accessToken, CANCEL_INTENT_MISSING), { status: 400, headers: NO_STORE });
  }
  const result = await giveUpSeat(link);
  if (result.status === "not_found") return invalid();
  if (result.status === "event_over") return json(viewOf("over", result.registration, link.accessToken), { status: 409, headers: NO_STORE });
  return json(viewOf("cancelled", result.registration, link.accessToken), { headers: NO_STORE });
}
