import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { createOfferForHost, listOffersForHost } from "~/services/selling/offers.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Every offer of the host's event, shown or not, with sold and reserved counts. */
  GET: signedIn(async ({ params, user }) =>
    noStore(await hostOnly(user.id, eventNamed(params.id), () => listOffersForHost({ hostId: user.id, eventId: params.id }))),
  ),
  /** `{ title, description?, priceCents, currency, checkoutUrl?, quantityLimit?, endsAt?, countdownMinutes?, revealAtMinutes?, imageUrl?, bonus?, socialProof? }`: 201 with the hidden offer. */
  POST: signedIn(async ({ request, params, user }) => {
    const offer = await hostOnly(user.id, eventNamed(params.id), async () =>
      createOfferForHost({ hostId: user.id, eventId: params.id, body: await readJson(request) }),
    );
    return noStore(offer, { status: 201 });
  }),
});
