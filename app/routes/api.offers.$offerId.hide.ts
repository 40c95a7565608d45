import { hideOfferForHost } from "~/services/selling/offers.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Takes the offer off viewers' pages; 200 with it. */
  POST: signedIn(async ({ params, user }) => noStore(await hideOfferForHost({ hostId: user.id, offerId: params.offerId }))),
});
