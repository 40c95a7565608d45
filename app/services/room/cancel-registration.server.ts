// A registrant gives up their seat (the cancel link under their e-mails): the registration goes,
// the receivers of the host's webhooks hear of it, and any watch page still open on one of their
// personal links hears it too and closes its live connection (the link no longer opens the room).
import { cancelRegistration } from "~/models/registration.server";
import { publishLiveEvents } from "~/services/realtime/index.server";
import { emitRegistrationCancelled } from "~/services/integrations/index.server";

export async function giveUpSeat(link: { eventId: number; accessToken: string }) {
  const result = await cancelRegistration(link, (trx, registration) => emitRegistrationCancelled(registration, trx));
  if (result.status !== "cancelled") return result;
  await publishLiveEvents(
    result.viewers.map(({ viewerId, streamRowId }) => ({ streamRowId, type: "registration_cancelled" as const, data: { viewerId }, viewerId })),
  );
  return result;
}
