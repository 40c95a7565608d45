import { revealOfferForHost } from "~/services/selling/offers.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Shows the offer to every viewer of the event now; 200 with it. */
  POST: signedIn(async ({ params, user }) => noStore(await revealOfferForHost({ hostId: user.id, offerId: params.offerId }))),
});
