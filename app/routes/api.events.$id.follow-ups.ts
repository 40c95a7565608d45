import { createFollowUpForHost, listFollowUpsForHost } from "~/services/delivery/host-follow-ups.server";
import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The event's follow-up e-mails, soonest first. */
  GET: signedIn(async ({ params, user }) => {
    const eventId = parseEventId(params.id);
    return noStore(await hostOnly(user.id, eventNamed(params.id), () => listFollowUpsForHost({ hostId: user.id, eventId })));
  }),
  /** Adds one: `{ audience, delayMinutes?, subject?, message?, enabled?, skipBuyers? }`, 201. */
  POST: signedIn(async ({ request, params, user }) => {
    const eventId = parseEventId(params.id);
    const created = await hostOnly(user.id, eventNamed(params.id), async () =>
      createFollowUpForHost({ hostId: user.id, eventId, body: await readJson(request) }),
    );
    return noStore(created, { status: 201 });
  }),
});
