import { deleteOfferForHost, getOfferForHost, patchOfferForHost } from "~/services/selling/offers.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** One of the host's offers. */
  GET: signedIn(async ({ params, user }) => noStore(await getOfferForHost({ hostId: user.id, offerId: params.offerId }))),
  /** Any subset of the offer's fields (null clears an optional one); 200 with the offer. */
  PATCH: signedIn(async ({ request, params, user }) =>
    noStore(await patchOfferForHost({ hostId: user.id, offerId: params.offerId, body: await readJson(request) })),
  ),
  /** Deletes the offer (its purchases stay, no longer naming it); `{ success: true }`. */
  DELETE: signedIn(async ({ params, user }) => {
    await deleteOfferForHost({ hostId: user.id, offerId: params.offerId });
    return noStore({ success: true });
  }),
});
